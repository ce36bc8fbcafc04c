import { lowStockItems, lowStockText, lowStockThreshold } from '@vitrina/core/low-stock'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { useSettings } from '../../settings'
import type { Selection } from '../purchase-state'

/**
 * docs/product/catalogue.md#low-stock: 'Stock bajo' with the variant that runs low ('Quedan 3 en Negro / M'),
 * among the variants the shopper's choices still allow; nothing when what is left is above the threshold.
 */
export function LowStockNote({ product, selection }: { product: ProductDetail; selection: Selection }) {
  const { data: settings = {} } = useSettings()
  const chosen = Object.values(selection)
  const fits = (variantId: number | null) =>
    variantId === null ||
    chosen.every((valueId) => product.variants.find((v) => v.id === variantId)?.value_ids.includes(valueId))
  const item = lowStockItems(product, lowStockThreshold(settings)).find((i) => fits(i.variantId))
  if (!item) return null
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-foreground">
      <span className="rounded-full border border-accent/60 bg-accent/15 px-2 py-0.5 text-xs font-semibold">
        Stock bajo
      </span>
      {lowStockText(item)}
    </p>
  )
}
