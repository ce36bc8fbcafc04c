import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { STORE_DEFAULT_NAME } from '@vitrina/core/constants'
import { formatCOP, formatOrderNumber, orderNumber } from '@vitrina/core/format'
import { orderStatusLabel, type OrderStatus, type PaymentMethod } from '@vitrina/core/order-status'
import { paths } from '@vitrina/core/paths'
import { defineJob } from '../../lib/jobs/define-job'
import type { MailMessage } from '../../lib/mailer'
import { escapeHtml } from '../../lib/html'
import { orders } from '../../db/schema'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import type { OrderTransition } from './order-status.service'

// docs/product/orders.md#order-emails: every change is e-mailed to the customer, with the message staff wrote
// for them (never the internal note: docs/product/orders.md#customer-messages). Each mail is a job
// enqueued in the transaction of the change (docs/operations.md#jobs), so a crash after commit loses none.

const STATUS_SENTENCES: Record<OrderStatus, string> = {
  pendiente: 'Recibimos tu pedido y está pendiente.',
  pagado: 'Recibimos tu pago. ¡Gracias!',
  en_preparacion: 'Estamos preparando tu pedido.',
  enviado: 'Tu pedido va en camino.',
  entregado: 'Tu pedido fue entregado. ¡Esperamos que lo disfrutes!',
  cancelado: 'Tu pedido fue cancelado. Si ya habías pagado, te contactaremos para el reembolso.',
}

/** `extra`: lines under the total (the IVA it includes, the shipping zone and estimate). */
export type MailOrder = {
  id: string
  /** Absent when the job was enqueued before the order's number was known: the handler reads it. */
  order_number?: number
  total_amount: number
  payment_method?: PaymentMethod
  extra?: string[]
}

/** '#1001' as the mail names the order; the old code only for an order deleted since. */
async function mailNumber(app: FastifyInstance, order: MailOrder): Promise<string> {
  if (order.order_number !== undefined) return formatOrderNumber(order.order_number)
  const [row] = await app.db
    .select({ order_number: orders.order_number })
    .from(orders)
    .where(eq(orders.id, order.id))
  return row ? formatOrderNumber(row.order_number) : `#${orderNumber(order.id)}`
}

function orderMail(
  to: string,
  storeName: string,
  publicUrl: string,
  order: MailOrder,
  subject: string,
  lines: string[],
): MailMessage {
  const link = `${publicUrl}${paths.account.orders}`
  const body = ['Hola:', ...lines, `Total: ${formatCOP(order.total_amount)}`, ...(order.extra ?? [])]
  return {
    to,
    subject: `${subject} · ${storeName}`,
    text: [...body, '', `Ver tus pedidos: ${link}`, '', `— ${storeName}`].join('\n'),
    html: [
      ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Ver tus pedidos</a></p>`,
      `<p>— ${escapeHtml(storeName)}</p>`,
    ].join('\n'),
  }
}

async function storeName(app: FastifyInstance): Promise<string> {
  return (await app.settings.map()).store_name || STORE_DEFAULT_NAME
}

/** The confirmation of a new order; enqueued with the order (docs/operations.md#jobs). */
export const orderPlacedMailJob = defineJob<{ to: string; order: MailOrder }>(
  'mail.order-placed',
  'customer',
  async (app, { to, order }) => {
    const number = await mailNumber(app, order)
    await app.mailer.send(
      orderMail(to, await storeName(app), app.config.publicUrl, order, `Recibimos tu pedido ${number}`, [
        `¡Gracias por tu compra! Tu pedido ${number} quedó registrado.`,
        `Estado: ${orderStatusLabel('pendiente', order.payment_method)}.`,
      ]),
    )
  },
)

/**
 * A status change, told to the customer; enqueued by transitionOrder() in the change's transaction. Jobs
 * enqueued before customer messages carried the internal `note`: it is not read, so it is never sent.
 */
export const orderStatusMailJob = defineJob<{
  to: string
  order: MailOrder & { status: OrderStatus }
  customer_message?: string | null
}>('mail.order-status', 'customer', async (app, { to, order, customer_message }) => {
  const number = await mailNumber(app, order)
  const label = orderStatusLabel(order.status, order.payment_method)
  await app.mailer.send(
    orderMail(to, await storeName(app), app.config.publicUrl, order, `Tu pedido ${number}: ${label}`, [
      `Tu pedido ${number} ahora está: ${label}.`,
      STATUS_SENTENCES[order.status],
      ...(customer_message ? [`Mensaje de la tienda: ${customer_message}`] : []),
    ]),
  )
})

/**
 * What follows a committed status change: when stock came back, the catalogue caches drop everywhere; a
 * payment counts in vitrina_payments_total (docs/operations.md#metrics).
 */
export function afterOrderTransition(app: FastifyInstance, change: OrderTransition): void {
  if (change.restocked) app.changes.publish(CATALOG_TOPIC)
  if (change.order.status === 'pagado' && change.from !== 'pagado')
    app.metrics.payments.inc({ provider: change.order.payment_method, outcome: 'paid' })
}

/** docs/product/checkout-and-payments.md#refunds: the money of a cancelled order went back. */
export const refundMailJob = defineJob<{
  to: string
  order: MailOrder
  refund: { amount: number; provider: string }
}>('mail.refund', 'customer', async (app, { to, order, refund }) => {
  const number = await mailNumber(app, order)
  await app.mailer.send(
    orderMail(to, await storeName(app), app.config.publicUrl, order, `Reembolso de tu pedido ${number}`, [
      `Te devolvimos ${formatCOP(refund.amount)} de tu pedido ${number} por ${refund.provider}.`,
      'Según tu banco o medio de pago, el dinero puede tardar unos días hábiles en verse en tu cuenta.',
    ]),
  )
})

/** docs/product/returns.md#emails: each step of a return, and the refund it ends with. */
export const returnMailJob = defineJob<{
  to: string
  order: MailOrder
  step: { subject: string; lines: string[] }
}>('mail.return', 'customer', async (app, { to, order, step }) => {
  const number = await mailNumber(app, order)
  await app.mailer.send(
    orderMail(to, await storeName(app), app.config.publicUrl, order, `${step.subject} · pedido ${number}`, [
      ...step.lines,
    ]),
  )
})

/** Enqueue a return step's e-mail right after the step is committed (docs/operations.md#jobs). */
export async function sendReturnMail(
  app: FastifyInstance,
  to: string,
  order: MailOrder,
  step: { subject: string; lines: string[] },
): Promise<void> {
  await returnMailJob.enqueue(app.db, { to, order, step })
}
