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
