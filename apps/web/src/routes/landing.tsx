import { Link } from 'react-router'
import { paths } from '../app/paths'
import { ComingSoon } from '../components/coming-soon'
import { Container } from '../components/container'
import { buttonClasses } from '../components/ui/button'
import { StoreBrand } from '../features/settings/components/store-brand'

/** Standalone product landing page (spec §2.1), outside the store shell. */
export function LandingPage() {
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b border-border bg-card">
        <Container className="flex h-16 items-center">
          <StoreBrand />
        </Container>
      </header>
      <main id="contenido">
        <Container className="max-w-3xl py-14">
          <h1 className="sr-only">Página de producto</h1>
          <ComingSoon
            action={
              <Link to={paths.shop} className={buttonClasses()}>
                Ir a la tienda
              </Link>
            }
          >
            Esta página de producto estará disponible muy pronto.
          </ComingSoon>
        </Container>
      </main>
    </div>
  )
}
