import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { orders, payments } from '../../db/schema'
import { conflict, HttpError } from '../../lib/errors'
import type { PaypalClient, PaypalOrder } from '../../lib/paypal'
import { transitionOrder, type OrderTransition } from '../orders/order-status.service'
import { PaymentIssueError, type PaymentIssueReport } from './payment-issues.service'
import { recordCapture } from './paypal-capture.service'
import { PAYMENT_STATUS } from './paypal-payments.service'

// docs/product/checkout-and-payments.md#paypal-sweeper: an unpaid PayPal order releases its stock after 30
// minutes. The sweeper reads the database, so it survives restarts; every instance may run it, because each
// cancellation re-reads the order under a row lock and only a still-pendiente order moves (transitionOrder).
// Before cancelling, PayPal is asked whether the payment went through after all
// (docs/product/checkout-and-payments.md#paypal-sweeper: a capture that never reached us is reconciled from
// PayPal).

export const PAYPAL_HOLD_MS = 30 * 60_000
// A capture PayPal is still answering is not abandoned; past this, the attempt is considered dead.
const CAPTURE_GRACE_MS = 5 * 60_000
const BATCH = 50

export interface SweepResult {
  released: OrderTransition[]
  reconciled: OrderTransition[]
  /** Captures found not to fit their order, for the plugin to report (docs/product/payment-alerts.md). */
  issues: PaymentIssueReport[]
}

// A payment already found not to fit its order was reported and given back: its order is released.
const SETTLED_ELSEWHERE: string[] = [
  PAYMENT_STATUS.mismatch,
  PAYMENT_STATUS.refunding,
  PAYMENT_STATUS.refunded,
]

const SKIP = 'SWEEP_SKIP'

export async function sweepAbandonedPaypalOrders(
  db: Db,
  paypal: PaypalClient,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<SweepResult> {
  const result: SweepResult = { released: [], reconciled: [], issues: [] }
  const candidates = await db
    .select({
      id: orders.id,
      paymentId: payments.id,
      paypalOrderId: payments.provider_order_id,
      amountUsd: payments.amount_usd,
      paymentStatus: payments.status,
    })
    .from(orders)
    .leftJoin(payments, and(eq(payments.order_id, orders.id), eq(payments.provider, 'paypal')))
    .where(
      and(
        eq(orders.status, 'pendiente'),
        eq(orders.payment_method, 'paypal'),
        lt(orders.order_date, new Date(now.getTime() - PAYPAL_HOLD_MS)),
      ),
    )
    .orderBy(asc(orders.order_date))
    .limit(BATCH)

  for (const candidate of candidates) {
    const settled = SETTLED_ELSEWHERE.includes(candidate.paymentStatus ?? '')
    if (candidate.paymentId !== null && candidate.paypalOrderId && !settled) {
      let remote: PaypalOrder
      try {
        remote = await paypal.getOrder(candidate.paypalOrderId)
      } catch (err) {
        // PayPal unreachable: keep the stock held and ask again on the next round.
        log.warn({ err, orderId: candidate.id }, 'no se pudo consultar PayPal; el pedido sigue reservado')
        continue
      }
      if (remote.status === 'COMPLETED') {
        try {
          const paid = await recordCapture(
            db,
            { paymentId: candidate.paymentId, orderId: candidate.id, amountUsd: candidate.amountUsd },
            remote,
            null,
          )
          if (paid.change) result.reconciled.push(paid.change)
        } catch (err) {
          // Money was taken but does not match the order: reported (and given back) before release.
          if (err instanceof PaymentIssueError) result.issues.push(err.issue)
          else log.error({ err, orderId: candidate.id }, 'pago de PayPal sin conciliar; requiere revisión')
        }
        continue
      }
    }
    try {
      result.released.push(
        await transitionOrder(db, candidate.id, {
          to: 'cancelado',
          changedBy: null,
          note: 'Cancelado automáticamente: el pago con PayPal no se completó en 30 minutos.',
          guard: async (order, tx) => {
            if (order.status !== 'pendiente') throw conflict('', SKIP)
            const [capturing] = await tx
              .select({ id: payments.id })
              .from(payments)
              .where(
                and(
                  eq(payments.order_id, order.id),
                  eq(payments.status, PAYMENT_STATUS.capturing),
                  sql`${payments.updated_at} > ${new Date(now.getTime() - CAPTURE_GRACE_MS)}`,
                ),
              )
            if (capturing) throw conflict('', SKIP)
          },
        }),
      )
    } catch (err) {
      if (err instanceof HttpError && err.code === SKIP) continue
      throw err
    }
  }
  return result
}
