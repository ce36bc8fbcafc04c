import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Container } from '../../../components/container'
import { ProductImage } from '../../../components/product-image'
import { buttonClasses } from '../../../components/ui/button'
import { featuredProductsOptions } from '../../catalog'
import { useSetting, useStoreName } from '../../settings'

/**
 * The home's welcome block (docs/product/content.md#home-welcome), shown while home_welcome_enabled is on:
 * the name and slogan, with a few featured products as a window display. Under a video hero, which already
 * names the store in the page heading, its heading is a level lower.
 */
export function StoreIntro({ belowHero = false }: { belowHero?: boolean }) {
  const Heading = belowHero ? 'h2' : 'h1'
  const storeName = useStoreName()
  const slogan = useSetting('store_slogan')
  const featured = useQuery(featuredProductsOptions())
  const showcase = (featured.data ?? []).filter((p) => p.images.length > 0).slice(0, 4)

  return (
    <section className="relative overflow-hidden border-b border-border bg-card">
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 size-[36rem] rounded-full bg-primary/10 blur-3xl"
      />
      <Container className="relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div className="space-y-6">
          <p className="inline-flex rounded-full border border-primary-ink/30 bg-card px-3 py-1 text-sm font-semibold text-primary-ink">
            Bienvenido
          </p>
          <div className="space-y-3">
            <Heading className="text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-6xl">
              {storeName}
            </Heading>
            <p className="text-2xl font-semibold text-balance text-foreground sm:text-3xl">{slogan}</p>
          </div>
          <p className="max-w-xl text-lg text-muted">
            Descubre productos seleccionados con cariño, precios claros en pesos colombianos y envíos a todo
            el país.
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
        {showcase.length === 4 && (
          <div aria-hidden="true" className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-4">
            {showcase.map((product, i) => (
              <div
                key={product.id}
                className={`overflow-hidden rounded-2xl border border-border bg-background shadow-lg sm:rounded-3xl ${i % 2 ? 'sm:translate-y-6' : ''}`}
              >
                <ProductImage
                  imageRef={(product.images.find((img) => img.is_primary) ?? product.images[0])!.image_url}
                  alt=""
                  sizes="(min-width: 1024px) 22vw, 45vw"
                  eager={i < 2}
                  className="aspect-square w-full"
                />
              </div>
            ))}
          </div>
        )}
      </Container>
    </section>
  )
}
