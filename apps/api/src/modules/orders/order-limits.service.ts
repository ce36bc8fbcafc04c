import { and, eq, sql, type SQL } from 'drizzle-orm'
import { ORDER_LIMIT_MESSAGES, type OrderLimits } from '@vitrina/core/order-limits'
import type { Tx } from '../../db/client'
import { orders, products } from '../../db/schema'
import { conflict } from '../../lib/errors'
import type { MergedLine } from './order-stock.service'

/**
 * The online checkout's limits against stock hoarding (docs/security.md "Stock hoarding"): so many units
 * per line (checkLineLimits), and so many open cash-on-delivery orders per customer (the customer's row
 * locked with the products by lockProducts, openCashOrders read in the next statement, then
 * checkOpenCashOrders). Runs inside the order's transaction.
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

/**
 * The open cash-on-delivery orders of the customer in the `user_id` slot when the `cash` slot is true (else
 * 0), as a value to read in the statement after the customer's lock (lockProducts). The count must come from
 * that later statement: in the locking one it would read the snapshot taken before the lock was granted, and
 * so miss the order that held it (the concurrency test catches exactly that).
 */
export const openCashOrders: SQL<number> = sql<number>`CASE WHEN ${sql.placeholder('cash')}::boolean
  THEN (SELECT count(*)::int FROM ${orders} WHERE ${and(
    eq(orders.user_id, sql.placeholder('user_id')),
    eq(orders.payment_method, 'contra_entrega'),
    eq(orders.status, 'pendiente'),
  )}) ELSE 0 END`

export function checkOpenCashOrders(open: number, limits: OrderLimits): void {
  if (open >= limits.cod_max_open_orders)
    throw conflict(ORDER_LIMIT_MESSAGES.openCashOrders(limits.cod_max_open_orders), 'COD_OPEN_ORDERS_LIMIT')
}
