import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { formatCOP } from '@vitrina/core/format'
import { orderStatusHistory, payments } from '../../db/schema'
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

export async function refundCancelledOrder(app: FastifyInstance, order: RefundableOrder): Promise<void> {
  if (order.status !== 'cancelado' || (order.payment_method !== 'paypal' && order.payment_method !== 'wompi'))
    return
  const claimed = await app.db
    .update(payments)
    .set({ status: PAYMENT_STATUS.refunding, updated_at: new Date() })
    .where(and(eq(payments.order_id, order.id), eq(payments.status, PAYMENT_STATUS.completed)))
    .returning()
  for (const payment of claimed) {
    const provider = PROVIDERS[payment.provider as keyof typeof PROVIDERS]
    let refundId: string
    try {
      refundId =
        payment.provider === 'paypal'
          ? (await app.paypal.refundCapture(payment.provider_capture_id ?? '', refundRequestId(order.id))).id
          : (await app.wompi.voidTransaction(payment.provider_order_id ?? '')).id
    } catch (err) {
      // The claim is given back so staff see a paid, unrefunded payment; the money is never sent twice.
      await app.db
        .update(payments)
        .set({ status: PAYMENT_STATUS.completed, updated_at: new Date() })
        .where(eq(payments.id, payment.id))
      app.log.warn(
        { err, orderId: order.id, provider },
        'no se pudo reembolsar el pago de un pedido cancelado',
      )
      await app.db.insert(orderStatusHistory).values({
        order_id: order.id,
        status: 'cancelado',
        note: `Reembolso pendiente: ${provider} no aceptó la devolución de ${formatCOP(payment.amount_cop)}. Hazla desde el panel de ${provider}.`,
      })
      continue
    }
    await app.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({
          status: PAYMENT_STATUS.refunded,
          refund_id: refundId,
          refunded_at: new Date(),
          updated_at: new Date(),
        })
        .where(eq(payments.id, payment.id))
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
}
