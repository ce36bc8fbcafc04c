import clsx from 'clsx'
import { stockLevel, totalStock, type StockLevel } from '@vitrina/core/variants'

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

/** Units in stock and their level at a glance (the same rule as the list's stock filter). */
export function StockBadge({
  product,
}: {
  product: { stock_quantity: number; variants?: readonly { stock_quantity: number }[] }
}) {
  const level = stockLevel(product)
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
    </span>
  )
}
