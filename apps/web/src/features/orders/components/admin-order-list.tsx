import { formatCOP, formatDateTime, formatOrderNumber } from '@vitrina/core/format'
import { PAYMENT_METHOD_LABELS } from '@vitrina/core/order-status'
import type { AdminOrderSummary } from '@vitrina/core/schemas/orders'
import { ChevronRight } from 'lucide-react'
import { generatePath, Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { OrderStatusBadge } from './order-status-badge'

const detailPath = (id: string) => generatePath(paths.admin.orderDetail, { id })

function Customer({ order }: { order: AdminOrderSummary }) {
  if (!order.customer_name && !order.customer_email)
    return <span className="text-muted">Venta sin cliente</span>
  return (
    <span className="block min-w-0">
      <span className="block truncate font-medium text-foreground">{order.customer_name ?? 'Cliente'}</span>
      {order.customer_email && (
        <span className="block truncate text-sm text-muted">{order.customer_email}</span>
      )}
    </span>
  )
}

const channelLabel = (order: AdminOrderSummary) => (order.channel === 'pos' ? 'Tienda física' : 'En línea')
const units = (order: AdminOrderSummary) => order.items.reduce((sum, item) => sum + item.quantity, 0)

/** The orders of a page: a table on wide screens, cards on phones; each opens the detail. */
export function AdminOrderList({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              to={detailPath(order.id)}
              className="block rounded-2xl border border-border bg-card p-4 shadow-sm transition hover:border-primary-ink/40"
            >
              <span className="flex items-center justify-between gap-3">
                <span className="font-bold text-foreground">
                  <span className="sr-only">Pedido </span>
                  {formatOrderNumber(order.order_number)}
                </span>
                <OrderStatusBadge status={order.status} method={order.payment_method} />
              </span>
              <span className="mt-2 block">
                <Customer order={order} />
              </span>
              <span className="mt-3 flex items-end justify-between gap-3 text-sm">
                <span className="text-muted">
                  {formatDateTime(order.order_date)} · {channelLabel(order)}
                </span>
                <span className="font-bold text-foreground tabular-nums">
                  {formatCOP(order.total_amount)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-card shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Pedidos</caption>
          <thead className="border-b border-border bg-foreground/[0.03] text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Pedido
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Fecha
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Cliente
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Pago
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Total
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Estado
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {orders.map((order) => (
              <tr key={order.id} className="transition hover:bg-foreground/[0.03]">
                <td className="px-4 py-3">
                  <span className="font-bold text-foreground">{formatOrderNumber(order.order_number)}</span>
                  <span className="block text-xs text-muted">
                    {channelLabel(order)} · {units(order)} {units(order) === 1 ? 'unidad' : 'unidades'}
                  </span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-muted">{formatDateTime(order.order_date)}</td>
                <td className="max-w-64 px-4 py-3">
                  <Customer order={order} />
                </td>
                <td className="px-4 py-3 text-muted">{PAYMENT_METHOD_LABELS[order.payment_method]}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-foreground tabular-nums">
                  {formatCOP(order.total_amount)}
                </td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={order.status} method={order.payment_method} />
                </td>
                <td className="px-4 py-3 text-right">
                  <Link
                    to={detailPath(order.id)}
                    className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 font-semibold whitespace-nowrap text-primary-ink hover:bg-primary/10"
                  >
                    Ver detalle
                    <span className="sr-only"> del pedido {formatOrderNumber(order.order_number)}</span>
                    <ChevronRight className="size-4" aria-hidden="true" />
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
