import { pqrFiledMessage, type ContactKind } from '@vitrina/core/pqr'
import { defineJob } from '../../lib/jobs/define-job'
import { type MailMessage } from '../../lib/mailer'
import { escapeHtml } from '../../lib/html'

/** Staff's answer to a contact message, quoting what the customer wrote. */
export function messageReplyMail(
  message: { sender_name: string; sender_email: string; subject: string | null; message: string },
  replyText: string,
  storeName: string,
): MailMessage {
  const paragraphs = (text: string) =>
    text
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('\n')
  return {
    to: message.sender_email,
    // A subject typed with line breaks stays one header line.
    subject: message.subject
      ? `Re: ${message.subject.replace(/\s+/g, ' ')}`
      : `Respuesta a tu mensaje en ${storeName}`,
    text: [
      `Hola ${message.sender_name}:`,
      '',
      replyText,
      '',
      `El equipo de ${storeName}`,
      '',
      'Tu mensaje:',
      ...message.message.split('\n').map((line) => `> ${line}`),
    ].join('\n'),
    html: `<p>Hola ${escapeHtml(message.sender_name)}:</p>
${paragraphs(replyText)}
<p>El equipo de ${escapeHtml(storeName)}</p>
<blockquote style="border-left:3px solid #ccc;margin:1em 0;padding-left:1em;color:#555">
<p><strong>Tu mensaje:</strong></p>
${paragraphs(message.message)}
</blockquote>`,
  }
}

/** The reply as written, sent by the job queue; enqueued with the stored reply (docs/operations.md#jobs). */
export const contactReplyMailJob = defineJob<MailMessage>('mail.contact-reply', 'customer', (app, mail) =>
  app.mailer.send(mail),
)

/** docs/product/consumer-rights.md#pqr: the sender of a PQR is told its radicado and due day. */
export const pqrFiledMailJob = defineJob<{
  to: string
  name: string
  kind: ContactKind
  radicado: string
  due_date: string
}>('mail.pqr-filed', 'customer', async (app, pqr) => {
  const text = pqrFiledMessage(pqr.kind, pqr.radicado, pqr.due_date)
  await app.mailer.send({
    to: pqr.to,
    subject: `Radicamos tu solicitud ${pqr.radicado}`,
    text: [`Hola ${pqr.name}:`, '', text].join('\n'),
    html: `<p>Hola ${escapeHtml(pqr.name)}:</p>\n<p>${escapeHtml(text)}</p>`,
  })
})
