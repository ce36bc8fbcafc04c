import { and, eq, sql, type SQL } from 'drizzle-orm'
import { ORDER_LIMIT_MESSAGES, type OrderLimits } from '@vitrina/core/order-limits'
import type { Tx } from '../../db/client'
import { orderItems, orders, products } from '../../db/schema'
import { conflict } from '../../lib/errors'
import type { MergedLine } from './order-stock.service'

/**
 * The online checkout's limits against stock hoarding (docs/security.md "Stock hoarding"): so many units
 * per line (checkLineLimits); so many open orders per customer, cash-on-delivery ones and unpaid online ones
 * counted apart; and so many units of one product held by a customer's open orders. The customer's row is
 * locked with the products (lockProducts), customerHolds is read in the next statement, then
 * checkCustomerHolds. Runs inside the order's transaction.
 */
export async function checkLineLimits(
  tx: Tx,
  lines: readonly MergedLine[],
  limits: OrderLimits,
): Promise<void> {
  const tooMany = lines.find((line) => line.quantity > limits.order_max_units_per_line)
  if (!tooMany) return
  const [product] = await tx
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, tooMany.productId))
  throw conflict(
    ORDER_LIMIT_MESSAGES.unitsPerLine(limits.order_max_units_per_line, product?.name ?? 'este producto'),
    'ORDER_LINE_LIMIT',
  )
}

/** What a customer's open orders already hold, as customerHolds reads it. */
export interface CustomerHolds {
  /** Open orders of the same kind as the new one: cash on delivery, or unpaid PayPal and Wompi. */
  open: number
  /** Units of each ordered product (by id) that the customer's open orders of any method hold. */
  units: Record<string, number>
}

const ONLINE = sql`('paypal', 'wompi')`

/**
 * The customer's holds (slots `user_id`, `cash` and `ids`, the ordered products), as a value to read in the
 * statement after the customer's lock (lockProducts). It must come from that later statement: in the locking
 * one it would read the snapshot taken before the lock was granted, and so miss the order that held it (the
 * concurrency tests catch exactly that).
 */
export const customerHolds: SQL = sql`json_build_object(
  'open', (SELECT count(*)::int FROM ${orders} WHERE ${and(
    eq(orders.user_id, sql.placeholder('user_id')),
    eq(orders.status, 'pendiente'),
  )} AND CASE WHEN ${sql.placeholder('cash')}::boolean THEN ${orders.payment_method} = 'contra_entrega'
      ELSE ${orders.payment_method} IN ${ONLINE} END),
  'units', COALESCE((SELECT json_object_agg(held.product_id, held.units) FROM (
    SELECT i.product_id, sum(i.quantity)::int AS units FROM ${orderItems} i JOIN ${orders} o ON o.id = i.order_id
    WHERE o.user_id = ${sql.placeholder('user_id')} AND o.status = 'pendiente'
      AND o.payment_method IN ('contra_entrega', 'paypal', 'wompi')
      AND i.product_id = ANY(${sql.placeholder('ids')}::int[])
    GROUP BY i.product_id) AS held), '{}'::json))`

/** Refuses (409, naming the limit) an order that would take the customer past a cap. */
export function checkCustomerHolds(
  holds: CustomerHolds,
  order: { cash: boolean; lines: readonly MergedLine[]; products: readonly { id: number; name: string }[] },
  limits: OrderLimits,
): void {
  if (order.cash && holds.open >= limits.cod_max_open_orders)
    throw conflict(ORDER_LIMIT_MESSAGES.openCashOrders(limits.cod_max_open_orders), 'COD_OPEN_ORDERS_LIMIT')
  if (!order.cash && holds.open >= limits.online_max_unpaid_orders)
    throw conflict(
      ORDER_LIMIT_MESSAGES.onlineUnpaidOrders(limits.online_max_unpaid_orders),
      'ONLINE_UNPAID_ORDERS_LIMIT',
    )
  const wanted = new Map<number, number>()
  for (const line of order.lines)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
  for (const product of order.products) {
    const held = holds.units[product.id] ?? 0
    if (held + (wanted.get(product.id) ?? 0) > limits.unpaid_max_units_per_product)
      throw conflict(
        ORDER_LIMIT_MESSAGES.unitsHeld(limits.unpaid_max_units_per_product, product.name, held),
        'UNPAID_UNITS_LIMIT',
      )
  }
}
