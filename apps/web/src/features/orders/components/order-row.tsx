import clsx from 'clsx'
import { formatCOP, formatDate, formatOrderNumber } from '@vitrina/core/format'
import type { OrderSummary } from '@vitrina/core/schemas/orders'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { ProductImage } from '../../../components/product-image'
import { PaymentReversalPanel } from '../../payment-reversals'
import { OrderReturnsPanel } from '../../returns'
import { OrderDocuments } from './order-documents'
import { CancelOrderButton } from './cancel-order-button'
import { OrderMessages } from './order-messages'
import { OrderStatusBadge } from './order-status-badge'
import { ReceiptButton } from './receipt-button'
import { UnpaidOrderNotice } from './unpaid-order-notice'

export const cell = 'px-2 py-3 align-middle first:pl-3 last:pr-3 sm:px-5 sm:first:pl-5 sm:last:pr-5'

/** docs/product/consumer-rights.md#reversion-del-pago: a Wompi or PayPal payment that was taken and kept. */
const paidElectronically = (order: OrderSummary) =>
  (order.payment_method === 'wompi' || order.payment_method === 'paypal') &&
  order.status !== 'pendiente' &&
  order.status !== 'cancelado'

/**
 * One order of 'Mi Historial de Pedidos' (docs/product/orders.md#order-history): ID Pedido, Fecha, Total,
 * Estado; the number (#1001) is a disclosure button that shows the items (image, name, variant details,
 * quantity, price per unit), the store's messages, the receipt download and 'Cancelar pedido' while it can be.
 */
export function OrderRow({ order }: { order: OrderSummary }) {
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const number = formatOrderNumber(order.order_number)
  return (
    <tbody className="border-t border-border first:border-t-0">
      <tr className={clsx('transition', open && 'bg-foreground/[0.03]')}>
        <th scope="row" className={clsx(cell, 'text-left font-normal')}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`Pedido ${number}: ${open ? 'ocultar' : 'ver'} productos`}
            onClick={() => setOpen((v) => !v)}
            className="-mx-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-mono font-semibold text-foreground transition hover:bg-foreground/5"
          >
            {number}
            <ChevronDown
              className={clsx('size-4 shrink-0 text-muted transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
          {/* Phones have no room for the Fecha column: the date goes under the number. */}
          <span className="block text-xs text-muted sm:hidden">{formatDate(order.order_date)}</span>
        </th>
        <td className={clsx(cell, 'hidden text-muted sm:table-cell')}>{formatDate(order.order_date)}</td>
        <td className={clsx(cell, 'font-semibold whitespace-nowrap text-foreground tabular-nums')}>
          {formatCOP(order.total_amount)}
        </td>
        <td className={cell}>
          <OrderStatusBadge status={order.status} method={order.payment_method} />
        </td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        <td colSpan={4} className="px-3 pb-5 sm:px-5">
          <div className="mb-4 empty:hidden">
            <UnpaidOrderNotice order={order} />
          </div>
          <ul className="divide-y divide-border rounded-xl border border-border bg-background/60">
            {order.items.map((item, index) => (
              <li key={index} className="flex items-center gap-3 p-3">
                <ProductImage
                  imageRef={item.image_url}
                  alt=""
                  sizes="56px"
                  className="size-14 shrink-0 rounded-lg"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold break-words text-foreground">{item.product_name}</p>
                  {item.variant_details && <p className="text-muted">{item.variant_details}</p>}
                  <p className="text-muted">
                    Cantidad: {item.quantity} · {formatCOP(item.price_per_unit)} c/u
                  </p>
                </div>
                <p className="shrink-0 text-sm font-semibold text-foreground tabular-nums">
                  {formatCOP(item.price_per_unit * item.quantity)}
                </p>
              </li>
            ))}
          </ul>
          {open && <OrderMessages orderId={order.id} />}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <ReceiptButton order={order} />
            <CancelOrderButton order={order} />
          </div>
          {open && order.status !== 'pendiente' && order.status !== 'cancelado' ? (
            <div className="mt-4 empty:hidden">
              <OrderDocuments orderId={order.id} />
            </div>
          ) : null}
          {open && order.status === 'entregado' && <OrderReturnsPanel orderId={order.id} />}
          {open && paidElectronically(order) && <PaymentReversalPanel orderId={order.id} />}
        </td>
      </tr>
    </tbody>
  )
}
