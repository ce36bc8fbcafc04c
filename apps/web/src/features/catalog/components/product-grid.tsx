import type { Product } from '@vitrina/core/schemas/catalog'
import { useState } from 'react'
import { Skeleton } from '../../../components/ui/skeleton'
import { AfterFirstPaint } from '../../../lib/after-first-paint'
import { useMediaQuery } from '../../../lib/use-media-query'
import { ProductCard } from './product-card'

// docs/product/catalogue.md#shop: 1, 2, 3 or 4 columns. Container queries size the grid by its own width, so
// it adapts whether the shop's filter sidebar is open or not.
const gridClass = 'grid grid-cols-1 gap-4 @md:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4 sm:gap-6'

// What the first screen shows: two rows of the widest grid on a laptop, three or four side-lying cards on a
// phone.
const FIRST_CARDS_WIDE = 8
const FIRST_CARDS_NARROW = 4
// The cards below the fold are drawn one per frame: two per task still left tasks of 60-90 ms on a phone's
// slowed CPU, past the 50 ms from which Lighthouse counts blocking time
// (docs/decisions/023-static-assets-and-first-paint.md).
const CARDS_PER_TASK = 1

/** The grid's cards in the order they are drawn: the first screen's with the page, then one at a time. */
export function drawBatches<T>(items: readonly T[], wide: boolean): T[][] {
  const first = wide ? FIRST_CARDS_WIDE : FIRST_CARDS_NARROW
  const batches = [items.slice(0, first)]
  for (let i = first; i < items.length; i += CARDS_PER_TASK) batches.push(items.slice(i, i + CARDS_PER_TASK))
  return batches
}

/**
 * `leadsPage`: the grid opens the page (the shop), so its first photo is the page's largest paint on a phone
 * and is fetched at once, at high priority, like the server's preload of it
 * (docs/decisions/023-static-assets-and-first-paint.md). `search`: the shop's search, whose colour each card
 * shows (docs/product/catalogue.md#variant-images).
 */
export function ProductGrid({
  products,
  leadsPage = false,
  search,
}: {
  products: readonly Product[]
  leadsPage?: boolean
  search?: string
}) {
  // Read once: a later resize must not redraw cards already shown. A page the server drew has a wide first
  // screen's cards on every device, so hydration keeps them all.
  const [wide] = useState(useMediaQuery('(min-width: 640px)', true))
  const [firstScreen = [], ...later] = drawBatches(products, wide)
  const item = (product: Product, lead = false) => (
    <li key={product.id} className="flex">
      <ProductCard product={product} leadImage={lead} search={search} />
    </li>
  )
  return (
    <div className="@container">
      <ul className={gridClass}>
        {firstScreen.map((product, i) => item(product, leadsPage && i === 0))}
        {/* The cards below the fold, drawn after the first paint when a visit starts here. */}
        {later.map((batch) => (
          <AfterFirstPaint key={batch[0]?.id}>{batch.map((product) => item(product))}</AfterFirstPaint>
        ))}
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
