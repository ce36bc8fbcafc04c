import { orderStatusLabel, type OrderStatus, type PaymentMethod } from '@vitrina/core/order-status'
import { StatusPill, type PillTone } from '../../../components/status-pill'

const TONES: Record<OrderStatus, PillTone> = {
  pendiente: 'warning',
  pagado: 'info',
  en_preparacion: 'info',
  enviado: 'info',
  entregado: 'success',
  cancelado: 'danger',
}

/**
 * An order status with its Spanish label (docs/product/orders.md#order-statuses); a cash order waiting for
 * staff reads 'Por confirmar' (docs/product/orders.md#cod-confirmation).
 */
export function OrderStatusBadge({ status, method }: { status: OrderStatus; method?: PaymentMethod }) {
  return <StatusPill tone={TONES[status]}>{orderStatusLabel(status, method)}</StatusPill>
}
