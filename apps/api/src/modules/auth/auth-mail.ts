import { STORE_DEFAULT_NAME } from '@vitrina/core/constants'
import { defineJob } from '../../lib/jobs/define-job'
import type { MailMessage } from '../../lib/mailer'
import { escapeHtml } from '../../lib/html'

export function resetPasswordMail(input: {
  to: string
  username: string
  link: string
  storeName: string
}): MailMessage {
  const { to, username, link, storeName } = input
  return {
    to,
    subject: `Restablece tu contraseña en ${storeName}`,
    text: [
      `Hola ${username}:`,
      '',
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${storeName}.`,
      'Abre este enlace para elegir una nueva (vence en una hora y solo funciona una vez):',
      link,
      '',
      'Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
    ].join('\n'),
    html: `<p>Hola ${escapeHtml(username)}:</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${escapeHtml(storeName)}.</p>
<p><a href="${escapeHtml(link)}">Elegir una nueva contraseña</a> (el enlace vence en una hora y solo funciona una vez).</p>
<p>Si no fuiste tú, ignora este correo: tu contraseña no cambiará.</p>`,
  }
}

/**
 * The reset link, sent by the job queue (docs/operations.md#jobs). The payload holds the link until the
 * job is done, then the worker empties it.
 */
export const resetPasswordMailJob = defineJob<{ to: string; username: string; link: string }>(
  'mail.password-reset',
  'urgent',
  async (app, input) => {
    const storeName = (await app.settings.map()).store_name || STORE_DEFAULT_NAME
    await app.mailer.send(resetPasswordMail({ ...input, storeName }))
  },
)
