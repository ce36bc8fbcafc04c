import { ArrowRight, PackageSearch } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../app/paths'
import { Container } from '../components/container'
import { EmptyState } from '../components/empty-state'
import { TrustPoints } from '../components/trust-points'
import { buttonClasses } from '../components/ui/button'
import { useSetting, useStoreName } from '../features/settings/settings.api'

export function HomePage() {
  const storeName = useStoreName()
  const slogan = useSetting('store_slogan')
  return (
    <>
      <section className="border-b border-border bg-card">
        <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
          <div className="space-y-6">
            <p className="inline-flex rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary-ink">
              Bienvenido
            </p>
            <div className="space-y-3">
              <h1 className="text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-6xl">
                {storeName}
              </h1>
              <p className="text-2xl font-semibold text-balance text-foreground sm:text-3xl">{slogan}</p>
            </div>
            <p className="max-w-xl text-lg text-muted">
              Descubre nuestra selección de productos, con precios claros en pesos colombianos y una compra
              fácil y segura.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to={paths.shop} className={buttonClasses({ size: 'lg' })}>
                Ver la tienda
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
              <Link to={paths.about} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                Conócenos
              </Link>
            </div>
          </div>
          <div className="rounded-3xl bg-auth-gradient p-5 shadow-xl sm:p-8">
            <TrustPoints />
          </div>
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        <h2 className="mb-6 text-2xl font-bold tracking-tight text-foreground">Productos Destacados</h2>
        <EmptyState
          icon={PackageSearch}
          title="Pronto verás aquí nuestros destacados"
          action={
            <Link to={paths.shop} className={buttonClasses({ variant: 'outline' })}>
              Explorar la tienda
            </Link>
          }
        >
          Estamos preparando la vitrina con los productos favoritos de nuestros clientes.
        </EmptyState>
      </Container>
    </>
  )
}
