import { useQuery } from '@tanstack/react-query'
import { productMetaDescription } from '@vitrina/core/meta'
import { totalStock } from '@vitrina/core/variants'
import { Container } from '../../../components/container'
import { LoadState } from '../../../components/load-state'
import { PageMeta } from '../../../components/page-meta'
import { ApiError } from '../../../lib/api-client'
import { productBySlugOptions } from '../catalog.api'
import { LandingCta } from './landing-cta'
import { LandingBenefits, LandingDetails, LandingHero, LandingReviews } from './landing-sections'

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
  const soldOut = totalStock(product) < 1

  return (
    <>
      <PageMeta title={product.name} description={productMetaDescription(product.description)} />
      <LandingHero product={product} soldOut={soldOut} />
      <Container className="space-y-16 py-14 sm:py-20">
        <LandingBenefits content={product.landing_content} />
        <LandingDetails product={product} />
        <LandingReviews product={product} />
        <div className="flex flex-col items-center gap-5 rounded-3xl bg-primary px-6 py-10 text-center text-on-primary">
          <p className="text-2xl font-bold text-balance">{product.name}</p>
          <LandingCta
            product={product}
            soldOut={soldOut}
            label={product.landing_content?.cta ?? null}
            inverted
          />
        </div>
      </Container>
    </>
  )
}
