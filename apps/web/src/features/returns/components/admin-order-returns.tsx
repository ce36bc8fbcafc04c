import { useQuery } from '@tanstack/react-query'
import { LoadState } from '../../../components/load-state'
import { adminOrderReturnsOptions } from '../returns.api'
import { ReturnCard } from './return-card'

/**
 * The returns of one order on its back-office page, with the same steps as the 'Devoluciones' screen;
 * nothing while the order has none. `onMoved` refreshes the order (stock, history) after a step.
 */
export function AdminOrderReturns({ orderId, onMoved }: { orderId: string; onMoved?: () => void }) {
  const list = useQuery(adminOrderReturnsOptions(orderId))
  if (list.isPending || (list.isSuccess && list.data.length === 0)) return null
  return (
    <section
      aria-labelledby="devoluciones"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="devoluciones" className="mb-4 text-lg font-bold text-foreground">
        Devoluciones
      </h2>
      {list.isError ? (
        <LoadState tone="error">Error al cargar las devoluciones.</LoadState>
      ) : (
        <ul className="space-y-3">
          {list.data.map((item) => (
            <li key={item.id}>
              <ReturnCard item={item} onMoved={onMoved} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
