import { useQuery } from '@tanstack/react-query'
import { productMetaDescription } from '@vitrina/core/meta'
import { totalStock } from '@vitrina/core/variants'
import { formatRating } from '@vitrina/core/format'
import { CircleCheck } from 'lucide-react'
import { Container } from '../../../components/container'
import { LoadState } from '../../../components/load-state'
import { PageMeta } from '../../../components/page-meta'
import { Price } from '../../../components/price'
import { ProductImage } from '../../../components/product-image'
import { RatingStars } from '../../../components/rating-stars'
import { TrustPoints } from '../../../components/trust-points'
import { ApiError } from '../../../lib/api-client'
import { paragraphs } from '../../../lib/paragraphs'
import { productBySlugOptions } from '../catalog.api'
import { LandingCta } from './landing-cta'

/** The opening sentence of a description, as a default subtitle. */
function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/s.exec(text.trim())?.[0] ?? text.trim()
}

/**
 * /lp/{slug} (docs/product/catalogue.md#landing-page): the product's landing content when staff wrote one,
 * else a landing built from the product itself (photo, price, description, reviews).
 */
export function LandingView({ slug }: { slug: string }) {
  const query = useQuery(productBySlugOptions(slug))
  if (query.isPending)
    return (
      <Container>
        <LoadState tone="loading">Cargando...</LoadState>
      </Container>
    )
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404
    return (
      <Container className="py-10">
        <LoadState tone="error">
          {notFound ? 'Producto no encontrado.' : 'No se pudo cargar el producto.'}
        </LoadState>
      </Container>
    )
  }

  const product = query.data
  const content = product.landing_content
  const image = product.images.find((i) => i.is_primary) ?? product.images[0]
  const body = content?.body ?? product.description
  const soldOut = totalStock(product) < 1
  const gallery = product.images.filter((i) => i.id !== image?.id).slice(0, 4)
  const reviews = product.reviews.filter((r) => r.rating >= 4).slice(0, 3)

  return (
    <>
      <PageMeta title={product.name} description={productMetaDescription(product.description)} />
      <section className="border-b border-border bg-card">
        <Container className="grid items-center gap-10 py-10 sm:py-16 lg:grid-cols-2 lg:gap-16">
          <ProductImage
            imageRef={image?.image_url}
            alt={product.name}
            sizes="(min-width: 1024px) 50vw, 100vw"
            eager
            className="aspect-square w-full rounded-3xl border border-border shadow-xl"
          />
          <div className="space-y-6">
            {product.categories[0] && (
              <p className="text-sm font-semibold tracking-wide text-primary-ink uppercase">
                {product.categories[0].name}
              </p>
            )}
            <h1 className="text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl">
              {content?.headline ?? product.name}
            </h1>
            <p className="text-xl text-muted">{content?.subheadline ?? firstSentence(product.description)}</p>
            {product.review_count > 0 && (
              <p className="flex items-center gap-2 text-sm text-muted">
                <RatingStars value={product.rating_average} size="md" />
                {formatRating(product.rating_average)} · {product.review_count} reseñas
              </p>
            )}
            <Price price={product.price} discountPrice={product.discount_price} size="lg" />
            <LandingCta product={product} soldOut={soldOut} label={content?.cta ?? null} />
          </div>
        </Container>
      </section>
      <Container className="space-y-16 py-14 sm:py-20">
        {content && content.benefits.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {content.benefits.map((benefit) => (
              <li
                key={benefit.title}
                className="flex gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm"
              >
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                <div>
                  <h2 className="font-semibold text-foreground">{benefit.title}</h2>
                  {benefit.text && <p className="mt-1 text-sm text-muted">{benefit.text}</p>}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <TrustPoints className="sm:grid-cols-3" itemClassName="border border-border shadow-sm" />
        )}
        <section aria-labelledby="detalles" className="grid items-center gap-10 lg:grid-cols-2">
          <div className="space-y-4">
            <h2 id="detalles" className="text-3xl font-bold tracking-tight text-foreground">
              Lo que vas a recibir
            </h2>
            {paragraphs(body).map((p, i) => (
              <p key={i} className="text-lg leading-relaxed text-muted">
                {p}
              </p>
            ))}
            {product.brand && (
              <p className="text-sm text-muted">
                Marca: <span className="font-semibold text-foreground">{product.brand}</span>
              </p>
            )}
          </div>
          {gallery.length > 0 && (
            <ul className="grid grid-cols-2 gap-3" aria-label="Más fotos">
              {gallery.map((extra) => (
                <li key={extra.id}>
                  <ProductImage
                    imageRef={extra.image_url}
                    alt=""
                    sizes="(min-width: 1024px) 25vw, 50vw"
                    className="aspect-square w-full rounded-2xl border border-border"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        {reviews.length > 0 && (
          <section aria-labelledby="opiniones" className="space-y-6">
            <h2 id="opiniones" className="text-center text-3xl font-bold tracking-tight text-foreground">
              Lo que dicen nuestros clientes
            </h2>
            <ul className="grid gap-4 md:grid-cols-3">
              {reviews.map((review) => (
                <li key={review.id} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
                  <RatingStars value={review.rating} />
                  <p className="mt-3 text-foreground">“{review.comment}”</p>
                  <p className="mt-3 text-sm font-semibold text-muted">— {review.username}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="flex flex-col items-center gap-5 rounded-3xl bg-primary px-6 py-10 text-center text-on-primary">
          <p className="text-2xl font-bold text-balance">{product.name}</p>
          <LandingCta product={product} soldOut={soldOut} label={content?.cta ?? null} inverted />
        </div>
      </Container>
    </>
  )
}
