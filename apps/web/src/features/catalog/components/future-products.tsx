import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@vitrina/core/format'
import { CalendarClock, Sparkles } from 'lucide-react'
import { ProductImage } from '../../../components/product-image'
import { futureProductsOptions } from '../catalog.api'

/**
 * docs/product/catalogue.md#future-products 'Próximamente': hidden while loading, on failure or when there is
 * nothing announced.
 */
export function FutureProducts() {
  const future = useQuery(futureProductsOptions())
  if (!future.data?.length) return null
  return (
    <section aria-labelledby="proximamente" className="space-y-6">
      <div>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-3 py-1 text-sm font-semibold text-foreground">
          <Sparkles className="size-4" aria-hidden="true" />
          Muy pronto en la tienda
        </p>
        <h2 id="proximamente" className="mt-3 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          Próximamente
        </h2>
      </div>
      {/* Phones: one compact row that scrolls by itself (snapping card by card), not a tall stack. */}
      <ul
        aria-labelledby="proximamente"
        tabIndex={0}
        className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {future.data.map((item) => (
          <li
            key={item.id}
            className="flex w-60 shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm sm:w-auto"
          >
            {item.image_url ? (
              <ProductImage
                imageRef={item.image_url}
                alt=""
                sizes="(min-width: 640px) 18rem, 15rem"
                className="aspect-[16/9] w-full sm:aspect-[4/3]"
              />
            ) : (
              <div
                aria-hidden="true"
                className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-primary/15 via-accent/10 to-primary/5 sm:aspect-[4/3]"
              >
                <Sparkles className="size-10 text-primary-ink/60" />
              </div>
            )}
            <div className="flex flex-1 flex-col gap-1.5 p-4 sm:gap-2 sm:p-5">
              {item.category && (
                <p className="text-xs font-semibold tracking-wide text-muted uppercase">{item.category}</p>
              )}
              <h3 className="font-semibold text-foreground">{item.name}</h3>
              <p className="line-clamp-2 text-sm text-muted sm:line-clamp-3">{item.description}</p>
              {item.expected_release_date && (
                <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm font-medium text-primary-ink">
                  <CalendarClock className="size-4" aria-hidden="true" />
                  Llega el {formatDate(`${item.expected_release_date}T12:00:00-05:00`)}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
