import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { formatRating } from '@vitrina/core/format'
import { CircleCheck } from 'lucide-react'
import { Container } from '../../../components/container'
import { Price } from '../../../components/price'
import { ProductImage } from '../../../components/product-image'
import { RatingStars } from '../../../components/rating-stars'
import { TrustPoints } from '../../../components/trust-points'
import { paragraphs } from '../../../lib/paragraphs'
import { useSettings } from '../../settings'
import { LandingCta } from './landing-cta'

// The parts of /lp/{slug} (docs/product/catalogue.md#landing-page), top to bottom.

type LandingContent = ProductDetail['landing_content']

/** The opening sentence of a description, as a default subtitle. */
function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/s.exec(text.trim())?.[0] ?? text.trim()
}

const primaryImage = (product: ProductDetail) => product.images.find((i) => i.is_primary) ?? product.images[0]

/** Photo, category, headline, rating, price and the first call to action. */
export function LandingHero({ product, soldOut }: { product: ProductDetail; soldOut: boolean }) {
  const content = product.landing_content
  const image = primaryImage(product)
  return (
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
  )
}

/** The benefits staff wrote, else the store's trust points. */
export function LandingBenefits({ content }: { content: LandingContent }) {
  const { data: settings = {} } = useSettings()
  return content && content.benefits.length > 0 ? (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {content.benefits.map((benefit) => (
        <li key={benefit.title} className="flex gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <div>
            <h2 className="font-semibold text-foreground">{benefit.title}</h2>
            {benefit.text && <p className="mt-1 text-sm text-muted">{benefit.text}</p>}
          </div>
        </li>
      ))}
    </ul>
  ) : (
    <TrustPoints
      settings={settings}
      className="sm:grid-cols-3"
      itemClassName="border border-border shadow-sm"
    />
  )
}

/** 'Lo que vas a recibir': the body (staff's or the description), the brand and up to four more photos. */
export function LandingDetails({ product }: { product: ProductDetail }) {
  const primary = primaryImage(product)
  const gallery = product.images.filter((i) => i.id !== primary?.id).slice(0, 4)
  const body = product.landing_content?.body ?? product.description
  return (
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
  )
}

/** Up to three reviews of four stars or more. */
export function LandingReviews({ product }: { product: ProductDetail }) {
  const reviews = product.reviews.filter((r) => r.rating >= 4).slice(0, 3)
  if (reviews.length === 0) return null
  return (
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
  )
}
