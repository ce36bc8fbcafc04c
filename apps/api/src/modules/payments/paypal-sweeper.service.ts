import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { UNPAID_CANCEL_NOTES } from '@vitrina/core/payment-window'
import type { Db } from '../../db/client'
import { orders, payments } from '../../db/schema'
import { conflict, HttpError } from '../../lib/errors'
import type { PaypalClient, PaypalOrder } from '../../lib/paypal'
import { transitionOrder } from '../orders/order-status.service'
import { PaymentIssueError } from './payment-issues.service'
import { recordCapture } from './paypal-capture.service'
import { PAYMENT_STATUS } from './paypal-payments.service'
import { sweepResult, type Release, type SweepResult } from './unpaid-release'

// docs/product/checkout-and-payments.md#paypal-sweeper: an unpaid PayPal order releases its stock when its
// payment window ends (orders.payment_due_at, docs/product/checkout-and-payments.md#payment-window), or at
// once when the shopper gives up (payment-cancel.service.ts). The sweeper reads the database, so it survives
// restarts; every instance may run it, because each cancellation re-reads the order under a row lock and
// only a still-pendiente order moves (transitionOrder). Before cancelling, PayPal is asked whether the
// payment went through after all (a capture that never reached us is reconciled from PayPal).

// A capture PayPal is still answering is not abandoned; past this, the attempt is considered dead.
const CAPTURE_GRACE_MS = 5 * 60_000
const BATCH = 50

// A payment already found not to fit its order was reported and given back: its order is released.
const SETTLED_ELSEWHERE: string[] = [
  PAYMENT_STATUS.mismatch,
  PAYMENT_STATUS.refunding,
  PAYMENT_STATUS.refunded,
]

const SKIP = 'SWEEP_SKIP'

export type PaypalCandidate = Awaited<ReturnType<typeof paypalCandidates>>[number]

/** Unpaid PayPal orders matching `where`, with their PayPal payment if one was started. */
export function paypalCandidates(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: orders.id,
      paymentId: payments.id,
      paypalOrderId: payments.provider_order_id,
      amountUsd: payments.amount_usd,
      paymentStatus: payments.status,
    })
    .from(orders)
    .leftJoin(payments, and(eq(payments.order_id, orders.id), eq(payments.provider, 'paypal')))
    .where(and(eq(orders.status, 'pendiente'), eq(orders.payment_method, 'paypal'), where))
    .orderBy(asc(orders.payment_due_at))
}

export async function sweepAbandonedPaypalOrders(
  db: Db,
  paypal: PaypalClient,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<SweepResult> {
  const candidates = await paypalCandidates(db, lt(orders.payment_due_at, now)).limit(BATCH)
  const releases: Release[] = []
  for (const candidate of candidates)
    releases.push(
      await releaseUnpaidPaypalOrder(
        db,
        { paypal, log },
        candidate,
        UNPAID_CANCEL_NOTES.expired('PayPal'),
        now,
      ),
    )
  return sweepResult(releases)
}

/**
 * Release one unpaid PayPal order with `note`, unless PayPal says it was paid (then it is recorded), cannot
 * be asked, or a capture is under way.
 */
export async function releaseUnpaidPaypalOrder(
  db: Db,
  { paypal, log }: { paypal: PaypalClient; log: FastifyBaseLogger },
  candidate: PaypalCandidate,
  note: string,
  now = new Date(),
): Promise<Release> {
  const settled = SETTLED_ELSEWHERE.includes(candidate.paymentStatus ?? '')
  if (candidate.paymentId !== null && candidate.paypalOrderId && !settled) {
    let remote: PaypalOrder
    try {
      remote = await paypal.getOrder(candidate.paypalOrderId)
    } catch (err) {
      // PayPal unreachable: keep the stock held and ask again later.
      log.warn({ err, orderId: candidate.id }, 'no se pudo consultar PayPal; el pedido sigue reservado')
      return { kept: 'unreachable' }
    }
    if (remote.status === 'COMPLETED') {
      try {
        const paid = await recordCapture(
          db,
          { paymentId: candidate.paymentId, orderId: candidate.id, amountUsd: candidate.amountUsd },
          remote,
          null,
        )
        return paid.change ? { reconciled: paid.change } : {}
      } catch (err) {
        // Money was taken but does not match the order: reported (and given back) before release.
        if (err instanceof PaymentIssueError) return { issue: err.issue }
        log.error({ err, orderId: candidate.id }, 'pago de PayPal sin conciliar; requiere revisión')
        return { kept: 'unreachable' }
      }
    }
  }
  try {
    return {
      released: await transitionOrder(db, candidate.id, {
        to: 'cancelado',
        changedBy: null,
        // The reason is the customer's to read (docs/product/orders.md#customer-messages).
        customerMessage: note,
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
    }
  } catch (err) {
    if (err instanceof HttpError && err.code === SKIP) return { kept: 'paying' }
    throw err
  }
}
