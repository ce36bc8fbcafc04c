import { formatCOP, formatDate, orderNumber } from '@vitrina/core/format'
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@vitrina/core/order-status'
import type { Db } from '../../db/client'
import { listOwnOrders } from '../orders/orders-read.service'

// The caller's own orders, and only theirs: the user id comes from the verified session, never from the
// message or from a language model's tool call.

export interface OwnOrder {
  number: string
  date: string
  status: string
  total: string
  payment: string
  items: string[]
}

// The number of a customer's orders the assistant looks through for a number they name.
const LOOKBACK = 50

export async function recentOwnOrders(db: Db, userId: string, limit = LOOKBACK): Promise<OwnOrder[]> {
  const { orders } = await listOwnOrders(db, userId, { limit })
  return orders.map((o) => ({
    number: `#${orderNumber(o.id)}`,
    date: formatDate(o.order_date),
    status: ORDER_STATUS_LABELS[o.status],
    total: formatCOP(o.total_amount),
    payment: PAYMENT_METHOD_LABELS[o.payment_method],
    items: o.items.map(
      (i) => `${i.quantity} × ${i.product_name}${i.variant_details ? ` (${i.variant_details})` : ''}`,
    ),
  }))
}

export function describeOrder(order: OwnOrder): string {
  return `${order.number} del ${order.date}: ${order.status}, total ${order.total}`
}
