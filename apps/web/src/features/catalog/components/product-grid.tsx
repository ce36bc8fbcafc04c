import type { Product } from '@vitrina/core/schemas/catalog'
import { Skeleton } from '../../../components/ui/skeleton'
import { AfterFirstPaint } from '../../../lib/after-first-paint'
import { ProductCard } from './product-card'

// docs/product/catalogue.md#shop: 1, 2, 3 or 4 columns. Container queries size the grid by its own width, so
// it adapts whether the shop's filter sidebar is open or not.
const gridClass = 'grid grid-cols-1 gap-4 @md:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4 sm:gap-6'

// Two rows of the widest grid: more than a phone's or a laptop's first screen shows.
const FIRST_CARDS = 8

/**
 * `leadsPage`: the grid opens the page (the shop), so its first photo is the page's largest paint on a phone
 * and is fetched at once, at high priority, like the server's preload of it
 * (docs/decisions/023-static-assets-and-first-paint.md).
 */
export function ProductGrid({
  products,
  leadsPage = false,
}: {
  products: readonly Product[]
  leadsPage?: boolean
}) {
  const item = (product: Product, index: number) => (
    <li key={product.id} className="flex">
      <ProductCard product={product} leadImage={leadsPage && index === 0} />
    </li>
  )
  return (
    <div className="@container">
      <ul className={gridClass}>
        {products.slice(0, FIRST_CARDS).map(item)}
        {/* The cards below the fold, drawn after the first paint when a visit starts here. */}
        <AfterFirstPaint>
          {products.slice(FIRST_CARDS).map((product, i) => item(product, FIRST_CARDS + i))}
        </AfterFirstPaint>
      </ul>
    </div>
  )
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="@container">
      <div className={gridClass}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-2xl border border-border bg-card">
            <Skeleton className="aspect-square w-full rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-11 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
