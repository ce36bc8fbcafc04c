import { discountCodeLabel } from '@vitrina/core/discount-codes'
import { formatCOP } from '@vitrina/core/format'
import { amountToFreeShipping, totalsTaxLines, type Totals } from '@vitrina/core/totals'
import { Truck } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * docs/product/cart-and-totals.md#totals totals as the shopper reads them; the numbers come from
 * @vitrina/core/totals.
 */
export function OrderSummary({
  totals,
  lines,
  shippingText,
  shippingNote,
  children,
}: {
  totals: Totals
  /** Replaces the shipping amount, e.g. 'Envío calculado en el checkout' before an address exists. */
  shippingText?: string
  /** Under the shipping row: the zone and its delivery estimate. */
  shippingNote?: string
  /** What is being bought, shown above the totals (the checkout lists it). */
  lines?: ReactNode
  children?: ReactNode
}) {
  const missing = amountToFreeShipping(totals)
  // docs/decisions/030-iva-by-product.md: one line per rate, then the exempt and excluded bases.
  const tax = totalsTaxLines(totals)
  return (
    <section
      aria-labelledby="resumen"
      className="space-y-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="resumen" className="text-lg font-bold text-foreground">
        Resumen del pedido
      </h2>
      {lines}
      <dl className="space-y-3 text-sm">
        <Row term="Subtotal">{formatCOP(totals.subtotal)}</Row>
        {totals.discount > 0 && (
          <Row term="Descuento">
            <span className="text-success">-{formatCOP(totals.discount)}</span>
          </Row>
        )}
        {totals.discountCode && totals.codeDiscount > 0 && (
          // docs/product/promotions.md#money: 'Descuento (LAURA15): −$ 15.000', the same everywhere.
          <CodeRow text={discountCodeLabel(totals.discountCode, totals.codeDiscount)} />
        )}
        <Row term="Envío" note={shippingNote}>
          {shippingText ?? shippingAmount(totals)}
        </Row>
        {tax
          .filter((line) => !line.included)
          .map((line) => (
            <Row key={line.label} term={line.label}>
              {formatCOP(line.amount)}
            </Row>
          ))}
        <div className="flex items-baseline justify-between border-t border-border pt-4">
          <dt className="text-base font-bold text-foreground">Total</dt>
          <dd className="text-xl font-extrabold text-foreground tabular-nums">{formatCOP(totals.total)}</dd>
        </div>
        {/* Shelf prices that include IVA: the IVA is part of the total, shown under it, never added. */}
        {tax
          .filter((line) => line.included)
          .map((line) => (
            <Row key={line.label} term={line.label}>
              {formatCOP(line.amount)}
            </Row>
          ))}
      </dl>
      {missing !== null && (
        <p className="flex items-start gap-2 rounded-xl bg-primary/8 p-3 text-sm text-foreground">
          <Truck className="mt-0.5 size-4 shrink-0 text-primary-ink" aria-hidden="true" />
          <span>
            Te faltan <strong>{formatCOP(missing)}</strong> para el envío gratis.
          </span>
        </p>
      )}
      {children}
    </section>
  )
}

function shippingAmount(totals: Totals): ReactNode {
  return totals.shipping === 0 ? <span className="text-success">Gratis</span> : formatCOP(totals.shipping)
}

/** 'Descuento (LAURA15): −$ 15.000' split at its colon into the row's term and amount. */
function CodeRow({ text }: { text: string }) {
  const [term, amount] = text.split(': ')
  return (
    <Row term={term!}>
      <span className="text-success">{amount}</span>
    </Row>
  )
}

/** A term and its amount; `note` (the shipping zone and estimate) goes under the amount, inside the same <dd>. */
function Row({ term, note, children }: { term: string; note?: string | undefined; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right font-semibold text-foreground tabular-nums">
        {children}
        {note && <span className="mt-0.5 block text-xs font-normal text-muted">{note}</span>}
      </dd>
    </div>
  )
}
