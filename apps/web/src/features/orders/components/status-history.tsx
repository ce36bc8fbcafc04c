import { formatDateTime } from '@vitrina/core/format'
import { orderStatusLabel, type PaymentMethod } from '@vitrina/core/order-status'
import type { AdminOrderDetail, OrderDetail } from '@vitrina/core/schemas/orders'

/**
 * Every status the order went through, oldest first (docs/product/orders.md#order-statuses), with the
 * message the customer was sent and, on the staff's page, the internal note
 * (docs/product/orders.md#customer-messages).
 */
export function StatusHistory({
  history,
  method,
}: {
  history: AdminOrderDetail['status_history'] | OrderDetail['status_history']
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
            {'note' in entry && entry.note && (
              <p className="mt-1 text-foreground">
                <span className="font-semibold">Nota interna:</span> {entry.note}
              </p>
            )}
            {entry.customer_message && (
              <p className="mt-1 text-foreground">
                <span className="font-semibold">
                  {'note' in entry ? 'Mensaje al cliente:' : 'Mensaje de la tienda:'}
                </span>{' '}
                {entry.customer_message}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
