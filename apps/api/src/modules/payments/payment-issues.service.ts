import { and, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { formatCOP } from '@vitrina/core/format'
import {
  PAYMENT_ISSUE_LABELS,
  type PaymentIssue,
  type PaymentIssueKind,
} from '@vitrina/core/schemas/payment-issues'
import type { Db } from '../../db/client'
import { orders, orderStatusHistory, paymentIssues, payments } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { PAYMENT_STATUS } from './paypal-payments.service'
import { markRefunded, refundableOrder, refundCancelledOrder } from './refunds.service'

// docs/product/payment-alerts.md: a PayPal or Wompi payment that does not fit its order (amount, currency,
// reference, an order already cancelled or already paid) is never silent. It is logged at warn with the
// order id, stored once per payment and kind (replays add nothing), announced live to staff
// ('payment-issue') and listed on the dashboard; money the order cannot take goes back automatically.

export interface PaymentIssueReport {
  orderId: string | null
  provider: 'paypal' | 'wompi'
  /** Wompi's transaction id or PayPal's order id, as the payment row keeps it. */
  providerRef: string
  /** PayPal's capture id, needed to refund it. */
  captureId?: string | undefined
  kind: PaymentIssueKind
  expected?: unknown
  received?: unknown
}

/** A refusal that carries a payment problem for the route (or sweeper) to report. */
export class PaymentIssueError extends HttpError {
  constructor(
    http: HttpError,
    readonly issue: PaymentIssueReport,
  ) {
    super(http.statusCode, http.message, http.code)
  }
}

const PROVIDER_NAMES = { paypal: 'PayPal', wompi: 'Wompi' } as const

export async function reportPaymentIssue(app: FastifyInstance, issue: PaymentIssueReport): Promise<void> {
  const provider = PROVIDER_NAMES[issue.provider]
  const detail = `${PAYMENT_ISSUE_LABELS[issue.kind]} (${provider} ${issue.providerRef}).`
  const [stored] = await app.db
    .insert(paymentIssues)
    .values({
      order_id: issue.orderId,
      provider: issue.provider,
      provider_ref: issue.providerRef,
      kind: issue.kind,
      detail,
      expected: issue.expected ?? null,
      received: issue.received ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: paymentIssues.id })
  if (!stored) return
  app.metrics.payments.inc({ provider: issue.provider, outcome: 'mismatch' })
  app.log.warn(
    { orderId: issue.orderId, provider: issue.provider, providerRef: issue.providerRef, kind: issue.kind },
    'pago con problemas: no coincide con el pedido',
  )
  app.orderEvents.alert({ event: 'payment-issue', orderId: issue.orderId, id: stored.id })
  const refund = await giveMoneyBack(app, issue)
  await app.db
    .update(paymentIssues)
    .set({ refund_id: refund.refundId, refund_note: refund.note })
    .where(eq(paymentIssues.id, stored.id))
}

/** The whole payment back through its provider; a cancelled order's through its usual refund. */
async function giveMoneyBack(
  app: FastifyInstance,
  issue: PaymentIssueReport,
): Promise<{ refundId: string | null; note: string }> {
  const byRef = and(eq(payments.provider, issue.provider), eq(payments.provider_order_id, issue.providerRef))
  if (issue.kind === 'cancelled_order' && issue.orderId) {
    const order = await refundableOrder(app, issue.orderId)
    if (order) await refundCancelledOrder(app, order)
    const [row] = await app.db.select().from(payments).where(byRef)
    return row?.status === PAYMENT_STATUS.refunded
      ? { refundId: row.refund_id, note: 'Reembolsado automáticamente.' }
      : { refundId: null, note: 'Reembolso pendiente: hazlo desde el panel del proveedor.' }
  }
  // Claimed first, so a replay or a concurrent report never refunds twice.
  const [claimed] = await app.db
    .update(payments)
    .set({ status: PAYMENT_STATUS.refunding, updated_at: new Date() })
    .where(and(byRef, inArray(payments.status, [PAYMENT_STATUS.mismatch, PAYMENT_STATUS.completed])))
    .returning()
  if (!claimed) return issue.kind === 'reference' ? voidForeignPayment(app, issue) : NOTHING_TO_GIVE_BACK
  const provider = PROVIDER_NAMES[issue.provider]
  try {
    const refundId =
      issue.provider === 'paypal'
        ? (
            await (
              await app.paypal()
            ).refundCapture(issue.captureId ?? '', `vitrina-issue-${issue.providerRef}`)
          ).id
        : (await (await app.wompi()).voidTransaction(issue.providerRef)).id
    await markRefunded(app.db, claimed.id, refundId)
    if (issue.orderId)
      await historyNote(
        app.db,
        issue.orderId,
        `Pago de ${provider} que no correspondía al pedido devuelto (${refundId}).`,
      )
    return { refundId, note: 'Reembolsado automáticamente.' }
  } catch (err) {
    await app.db
      .update(payments)
      .set({ status: claimed.status, updated_at: new Date() })
      .where(eq(payments.id, claimed.id))
    app.log.warn({ err, orderId: issue.orderId, provider }, 'no se pudo devolver un pago con problemas')
    return {
      refundId: null,
      note: `Reembolso pendiente: ${provider} no aceptó la devolución de ${formatCOP(claimed.amount_cop)}. Hazla desde su panel.`,
    }
  }
}

const NOTHING_TO_GIVE_BACK = { refundId: null, note: 'Sin pago que devolver.' }

/**
 * Approved money whose reference names no order of ours has no payment row to claim: a Wompi transaction
 * is voided by its id (the issue row, stored once per transaction, keeps a replay from voiding twice).
 */
async function voidForeignPayment(
  app: FastifyInstance,
  issue: PaymentIssueReport,
): Promise<{ refundId: string | null; note: string }> {
  if (issue.provider !== 'wompi') return NOTHING_TO_GIVE_BACK
  try {
    const voided = await (await app.wompi()).voidTransaction(issue.providerRef)
    return { refundId: voided.id, note: 'Reembolsado automáticamente.' }
  } catch (err) {
    app.log.warn({ err, provider: 'Wompi' }, 'no se pudo anular un pago sin pedido')
    return {
      refundId: null,
      note: 'Reembolso pendiente: Wompi no aceptó la anulación. Hazla desde su panel.',
    }
  }
}

async function historyNote(db: Db, orderId: string, note: string) {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  if (order) await db.insert(orderStatusHistory).values({ order_id: orderId, status: order.status, note })
}

export async function listPaymentIssues(db: Db): Promise<PaymentIssue[]> {
  const rows = await db
    .select()
    .from(paymentIssues)
    .orderBy(desc(paymentIssues.created_at), desc(paymentIssues.id))
    .limit(100)
  return rows.map((row) => ({
    id: row.id,
    order_id: row.order_id,
    provider: row.provider,
    provider_ref: row.provider_ref,
    kind: row.kind,
    detail: row.detail,
    refund_id: row.refund_id,
    refund_note: row.refund_note,
    created_at: row.created_at.toISOString(),
  }))
}
