import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { formatCOP } from '@vitrina/core/format'
import type { Db, Tx } from '../../db/client'
import { orders, orderStatusHistory, payments } from '../../db/schema'
import { defineJob } from '../../lib/jobs/define-job'
import { PaypalError } from '../../lib/paypal'
import { WompiError } from '../../lib/wompi'
import { refundMailJob } from '../orders/order-mail'
import type { OrderTransition } from '../orders/order-status.service'

/** What a refund needs of its order. */
export type RefundableOrder = Pick<
  OrderTransition['order'],
  'id' | 'status' | 'payment_method' | 'total_amount' | 'customer_email'
>
import { PAYMENT_STATUS } from './paypal-payments.service'

// docs/product/checkout-and-payments.md#refunds: cancelling an order whose money a provider took gives it
// all back through that provider. The payment row is claimed first (completed -> refunding), so concurrent or
// retried cancellations refund once; PayPal also gets one fixed PayPal-Request-Id per order. The refund's
// provider id is kept with the payment, written in the order's history and e-mailed to the customer. A
// payment that reaches an order already cancelled is given back the same way.

export const refundRequestId = (orderId: string) => `vitrina-refund-${orderId}`
const PROVIDERS = { paypal: 'PayPal', wompi: 'Wompi' } as const

/**
 * Whether a refused refund may go through later: the provider could not be reached, timed out, was down
 * (5xx) or busy (408, 429). Any other answer (a PSE payment Wompi cannot void, a capture already refunded)
 * will not change by waiting: staff refund it from the provider's panel.
 */
function mayPassLater(err: unknown): boolean {
  const status = err instanceof PaypalError || err instanceof WompiError ? err.status : null
  return status === null || status >= 500 || status === 408 || status === 429
}

/** When a refund the provider did not take is tried again first; the queue's backoff follows. */
const RETRY_AFTER_MS = 60_000

/** An order as a refund reads it, or undefined. */
export async function refundableOrder(
  app: FastifyInstance,
  orderId: string,
): Promise<RefundableOrder | undefined> {
  const [order] = await app.db
    .select({
      id: orders.id,
      status: orders.status,
      payment_method: orders.payment_method,
      total_amount: orders.total_amount,
      customer_email: orders.customer_email,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  return order
}

/**
 * A refund the provider did not take (an outage, a timeout) is tried again in the background: the queue
 * retries a failing job after 15 s, 1 min, 4 min, 16 min and 30 min and then lists it among the failed jobs
 * for an Administrador, who can retry it or refund from the provider's panel (docs/operations.md#jobs).
 */
export const refundRetryJob = defineJob<{ orderId: string }>(
  'payments.refund-retry',
  'customer',
  async (app, { orderId }) => {
    const order = await refundableOrder(app, orderId)
    if (!order) return
    const refused = await refundCancelledOrder(app, order, { retrying: true })
    if (refused.length) throw new Error(`${refused.join(' y ')} no aceptó el reembolso del pedido ${orderId}`)
  },
)

type ClaimedPayment = typeof payments.$inferSelect

/** A payment row whose money went back, with the provider's refund id. */
export function markRefunded(conn: Db | Tx, paymentId: number, refundId: string) {
  const now = new Date()
  return conn
    .update(payments)
    .set({ status: PAYMENT_STATUS.refunded, refund_id: refundId, refunded_at: now, updated_at: now })
    .where(eq(payments.id, paymentId))
}

/**
 * Gives back every completed payment of a cancelled order; answers the providers whose refusal may pass
 * later. The first time one fails the history says so and, when waiting may help, a retry is queued; a retry
 * that fails that way again writes nothing and lets the job's backoff try once more.
 */
export async function refundCancelledOrder(
  app: FastifyInstance,
  order: RefundableOrder,
  options: { retrying?: boolean } = {},
): Promise<string[]> {
  if (order.status !== 'cancelado' || (order.payment_method !== 'paypal' && order.payment_method !== 'wompi'))
    return []
  const claimed = await app.db
    .update(payments)
    .set({ status: PAYMENT_STATUS.refunding, updated_at: new Date() })
    .where(and(eq(payments.order_id, order.id), eq(payments.status, PAYMENT_STATUS.completed)))
    .returning()
  const later: string[] = []
  for (const payment of claimed) {
    const provider = PROVIDERS[payment.provider as keyof typeof PROVIDERS]
    try {
      const refundId =
        payment.provider === 'paypal'
          ? (
              await (
                await app.paypal()
              ).refundCapture(payment.provider_capture_id ?? '', refundRequestId(order.id))
            ).id
          : (await (await app.wompi()).voidTransaction(payment.provider_order_id ?? '')).id
      await recordRefund(app, order, payment, provider, refundId)
    } catch (err) {
      // The claim is given back so staff see a paid, unrefunded payment; the money is never sent twice.
      await app.db
        .update(payments)
        .set({ status: PAYMENT_STATUS.completed, updated_at: new Date() })
        .where(eq(payments.id, payment.id))
      app.log.warn(
        { err, orderId: order.id, provider, retrying: options.retrying ?? false },
        'no se pudo reembolsar el pago de un pedido cancelado',
      )
      const mayPass = mayPassLater(err)
      if (mayPass) later.push(provider)
      if (!(options.retrying && mayPass)) await recordRefusal(app, order.id, payment, provider, mayPass)
    }
  }
  return later
}

/** The refund in the payment row and the history, and the customer's e-mail, together. */
async function recordRefund(
  app: FastifyInstance,
  order: RefundableOrder,
  payment: ClaimedPayment,
  provider: string,
  refundId: string,
) {
  await app.db.transaction(async (tx) => {
    await markRefunded(tx, payment.id, refundId)
    await tx.insert(orderStatusHistory).values({
      order_id: order.id,
      status: 'cancelado',
      note: `Reembolso de ${formatCOP(payment.amount_cop)} por ${provider} (${refundId}).`,
    })
    if (order.customer_email)
      await refundMailJob.enqueue(tx, {
        to: order.customer_email,
        order: { id: order.id, total_amount: order.total_amount },
        refund: { amount: payment.amount_cop, provider },
      })
  })
  app.metrics.payments.inc({ provider: payment.provider, outcome: 'refunded' })
}

/** What staff read of a refusal; one that may pass later is queued to be tried again (refundRetryJob). */
async function recordRefusal(
  app: FastifyInstance,
  orderId: string,
  payment: ClaimedPayment,
  provider: string,
  mayPass: boolean,
) {
  const amount = formatCOP(payment.amount_cop)
  await app.db.transaction(async (tx) => {
    await tx.insert(orderStatusHistory).values({
      order_id: orderId,
      status: 'cancelado',
      note: mayPass
        ? `Reembolso pendiente: ${provider} no aceptó la devolución de ${amount}. Lo reintentamos automáticamente durante la próxima hora; si sigue sin aceptarla, hazla desde el panel de ${provider}.`
        : `Reembolso pendiente: ${provider} no aceptó la devolución de ${amount}. Hazla desde el panel de ${provider}.`,
    })
    if (mayPass)
      await refundRetryJob.enqueue(
        tx,
        { orderId },
        { uniqueKey: `refund-retry:${payment.id}`, runAt: new Date(Date.now() + RETRY_AFTER_MS) },
      )
  })
}
