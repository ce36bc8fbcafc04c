import { formatDateTime } from '@vitrina/core/format'
import { orderStatusLabel, type PaymentMethod } from '@vitrina/core/order-status'
import type { OrderDetail } from '@vitrina/core/schemas/orders'

/**
 * Every status the order went through, oldest first, with staff notes
 * (docs/product/orders.md#order-statuses).
 */
export function StatusHistory({
  history,
  method,
}: {
  history: OrderDetail['status_history']
  method?: PaymentMethod
}) {
  return (
    <section aria-labelledby="historial" className="rounded-2xl border border-border bg-card p-5 shadow-sm">
      <h2 id="historial" className="mb-4 text-lg font-bold text-foreground">
        Historial de estados
      </h2>
      <ol className="space-y-4 border-l-2 border-border pl-5">
        {history.map((entry, index) => (
          <li key={index} className="relative text-sm">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[1.6rem] size-3 rounded-full border-2 border-card bg-primary"
            />
            <p className="font-semibold text-foreground">{orderStatusLabel(entry.status, method)}</p>
            <p className="text-muted">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </p>
            {entry.note && <p className="mt-1 text-foreground">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
