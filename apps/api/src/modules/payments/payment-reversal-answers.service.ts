import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { formatCOP } from '@vitrina/core/format'
import type { PaymentReversal } from '@vitrina/core/schemas/payment-reversals'
import { orders, orderStatusHistory, paymentReversals, payments } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { PAYMENT_STATUS } from './paypal-payments.service'
import { reversalAnsweredMailJob } from './payment-reversal-mail'
import { REVERSAL_NOT_FOUND, toReversal } from './payment-reversals.service'
import { markRefunded } from './refunds.service'

// docs/product/consumer-rights.md#reversion-del-pago: staff accept a request (the payment goes back through its
// provider) or reject it with a reason. The request is claimed first (abierta -> answered), so two staff
// answering at once answer once; the payments are claimed (completed -> refunding) as a cancellation's
// refund does, so the money is never sent twice. A refund the provider refuses is given back to 'completed'
// and the request keeps a 'Reembolso pendiente' note that staff see in the list, as payment alerts do.

const PROVIDERS = { paypal: 'PayPal', wompi: 'Wompi' } as const
export const reversalRefundRequestId = (id: number) => `vitrina-reversal-${id}`

type Answer = { status: 'aceptada' | 'rechazada'; answer: string }

async function claim(app: FastifyInstance, id: number, staffId: string, answer: Answer) {
  const [row] = await app.db
    .update(paymentReversals)
    .set({ ...answer, answered_by: staffId, answered_at: new Date() })
    .where(and(eq(paymentReversals.id, id), eq(paymentReversals.status, 'abierta')))
    .returning()
  if (row) return row
  const [exists] = await app.db
    .select({ id: paymentReversals.id })
    .from(paymentReversals)
    .where(eq(paymentReversals.id, id))
  throw exists
    ? conflict('Esta solicitud de reversión ya fue respondida.', 'REVERSAL_ANSWERED')
    : notFound(REVERSAL_NOT_FOUND, 'REVERSAL_NOT_FOUND')
}

/** Every completed electronic payment of the order back through its provider; what happened, in one note. */
async function refundPayments(
  app: FastifyInstance,
  reversalId: number,
  orderId: string,
): Promise<{ refundId: string | null; note: string }> {
  const claimed = await app.db
    .update(payments)
    .set({ status: PAYMENT_STATUS.refunding, updated_at: new Date() })
    .where(and(eq(payments.order_id, orderId), eq(payments.status, PAYMENT_STATUS.completed)))
    .returning()
  const ids: string[] = []
  const notes: string[] = []
  for (const payment of claimed) {
    const provider = PROVIDERS[payment.provider as keyof typeof PROVIDERS] ?? payment.provider
    const amount = formatCOP(payment.amount_cop)
    try {
      const refundId =
        payment.provider === 'paypal'
          ? (
              await (
                await app.paypal()
              ).refundCapture(payment.provider_capture_id ?? '', reversalRefundRequestId(reversalId))
            ).id
          : (await (await app.wompi()).voidTransaction(payment.provider_order_id ?? '')).id
      await markRefunded(app.db, payment.id, refundId)
      ids.push(refundId)
      notes.push(`Reembolso de ${amount} por ${provider} (${refundId}).`)
    } catch (err) {
      await app.db
        .update(payments)
        .set({ status: PAYMENT_STATUS.completed, updated_at: new Date() })
        .where(eq(payments.id, payment.id))
      app.log.warn({ err, orderId, reversalId, provider }, 'no se pudo reembolsar una reversión del pago')
      notes.push(
        `Reembolso pendiente: ${provider} no aceptó la devolución de ${amount}. Hazla desde el panel de ${provider}.`,
      )
    }
  }
  if (!claimed.length) notes.push('Reembolso pendiente: el pedido no tiene un pago completado que devolver.')
  const refused = notes.some((note) => note.startsWith('Reembolso pendiente'))
  return { refundId: refused ? null : ids.join(', '), note: notes.join(' ') }
}

async function record(app: FastifyInstance, answered: typeof paymentReversals.$inferSelect, note: string) {
  await app.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, customer_email: orders.customer_email })
      .from(orders)
      .where(eq(orders.id, answered.order_id))
    await tx.insert(orderStatusHistory).values({
      order_id: answered.order_id,
      status: order!.status,
      changed_by: answered.answered_by,
      note,
    })
    if (order!.customer_email)
      await reversalAnsweredMailJob.enqueue(tx, {
        to: order!.customer_email,
        number: answered.number,
        order_id: answered.order_id,
        accepted: answered.status === 'aceptada',
        amount: answered.amount,
        answer: answered.answer ?? '',
      })
  })
}

export async function acceptPaymentReversal(
  app: FastifyInstance,
  staffId: string,
  id: number,
): Promise<PaymentReversal> {
  const answered = await claim(app, id, staffId, {
    status: 'aceptada',
    answer: 'Aceptada: devolvemos el pago por el medio con el que se hizo.',
  })
  const refund = await refundPayments(app, id, answered.order_id)
  const [saved] = await app.db
    .update(paymentReversals)
    .set({ refund_id: refund.refundId, refund_note: refund.note })
    .where(eq(paymentReversals.id, id))
    .returning()
  await record(app, saved!, `Reversión del pago ${saved!.number} aceptada. ${refund.note}`)
  return toReversal(saved!)
}

export async function rejectPaymentReversal(
  app: FastifyInstance,
  staffId: string,
  id: number,
  reason: string,
): Promise<PaymentReversal> {
  const answered = await claim(app, id, staffId, { status: 'rechazada', answer: reason })
  await record(app, answered, `Reversión del pago ${answered.number} rechazada: ${reason}`)
  return toReversal(answered)
}
