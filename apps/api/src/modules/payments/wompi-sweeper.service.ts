import { and, asc, eq, lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { UNPAID_CANCEL_NOTES } from '@vitrina/core/payment-window'
import type { Db } from '../../db/client'
import { orders, payments } from '../../db/schema'
import type { WompiClient } from '../../lib/wompi'
import { cancelIfStillPending } from '../orders/order-status.service'
import { sweepResult, type Release, type SweepResult } from './unpaid-release'
import { recordWompiTransaction } from './wompi-payments.service'

// docs/product/checkout-and-payments.md#wompi-sweeper: an unpaid Wompi order releases its stock when its
// payment window ends (orders.payment_due_at), as PayPal's do, or at once when the shopper gives up
// (payment-cancel.service.ts). Wompi is asked first about every transaction still pending (a PSE payment that
// settled while no event reached us is paid, not lost); a transaction Wompi still calls PENDING keeps the
// order. A payment that did not fit the order was reported and given back (docs/product/payment-alerts.md),
// so its order is released like any unpaid one. Safe on every instance: the cancellation re-reads the order
// under its row lock and moves it only while it is still pendiente.

const BATCH = 50

export async function sweepAbandonedWompiOrders(
  db: Db,
  wompi: WompiClient,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<SweepResult> {
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.status, 'pendiente'), eq(orders.payment_method, 'wompi'), lt(orders.payment_due_at, now)),
    )
    .orderBy(asc(orders.payment_due_at))
    .limit(BATCH)
  const releases: Release[] = []
  for (const candidate of candidates)
    releases.push(
      await releaseUnpaidWompiOrder(db, { wompi, log }, candidate.id, UNPAID_CANCEL_NOTES.expired('Wompi')),
    )
  return sweepResult(releases)
}

/**
 * Release one unpaid Wompi order with `note`, unless a transaction of it was approved meanwhile (then it is
 * recorded), is still PENDING at Wompi, or Wompi cannot be asked.
 */
export async function releaseUnpaidWompiOrder(
  db: Db,
  { wompi, log }: { wompi: WompiClient; log: FastifyBaseLogger },
  orderId: string,
  note: string,
): Promise<Release> {
  const attempts = await db
    .select({ id: payments.provider_order_id, status: payments.status })
    .from(payments)
    .where(and(eq(payments.order_id, orderId), eq(payments.provider, 'wompi')))
  const release: Release = {}
  for (const attempt of attempts.filter((a) => a.status === 'pending' && a.id)) {
    try {
      const outcome = await recordWompiTransaction(db, log, await wompi.getTransaction(attempt.id!))
      if (outcome?.change) release.reconciled = outcome.change
      if (outcome?.issue) release.issue = outcome.issue
      if (outcome?.transactionStatus === 'PENDING' || outcome?.status !== 'pendiente')
        release.kept ??= 'paying'
    } catch (err) {
      // Wompi unreachable: keep the stock held and ask again later.
      log.warn({ err, orderId }, 'no se pudo consultar Wompi; el pedido sigue reservado')
      release.kept = 'unreachable'
    }
  }
  if (release.kept) return release
  const change = await cancelIfStillPending(db, orderId, note)
  return change ? { ...release, released: change } : { ...release, kept: 'paying' }
}
