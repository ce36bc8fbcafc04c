import { and, asc, eq, lt } from 'drizzle-orm'
import { ORDER_LIMIT_MESSAGES } from '@vitrina/core/order-limits'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { cancelIfStillPending, type OrderTransition } from './order-status.service'

// docs/security.md "Stock hoarding": a cash-on-delivery order nobody confirmed within the store's
// `cod_pending_hours` gives its stock back. Safe on every instance at once: each cancellation re-reads
// the order under a row lock and moves it only while it is still pendiente.

const BATCH = 50

export async function sweepUnconfirmedCashOrders(
  db: Db,
  pendingHours: number,
  now = new Date(),
): Promise<OrderTransition[]> {
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pendiente'),
        eq(orders.payment_method, 'contra_entrega'),
        eq(orders.channel, 'web'),
        lt(orders.order_date, new Date(now.getTime() - pendingHours * 3_600_000)),
      ),
    )
    .orderBy(asc(orders.order_date))
    .limit(BATCH)
  const cancelled: OrderTransition[] = []
  for (const candidate of candidates) {
    const change = await cancelIfStillPending(
      db,
      candidate.id,
      ORDER_LIMIT_MESSAGES.cancelledUnconfirmed(pendingHours),
    )
    if (change) cancelled.push(change)
  }
  return cancelled
}
