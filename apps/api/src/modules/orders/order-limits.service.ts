import { and, eq, sql } from 'drizzle-orm'
import { ORDER_LIMIT_MESSAGES, type OrderLimits } from '@vitrina/core/order-limits'
import type { PaymentMethod } from '@vitrina/core/order-status'
import type { Tx } from '../../db/client'
import { orders, products, users } from '../../db/schema'
import { conflict } from '../../lib/errors'
import type { MergedLine } from './order-stock.service'

/**
 * The online checkout's limits against stock hoarding (docs/security.md "Stock hoarding"): so many units
 * per line, and so many open cash-on-delivery orders per customer. Runs inside the order's transaction;
 * the customer's row is locked so two orders of one customer cannot both slip under the cap.
 */
export async function enforceOrderLimits(
  tx: Tx,
  customerId: string,
  lines: readonly MergedLine[],
  paymentMethod: PaymentMethod,
  limits: OrderLimits,
): Promise<void> {
  const tooMany = lines.find((line) => line.quantity > limits.order_max_units_per_line)
  if (tooMany) {
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, tooMany.productId))
    throw conflict(
      ORDER_LIMIT_MESSAGES.unitsPerLine(limits.order_max_units_per_line, product?.name ?? 'este producto'),
      'ORDER_LINE_LIMIT',
    )
  }
  if (paymentMethod !== 'contra_entrega') return
  // Two statements on purpose: a count in the locking statement would read the snapshot taken before the
  // lock was granted, and so miss the order that held it (the concurrency test catches exactly that).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('update')
  const [open] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.user_id, customerId),
        eq(orders.payment_method, 'contra_entrega'),
        eq(orders.status, 'pendiente'),
      ),
    )
  if ((open?.count ?? 0) >= limits.cod_max_open_orders) {
    throw conflict(ORDER_LIMIT_MESSAGES.openCashOrders(limits.cod_max_open_orders), 'COD_OPEN_ORDERS_LIMIT')
  }
}
