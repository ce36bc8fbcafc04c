import clsx from 'clsx'
import { formatCOP } from '@vitrina/core/format'
import { ChevronDown, ShoppingBag } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'

/**
 * docs/product/checkout-and-payments.md#mobile-summary: on phones the order summary sits above the steps,
 * folded behind 'Ver resumen del pedido' with the total; from `lg` it is the sticky side column, always open.
 */
export function SummaryDisclosure({ total, children }: { total: number; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="min-w-0 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl border border-border bg-card px-4 py-3 text-left shadow-sm lg:hidden"
      >
        <span className="flex min-w-0 items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-primary-ink">
          <ShoppingBag className="size-4 shrink-0" aria-hidden="true" />
          Ver resumen del pedido
          <ChevronDown
            className={clsx('size-4 shrink-0 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </span>
        <span className="shrink-0 text-base font-extrabold text-foreground tabular-nums">
          {formatCOP(total)}
        </span>
      </button>
      <div id={panelId} className={clsx(open ? 'mt-3' : 'hidden', 'lg:mt-0 lg:block')}>
        {children}
      </div>
    </div>
  )
}
