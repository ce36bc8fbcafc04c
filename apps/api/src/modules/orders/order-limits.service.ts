import { and, eq, sql, type SQL } from 'drizzle-orm'
import { ORDER_LIMIT_MESSAGES, type OrderLimits } from '@vitrina/core/order-limits'
import { prepared, runPrepared, type Tx } from '../../db/client'
import { orders, products, users } from '../../db/schema'
import { conflict } from '../../lib/errors'
import type { MergedLine } from './order-stock.service'

/**
 * The online checkout's limits against stock hoarding (docs/security.md "Stock hoarding"): so many units
 * per line (checkLineLimits), and so many open cash-on-delivery orders per customer (lockCustomer, then
 * openCashOrders read in the order's next statement, then checkOpenCashOrders). Runs inside the order's
 * transaction.
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
 * The customer's row is locked so two cash-on-delivery orders of one customer cannot both slip under the
 * cap. The count must come from a later statement: one in the locking statement would read the snapshot
 * taken before the lock was granted, and so miss the order that held it (the concurrency test catches
 * exactly that).
 */
export async function lockCustomer(tx: Tx, customerId: string): Promise<void> {
  await runPrepared(tx, customerLock, { customer_id: customerId })
}

const customerLock = prepared(
  'order-customer-lock',
  sql`SELECT id FROM ${users} WHERE id = ${sql.placeholder('customer_id')}::uuid FOR UPDATE`,
)

/**
 * The open cash-on-delivery orders of the customer in the `user_id` slot when the `cash` slot is true (else
 * 0), as a value to read in a statement after lockCustomer.
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
