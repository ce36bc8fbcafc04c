import type { Product } from '@vitrina/core/schemas/catalog'
import { formatCOP } from '@vitrina/core/format'
import { effectivePrice } from '@vitrina/core/discount'
import { imageUrl, PRODUCT_UPLOADS } from '@vitrina/core/images'
import { namedWithPhoto, variantImage } from '@vitrina/core/variant-images'
import { ArrowRight } from 'lucide-react'
import { createSearchParams, generatePath, Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Spinner } from '../../../components/ui/spinner'
import { VALUE_PARAM } from '../purchase-state'

/**
 * The search panel's content (docs/product/search.md#header-search): 'Buscando...', the no-results text, or
 * result links.
 */
export function SearchResults({
  term,
  loading,
  failed,
  products,
  onFollow,
}: {
  term: string
  loading: boolean
  failed: boolean
  products: readonly Product[]
  onFollow: () => void
}) {
  if (loading) {
    return (
      <p role="status" className="flex items-center gap-2 px-4 py-4 text-sm text-muted">
        <Spinner className="text-primary-ink" />
        Buscando...
      </p>
    )
  }
  if (failed) {
    return (
      <p role="alert" className="px-4 py-4 text-sm text-danger">
        No se pudo completar la búsqueda. Inténtalo de nuevo.
      </p>
    )
  }
  if (products.length === 0) {
    return (
      <p role="status" className="px-4 py-4 text-sm text-muted">
        No se encontraron resultados para "{term}"
      </p>
    )
  }
  const linkClass =
    'flex items-center gap-3 px-3 py-2.5 outline-none hover:bg-foreground/5 focus-visible:bg-primary/10 focus-visible:outline-none'
  return (
    <div>
      <p role="status" className="sr-only">
        {products.length} {products.length === 1 ? 'resultado' : 'resultados'}
      </p>
      <ul className="max-h-[min(26rem,70dvh)] overflow-y-auto py-1">
        {products.map((product) => {
          // The colour the search names, when the product has its photo (docs/product/catalogue.md#variant-images).
          const named = namedWithPhoto(term, product.options, product.images)
          const image = variantImage(product.images, named === null ? [] : [named])
          const detail = generatePath(paths.product, { id: String(product.id) })
          return (
            <li key={product.id}>
              <Link
                data-result
                to={named === null ? detail : `${detail}?${VALUE_PARAM}=${named}`}
                onClick={onFollow}
                className={linkClass}
              >
                <img
                  src={imageUrl(image?.image_url, PRODUCT_UPLOADS, image ? 480 : undefined)}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg border border-border bg-foreground/5 object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-1 text-sm font-medium text-foreground">{product.name}</span>
                  <span className="text-sm font-semibold text-primary-ink tabular-nums">
                    {formatCOP(effectivePrice(product))}
                  </span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
      <Link
        data-result
        to={{ pathname: paths.shop, search: createSearchParams({ search: term }).toString() }}
        onClick={onFollow}
        className={`${linkClass} justify-center border-t border-border text-sm font-semibold text-primary-ink`}
      >
        Ver todos los resultados
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  )
}
