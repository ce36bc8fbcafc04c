import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { formatCOP } from '@vitrina/core/format'
import { centsValue, refundShareCents, valueCents } from '@vitrina/core/refund-shares'
import { PAYPAL_CURRENCY } from '@vitrina/core/schemas/payments'
import { orderReturns, orderStatusHistory, payments } from '../../db/schema'
import { PAYMENT_STATUS } from './paypal-payments.service'
import { markRefunded } from './refunds.service'

// docs/product/returns.md#refund: the money of a received return goes back through the provider that took
// it. PayPal refunds part of the capture with one fixed PayPal-Request-Id per return, so a retry never pays
// twice, in US$ allocated across the returns so they never add up past the capture. Wompi's API can only
// void a whole card transaction: a return worth the whole payment is voided, any other is recorded for
// staff to refund from Wompi's dashboard (docs/wompi.md#refunds).

export const returnRefundRequestId = (returnId: number) => `vitrina-return-${returnId}`

export interface ProviderRefund {
  returnId: number
  orderId: string
  provider: 'paypal' | 'wompi'
  amount: number
}

/**
 * The US$ of a PayPal return: its share of the capture after the returns received before it (in the order
 * they were received), so the parts never add up past what was captured and the last takes the remainder.
 */
async function usdShare(
  app: FastifyInstance,
  payment: { amount_cop: number; amount_usd: string | null },
  refund: ProviderRefund,
): Promise<string> {
  const self = alias(orderReturns, 'self')
  const [before] = await app.db
    .select({ pesos: sql<number>`coalesce(sum(${orderReturns.refund_amount}), 0)::int` })
    .from(orderReturns)
    .innerJoin(self, eq(self.id, refund.returnId))
    .where(
      and(
        eq(orderReturns.order_id, refund.orderId),
        eq(orderReturns.status, 'recibida'),
        sql`(${orderReturns.refunded_at}, ${orderReturns.id}) < (${self.refunded_at}, ${self.id})`,
      ),
    )
  const captured = { pesos: payment.amount_cop, cents: valueCents(payment.amount_usd) }
  return centsValue(refundShareCents(captured, before?.pesos ?? 0, refund.amount))
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
      const made = await (
        await app.paypal()
      ).refundCapture(payment.provider_capture_id ?? '', returnRefundRequestId(refund.returnId), {
        currency_code: PAYPAL_CURRENCY,
        value: await usdShare(app, payment, refund),
      })
      result = { refundId: made.id, note: `Reembolso de ${amount} por PayPal (${made.id}).` }
    } else if (refund.amount === payment.amount_cop) {
      const voided = await (await app.wompi()).voidTransaction(payment.provider_order_id ?? '')
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
