import type { FastifyInstance } from 'fastify'
import { afterOrderTransition } from '../orders/order-mail'
import type { OrderTransition } from '../orders/order-status.service'
import { reportPaymentIssue, type PaymentIssueReport } from './payment-issues.service'

// docs/product/checkout-and-payments.md#payment-window: what the sweepers and the shopper's own cancellation
// (payment-cancel.service.ts) make of an unpaid online order.

/** What became of one unpaid order: released, paid after all, or kept for now (and why). */
export interface Release {
  released?: OrderTransition
  reconciled?: OrderTransition
  /** A capture that does not fit its order, for the caller to report (docs/product/payment-alerts.md). */
  issue?: PaymentIssueReport
  /** Kept: the provider could not be asked, or a payment is under way (or the order moved meanwhile). */
  kept?: 'unreachable' | 'paying'
}

export interface SweepResult {
  released: OrderTransition[]
  reconciled: OrderTransition[]
  /** Captures found not to fit their order, for the plugin to report (docs/product/payment-alerts.md). */
  issues: PaymentIssueReport[]
}

/** Each release's transitions and issues, gathered for the plugin. */
export function sweepResult(releases: readonly Release[]): SweepResult {
  return {
    released: releases.flatMap((r) => (r.released ? [r.released] : [])),
    reconciled: releases.flatMap((r) => (r.reconciled ? [r.reconciled] : [])),
    issues: releases.flatMap((r) => (r.issue ? [r.issue] : [])),
  }
}

/**
 * What follows committed releases: the catalogue caches drop where stock came back, payments found meanwhile
 * count as paid, the released orders count in vitrina_payments_total under `outcome`, and captures that did
 * not fit their order are reported to staff (docs/product/payment-alerts.md).
 */
export async function afterReleases(
  app: FastifyInstance,
  provider: 'paypal' | 'wompi',
  { released, reconciled, issues }: SweepResult,
  outcome: 'unpaid_cancelled' | 'cancelled_by_customer',
): Promise<void> {
  for (const change of [...released, ...reconciled]) afterOrderTransition(app, change)
  app.metrics.payments.inc({ provider, outcome }, released.length)
  for (const issue of issues) await reportPaymentIssue(app, issue)
}
