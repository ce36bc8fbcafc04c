import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { formatCOP } from '@vitrina/core/format'
import { PAYPAL_CURRENCY } from '@vitrina/core/schemas/payments'
import { orderReturns, orderStatusHistory, payments } from '../../db/schema'
import { PAYMENT_STATUS } from './paypal-payments.service'
import { markRefunded } from './refunds.service'

// docs/product/returns.md#refund: the money of a received return goes back through the provider that took
// it. PayPal refunds part of the capture with one fixed PayPal-Request-Id per return, so a retry never pays
// twice. Wompi's API can only void a whole card transaction: a return worth the whole payment is voided,
// any other is recorded for staff to refund from Wompi's dashboard (docs/wompi.md#refunds).

export const returnRefundRequestId = (returnId: number) => `vitrina-return-${returnId}`

export interface ProviderRefund {
  returnId: number
  orderId: string
  provider: 'paypal' | 'wompi'
  amount: number
}

/** The US$ part of a PayPal payment that `amount` pesos of it are, in cents, never more than was paid. */
export function usdShare(payment: { amount_cop: number; amount_usd: string | null }, amount: number): string {
  const paidCents = Math.round(Number(payment.amount_usd ?? 0) * 100)
  const cents = payment.amount_cop > 0 ? Math.round((paidCents * amount) / payment.amount_cop) : 0
  return (Math.min(cents, paidCents) / 100).toFixed(2)
}

export interface ProviderRefundResult {
  /** The provider's refund id when the money went back; null when staff must still refund it by hand. */
  refundId: string | null
  note: string
}

/** Issue the refund; the history says what happened, and the return keeps the provider's id. */
export async function refundReturnThroughProvider(
  app: FastifyInstance,
  refund: ProviderRefund,
): Promise<ProviderRefundResult> {
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.order_id, refund.orderId),
        eq(payments.provider, refund.provider),
        eq(payments.status, PAYMENT_STATUS.completed),
      ),
    )
  const amount = formatCOP(refund.amount)
  let result: ProviderRefundResult
  try {
    if (!payment) throw new Error('sin pago completado')
    if (refund.provider === 'paypal') {
      const made = await app.paypal.refundCapture(
        payment.provider_capture_id ?? '',
        returnRefundRequestId(refund.returnId),
        { currency_code: PAYPAL_CURRENCY, value: usdShare(payment, refund.amount) },
      )
      result = { refundId: made.id, note: `Reembolso de ${amount} por PayPal (${made.id}).` }
    } else if (refund.amount === payment.amount_cop) {
      const voided = await app.wompi.voidTransaction(payment.provider_order_id ?? '')
      await markRefunded(app.db, payment.id, voided.id)
      result = { refundId: voided.id, note: `Reembolso de ${amount} por Wompi (${voided.id}).` }
    } else {
      result = {
        refundId: null,
        note: `Reembolso de ${amount} por Wompi pendiente: hazlo desde el panel de Wompi (transacción ${payment.provider_order_id}).`,
      }
    }
  } catch (err) {
    app.log.warn(
      { err, orderId: refund.orderId, returnId: refund.returnId, provider: refund.provider },
      'no se pudo reembolsar una devolución',
    )
    const provider = refund.provider === 'paypal' ? 'PayPal' : 'Wompi'
    result = {
      refundId: null,
      note: `Reembolso pendiente: ${provider} no aceptó la devolución de ${amount}. Hazla desde el panel de ${provider}.`,
    }
  }
  await app.db.transaction(async (tx) => {
    await tx
      .update(orderReturns)
      .set({ refund_id: result.refundId, updated_at: new Date() })
      .where(eq(orderReturns.id, refund.returnId))
    await tx
      .insert(orderStatusHistory)
      .values({ order_id: refund.orderId, status: 'entregado', note: result.note })
  })
  return result
}
