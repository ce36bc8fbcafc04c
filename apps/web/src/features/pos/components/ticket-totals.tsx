import { formatCOP } from '@vitrina/core/format'
import { totalsTaxLines, type Totals } from '@vitrina/core/totals'

/** Subtotal, discount, one tax line per rate (above the total when added, below it when included), the total. */
export function TicketTotals({ totals }: { totals: Totals }) {
  const tax = totalsTaxLines(totals)
  return (
    <dl className="space-y-1.5 border-t border-border pt-3 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted">Subtotal</dt>
        <dd className="tabular-nums">{formatCOP(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className="flex justify-between">
          <dt className="text-muted">Descuento</dt>
          <dd className="text-success tabular-nums">{`-${formatCOP(totals.discount)}`}</dd>
        </div>
      )}
      {tax
        .filter((line) => !line.included)
        .map((line) => (
          <TaxRow key={line.label} label={line.label} amount={line.amount} />
        ))}
      <div className="flex items-baseline justify-between pt-1">
        <dt className="text-base font-bold">Total</dt>
        <dd className="text-2xl font-extrabold tabular-nums">{formatCOP(totals.total)}</dd>
      </div>
      {tax
        .filter((line) => line.included)
        .map((line) => (
          <TaxRow key={line.label} label={line.label} amount={line.amount} />
        ))}
    </dl>
  )
}

function TaxRow({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums">{formatCOP(amount)}</dd>
    </div>
  )
}
