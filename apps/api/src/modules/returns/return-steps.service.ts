import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { formatCOP, formatOrderNumber } from '@vitrina/core/format'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@vitrina/core/order-status'
import { canMoveReturn, RETURN_STATUS_LABELS, returnRefund } from '@vitrina/core/returns'
import type { ReturnStatusInput } from '@vitrina/core/schemas/returns'
import { orderReturnItems, orderReturns, orderStatusHistory } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { withBackInStock } from '../notifications/back-in-stock.service'
import { sendReturnMail } from '../orders/order-mail'
import { recordReturnNote } from '../invoicing/fiscal-records.service'
import { putBackStock } from '../orders/order-stock.service'
import { refundReturnThroughProvider } from '../payments/return-refunds.service'
import { RETURN_NOT_FOUND, returnableOrder, returnedUnits } from './returns.service'

// docs/product/returns.md#steps: staff approve or reject (with a note) a request, then mark an approved one
// 'Recibido': its units go back on the shelf and its money back to the customer, through the provider
// that took it or paid by hand (cash or transfer) for cash-on-delivery and till orders, with who paid it.
// The return row is locked and its status re-read, so two staff members never receive one return twice.

const PROVIDERS = ['paypal', 'wompi'] as const
const isProvider = (method: string): method is (typeof PROVIDERS)[number] =>
  (PROVIDERS as readonly string[]).includes(method)

export async function moveReturn(
  app: FastifyInstance,
  returnId: number,
  input: ReturnStatusInput,
  staffId: string,
): Promise<void> {
  const [current] = await app.db
    .select({ order_id: orderReturns.order_id })
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId))
  const order = current ? await returnableOrder(app.db, current.order_id) : null
  if (!current || !order) throw notFound(RETURN_NOT_FOUND, 'RETURN_NOT_FOUND')
  const manual = !isProvider(order.payment_method)
  const items =
    input.status === 'recibida'
      ? await app.db
          .select({ line: orderReturnItems.order_item_id, quantity: orderReturnItems.quantity })
          .from(orderReturnItems)
          .where(eq(orderReturnItems.return_id, returnId))
      : []
  const lines = items.map((item) => ({
    ...order.lines.find((l) => l.id === item.line)!,
    quantity: item.quantity,
  }))
  const productIds = lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id]))

  // The back-in-stock notices are enqueued inside the same transaction (docs/operations.md#jobs).
  const { result: amount } = await withBackInStock(app.db, productIds, async (tx) => {
    const [locked] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update')
    if (!locked || !canMoveReturn(locked.status, input.status))
      throw conflict(
        `Una devolución ${RETURN_STATUS_LABELS[locked!.status].toLowerCase()} no puede pasar a ${RETURN_STATUS_LABELS[input.status].toLowerCase()}.`,
        'INVALID_RETURN_TRANSITION',
      )
    if (input.status === 'recibida' && manual && !input.refund_method)
      throw badRequest(
        'Indica si devolviste el dinero en efectivo o por transferencia.',
        'REFUND_METHOD_REQUIRED',
      )
    let refund = locked.refund_amount
    if (input.status === 'recibida') {
      await putBackStock(tx, lines)
      // Recomputed against what was received before, so rounding never adds up across partial returns.
      const before = (await returnedUnits(tx, locked.order_id))(['recibida'])
      const now = new Map(items.map((i) => [i.line, i.quantity]))
      refund = returnRefund(order.money, before, now).total
      // A retracto gives back the shipping too (Ley 1480 art. 47; docs/product/consumer-rights.md#retracto).
      const shipping = locked.kind === 'retracto' ? order.shipping_cost : 0
      refund += shipping
      // docs/decisions/040-fiscal-documents.md: an invoiced order's refund is a credit note of the same total.
      await recordReturnNote(tx, { orderId: locked.order_id, returnId, before, now, shipping })
    }
    await tx
      .update(orderReturns)
      .set({
        status: input.status,
        staff_note: input.note ?? locked.staff_note,
        updated_at: new Date(),
        ...(input.status === 'recibida'
          ? {
              refund_amount: refund,
              refund_method: manual ? input.refund_method! : (order.payment_method as 'paypal' | 'wompi'),
              refunded_by: staffId,
              refunded_at: new Date(),
            }
          : {}),
      })
      .where(eq(orderReturns.id, returnId))
    await tx.insert(orderStatusHistory).values({
      order_id: locked.order_id,
      status: order.status,
      changed_by: staffId,
      note: stepNote(returnId, input, refund, manual),
    })
    return refund
  })

  if (productIds.length) app.changes.publish(CATALOG_TOPIC)
  await refundAndTell(app, { returnId, input, amount, order })
}

/** After commit: the provider's refund of a received return, then the customer's e-mail of the step. */
async function refundAndTell(
  app: FastifyInstance,
  step: {
    returnId: number
    input: ReturnStatusInput
    amount: number
    order: {
      id: string
      order_number: number
      payment_method: PaymentMethod
      total_amount: number
      customer_email: string | null
    }
  },
) {
  const { returnId, input, amount, order } = step
  // Paid by hand, or given back by the provider; false while staff still owe it at the provider.
  let refunded = true
  if (input.status === 'recibida' && isProvider(order.payment_method) && amount > 0)
    refunded =
      (
        await refundReturnThroughProvider(app, {
          returnId,
          orderId: order.id,
          provider: order.payment_method,
          amount,
        })
      ).refundId !== null
  if (order.customer_email)
    await sendReturnMail(
      app,
      order.customer_email,
      order,
      customerStep(returnId, order.order_number, input, amount, refunded),
    )
}

function stepNote(returnId: number, input: ReturnStatusInput, amount: number, manual: boolean): string {
  const note = input.note ? ` Nota: ${input.note}` : ''
  if (input.status !== 'recibida')
    return `Devolución #${returnId} ${RETURN_STATUS_LABELS[input.status].toLowerCase()}.${note}`
  const paid = manual
    ? ` Reembolso de ${formatCOP(amount)} pagado en ${PAYMENT_METHOD_LABELS[input.refund_method!].toLowerCase()}.`
    : ''
  return `Devolución #${returnId} recibida: los productos volvieron al inventario.${paid}${note}`
}

function customerStep(
  returnId: number,
  orderNumber: number,
  input: ReturnStatusInput,
  amount: number,
  refunded: boolean,
): { subject: string; lines: string[] } {
  const number = formatOrderNumber(orderNumber)
  const note = input.note ? [`Nota: ${input.note}`] : []
  switch (input.status) {
    case 'aprobada':
      return {
        subject: 'Aprobamos tu devolución',
        lines: [
          `Aprobamos la devolución #${returnId} de tu pedido ${number}.`,
          'Envíanos o tráenos los productos; cuando los recibamos te devolvemos el dinero.',
          ...note,
        ],
      }
    case 'rechazada':
      return {
        subject: 'Tu solicitud de devolución',
        lines: [`No pudimos aceptar la devolución #${returnId} de tu pedido ${number}.`, ...note],
      }
    case 'recibida':
      return {
        subject: 'Recibimos tu devolución',
        lines: [
          `Recibimos los productos de la devolución #${returnId} de tu pedido ${number}.`,
          refunded
            ? `Te devolvimos ${formatCOP(amount)}.`
            : `Te devolveremos ${formatCOP(amount)} en los próximos días.`,
          ...note,
        ],
      }
  }
}
