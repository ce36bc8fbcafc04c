import { and, asc, eq, lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { orders, payments } from '../../db/schema'
import type { WompiClient } from '../../lib/wompi'
import { cancelIfStillPending, type OrderTransition } from '../orders/order-status.service'
import type { PaymentIssueReport } from './payment-issues.service'
import { recordWompiTransaction } from './wompi-payments.service'

// docs/product/checkout-and-payments.md#wompi-sweeper: an unpaid Wompi order releases its stock after the
// same 30 minutes as PayPal's. Wompi is asked first about every transaction still pending (a PSE payment
// that settled while no event reached us is paid, not lost); a transaction Wompi still calls PENDING keeps
// the order. A payment that did not fit the order was reported and given back
// (docs/product/payment-alerts.md), so its order is released like any unpaid one. Safe on every instance: the cancellation
// re-reads the order under its row lock and moves it only while it is still pendiente.

export const WOMPI_HOLD_MS = 30 * 60_000
const BATCH = 50

export interface WompiSweep {
  released: OrderTransition[]
  reconciled: OrderTransition[]
  /** Payments found not to fit their order, for the plugin to report. */
  issues: PaymentIssueReport[]
}

export async function sweepAbandonedWompiOrders(
  db: Db,
  wompi: WompiClient,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<WompiSweep> {
  const result: WompiSweep = { released: [], reconciled: [], issues: [] }
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pendiente'),
        eq(orders.payment_method, 'wompi'),
        lt(orders.order_date, new Date(now.getTime() - WOMPI_HOLD_MS)),
      ),
    )
    .orderBy(asc(orders.order_date))
    .limit(BATCH)

  for (const candidate of candidates) {
    const attempts = await db
      .select({ id: payments.provider_order_id, status: payments.status })
      .from(payments)
      .where(and(eq(payments.order_id, candidate.id), eq(payments.provider, 'wompi')))
    let holding = false
    for (const attempt of attempts.filter((a) => a.status === 'pending' && a.id)) {
      try {
        const outcome = await recordWompiTransaction(db, log, await wompi.getTransaction(attempt.id!))
        if (outcome?.change) result.reconciled.push(outcome.change)
        if (outcome?.issue) result.issues.push(outcome.issue)
        holding ||= outcome?.transactionStatus === 'PENDING' || outcome?.status !== 'pendiente'
      } catch (err) {
        // Wompi unreachable: keep the stock held and ask again on the next round.
        log.warn({ err, orderId: candidate.id }, 'no se pudo consultar Wompi; el pedido sigue reservado')
        holding = true
      }
    }
    if (holding) continue
    const change = await cancelIfStillPending(
      db,
      candidate.id,
      'Cancelado automáticamente: el pago con Wompi no se completó en 30 minutos.',
    )
    if (change) result.released.push(change)
  }
  return result
}
