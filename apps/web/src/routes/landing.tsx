import { Link, useParams } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Container } from '../components/container'
import { CartLink } from '../features/cart/components/cart-link'
import { LandingView } from '../features/catalog/components/landing-view'
import { StoreBrand } from '../features/settings/components/store-brand'
import { useStoreName } from '../features/settings/settings.api'

/** Standalone product landing page (docs/product/catalogue.md#landing-page), outside the store shell. */
export function LandingPage() {
  const { slug = '' } = useParams()
  const storeName = useStoreName()
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b border-border bg-card">
        <Container className="flex h-16 items-center justify-between gap-4">
          <StoreBrand />
          <div className="flex items-center gap-2">
            <Link
              to={paths.shop}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-foreground hover:bg-foreground/5"
            >
              Ir a la tienda
            </Link>
            <CartLink />
          </div>
        </Container>
      </header>
      <main id="contenido" className="flex-1">
        <LandingView slug={slug} />
      </main>
      <footer className="border-t border-border bg-card py-6 text-center text-sm text-muted">
        © {new Date().getFullYear()} {storeName}. Todos los derechos reservados.
      </footer>
    </div>
  )
}
