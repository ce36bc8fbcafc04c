import { formatDateTime } from '@vitrina/core/format'
import { useQuery } from '@tanstack/react-query'
import { useSessionStore } from '../../auth'
import { orderDetailOptions } from '../orders.api'

/**
 * docs/product/orders.md#customer-messages: what the store wrote to the customer with each change of their
 * order (never the staff's internal notes, which the server does not send). Nothing when there is none.
 */
export function OrderMessages({ orderId }: { orderId: string }) {
  const token = useSessionStore((s) => s.token)
  const { data } = useQuery(orderDetailOptions(token, orderId))
  const messages = data?.status_history.filter((entry) => entry.customer_message) ?? []
  if (messages.length === 0) return null
  return (
    <div className="mt-4 rounded-xl border border-border bg-background/60 p-3 text-sm">
      <p className="font-semibold text-foreground">Mensajes de la tienda</p>
      <ul className="mt-2 space-y-2">
        {messages.map((entry) => (
          <li key={entry.created_at}>
            <time dateTime={entry.created_at} className="block text-xs text-muted">
              {formatDateTime(entry.created_at)}
            </time>
            <p className="break-words text-foreground">{entry.customer_message}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
