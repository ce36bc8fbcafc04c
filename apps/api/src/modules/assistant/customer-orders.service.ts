import { formatCOP, formatDate, formatOrderNumber, orderNumber } from '@vitrina/core/format'
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@vitrina/core/order-status'
import type { Db } from '../../db/client'
import { listOwnOrders } from '../orders/orders-read.service'

// The caller's own orders, and only theirs: the user id comes from the verified session, never from the
// message or from a language model's tool call.

export interface OwnOrder {
  /** '#1001' (docs/product/orders.md#order-number). */
  number: string
  /** The old six-character code, '#4F5A6B', which still finds the order. */
  code: string
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
    number: formatOrderNumber(o.order_number),
    code: `#${orderNumber(o.id)}`,
    date: formatDate(o.order_date),
    status: ORDER_STATUS_LABELS[o.status],
    total: formatCOP(o.total_amount),
    payment: PAYMENT_METHOD_LABELS[o.payment_method],
    items: o.items.map(
      (i) => `${i.quantity} × ${i.product_name}${i.variant_details ? ` (${i.variant_details})` : ''}`,
    ),
  }))
}

/** The order a customer named, by its number ('1001') or its old code ('4F5A6B'), without the '#'. */
export function findOwnOrder(orders: OwnOrder[], asked: string): OwnOrder | undefined {
  const wanted = `#${asked.replace(/^#/, '').trim().toUpperCase()}`
  return orders.find((o) => o.number === wanted || o.code === wanted)
}

export function describeOrder(order: OwnOrder): string {
  return `${order.number} del ${order.date}: ${order.status}, total ${order.total}`
}
