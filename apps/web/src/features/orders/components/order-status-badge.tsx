import { ORDER_STATUS_LABELS, type OrderStatus } from '@vitrina/core/order-status'
import { StatusPill, type PillTone } from '../../../components/status-pill'

const TONES: Record<OrderStatus, PillTone> = {
  pendiente: 'warning',
  pagado: 'info',
  en_preparacion: 'info',
  enviado: 'info',
  entregado: 'success',
  cancelado: 'danger',
}

/** An order status with its Spanish label (docs/product/orders.md#order-statuses). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusPill tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</StatusPill>
}
