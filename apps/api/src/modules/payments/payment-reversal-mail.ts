import { formatCOP, orderNumber } from '@vitrina/core/format'
import { paths } from '@vitrina/core/paths'
import { reversalFiledMessage } from '@vitrina/core/payment-reversal'
import { defineJob } from '../../lib/jobs/define-job'
import { escapeHtml } from '../../lib/html'

// docs/product/consumer-rights.md#reversion-del-pago: the customer is e-mailed the number and due day when
// the request is filed, and the answer when staff give it. Each mail is a job committed with the change.

function mail(to: string, subject: string, lines: string[], link: string) {
  return {
    to,
    subject,
    text: ['Hola:', '', ...lines, '', `Ver tu pedido: ${link}`].join('\n'),
    html: [
      '<p>Hola:</p>',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Ver tu pedido</a></p>`,
    ].join('\n'),
  }
}

export const reversalFiledMailJob = defineJob<{
  to: string
  number: string
  due_date: string
  order_id: string
}>('mail.payment-reversal-filed', 'customer', async (app, r) => {
  await app.mailer.send(
    mail(
      r.to,
      `Radicamos tu solicitud de reversión ${r.number}`,
      [`Pedido #${orderNumber(r.order_id)}.`, reversalFiledMessage(r.number, r.due_date)],
      `${app.config.publicUrl}${paths.account.orders}`,
    ),
  )
})

export const reversalAnsweredMailJob = defineJob<{
  to: string
  number: string
  order_id: string
  accepted: boolean
  amount: number
  answer: string
}>('mail.payment-reversal-answered', 'customer', async (app, r) => {
  const lines = r.accepted
    ? [
        `Aceptamos tu solicitud de reversión del pago ${r.number} del pedido #${orderNumber(r.order_id)}.`,
        `Pedimos la devolución de ${formatCOP(r.amount)} al medio con el que pagaste; tu banco o PayPal la refleja según sus tiempos.`,
      ]
    : [
        `Tu solicitud de reversión del pago ${r.number} del pedido #${orderNumber(r.order_id)} no fue aceptada.`,
        `Motivo: ${r.answer}`,
        'Si no estás de acuerdo puedes presentar un reclamo desde Contacto o ante la Superintendencia de Industria y Comercio.',
      ]
  await app.mailer.send(
    mail(
      r.to,
      `Respuesta a tu solicitud de reversión ${r.number}`,
      lines,
      `${app.config.publicUrl}${paths.account.orders}`,
    ),
  )
})
