import type { FastifyInstance } from 'fastify'
import { STORE_DEFAULT_NAME } from '@vitrina/core/constants'
import { formatCOP, orderNumber } from '@vitrina/core/format'
import { orderStatusLabel, type OrderStatus, type PaymentMethod } from '@vitrina/core/order-status'
import { sendInBackground, type MailMessage } from '../../lib/mailer'
import { escapeHtml } from '../../lib/html'
import { CATALOG_TOPIC } from '../catalog/catalog-cache'
import { sendBackInStockMails } from '../notifications/back-in-stock-mail'
import type { OrderTransition } from './order-status.service'

// docs/product/orders.md#order-emails: every change is e-mailed to the customer. Mails leave after commit.

const STATUS_SENTENCES: Record<OrderStatus, string> = {
  pendiente: 'Recibimos tu pedido y está pendiente.',
  pagado: 'Recibimos tu pago. ¡Gracias!',
  en_preparacion: 'Estamos preparando tu pedido.',
  enviado: 'Tu pedido va en camino.',
  entregado: 'Tu pedido fue entregado. ¡Esperamos que lo disfrutes!',
  cancelado: 'Tu pedido fue cancelado. Si ya habías pagado, te contactaremos para el reembolso.',
}

/** `extra`: lines under the total (the IVA it includes, the shipping zone and estimate). */
type MailOrder = { id: string; total_amount: number; payment_method?: PaymentMethod; extra?: string[] }

function orderMail(
  to: string,
  storeName: string,
  publicUrl: string,
  order: MailOrder,
  subject: string,
  lines: string[],
): MailMessage {
  const link = `${publicUrl}/cuenta/pedidos`
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

/** The confirmation of a new order. */
export async function sendOrderPlacedMail(app: FastifyInstance, to: string, order: MailOrder): Promise<void> {
  const number = orderNumber(order.id)
  sendInBackground(
    app.mailer,
    app.log,
    orderMail(to, await storeName(app), app.config.publicUrl, order, `Recibimos tu pedido #${number}`, [
      `¡Gracias por tu compra! Tu pedido #${number} quedó registrado.`,
      `Estado: ${orderStatusLabel('pendiente', order.payment_method)}.`,
    ]),
  )
}

/**
 * What follows a committed status change: the customer's e-mail, and when stock came back, the dropped
 * catalogue caches and the back-in-stock e-mails.
 */
export async function afterOrderTransition(app: FastifyInstance, change: OrderTransition): Promise<void> {
  if (change.restocked) app.changes.publish(CATALOG_TOPIC)
  await sendBackInStockMails(app, change.notices)
  const { order } = change
  if (!order.customer_email) return
  const number = orderNumber(order.id)
  const label = orderStatusLabel(order.status, order.payment_method)
  sendInBackground(
    app.mailer,
    app.log,
    orderMail(
      order.customer_email,
      await storeName(app),
      app.config.publicUrl,
      order,
      `Tu pedido #${number}: ${label}`,
      [
        `Tu pedido #${number} ahora está: ${label}.`,
        STATUS_SENTENCES[order.status],
        ...(change.note ? [`Nota: ${change.note}`] : []),
      ],
    ),
  )
}

/** docs/product/checkout-and-payments.md#refunds: the money of a cancelled order went back. */
export async function sendRefundMail(
  app: FastifyInstance,
  to: string,
  order: MailOrder,
  refund: { amount: number; provider: string },
): Promise<void> {
  const number = orderNumber(order.id)
  sendInBackground(
    app.mailer,
    app.log,
    orderMail(to, await storeName(app), app.config.publicUrl, order, `Reembolso de tu pedido #${number}`, [
      `Te devolvimos ${formatCOP(refund.amount)} de tu pedido #${number} por ${refund.provider}.`,
      'Según tu banco o medio de pago, el dinero puede tardar unos días hábiles en verse en tu cuenta.',
    ]),
  )
}

/** docs/product/returns.md#emails: each step of a return, and the refund it ends with. */
export async function sendReturnMail(
  app: FastifyInstance,
  to: string,
  order: MailOrder,
  step: { subject: string; lines: string[] },
): Promise<void> {
  const number = orderNumber(order.id)
  sendInBackground(
    app.mailer,
    app.log,
    orderMail(to, await storeName(app), app.config.publicUrl, order, `${step.subject} · pedido #${number}`, [
      ...step.lines,
    ]),
  )
}
