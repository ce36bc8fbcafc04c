import clsx from 'clsx'
import {
  lowStockItems,
  lowStockText,
  lowStockThreshold,
  stockLevel,
  type StockLevel,
} from '@vitrina/core/low-stock'
import type { OptionRef } from '@vitrina/core/variants'
import { totalStock } from '@vitrina/core/variants'
import { useSettings } from '../../../settings'

export const STOCK_LABELS: Record<StockLevel, string> = {
  agotado: 'Agotado',
  bajo: 'Stock bajo',
  suficiente: 'En stock',
}

const tones: Record<StockLevel, string> = {
  agotado: 'border-danger/30 bg-danger/10 text-danger',
  bajo: 'border-accent/60 bg-accent/15 text-foreground',
  suficiente: 'border-success/30 bg-success/10 text-success',
}

/**
 * Units in stock and their level at a glance (the same rule as the list's stock filter), with the variant
 * that runs low (docs/product/catalogue.md#low-stock).
 */
export function StockBadge({
  product,
}: {
  product: {
    stock_quantity: number
    options?: readonly OptionRef[]
    variants?: readonly { id: number; value_ids: readonly number[]; stock_quantity: number }[]
  }
}) {
  const { data: settings = {} } = useSettings()
  const threshold = lowStockThreshold(settings)
  const level = stockLevel(product, threshold)
  const [lowest] = lowStockItems(product, threshold)
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-semibold text-foreground tabular-nums">{totalStock(product)}</span>
      <span
        className={clsx(
          'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          tones[level],
        )}
      >
        {STOCK_LABELS[level]}
      </span>
      {lowest?.label && <span className="w-full text-xs text-muted">{lowStockText(lowest)}</span>}
    </span>
  )
}
