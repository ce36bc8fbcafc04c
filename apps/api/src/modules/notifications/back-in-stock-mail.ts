import { STORE_DEFAULT_NAME } from '@vitrina/core/constants'
import { pathTo, paths } from '@vitrina/core/paths'
import { defineJob } from '../../lib/jobs/define-job'
import type { MailMessage } from '../../lib/mailer'
import { escapeHtml } from '../../lib/html'
import type { BackInStockNotice } from './back-in-stock.service'

/** One e-mail per claimed sign-up, enqueued by claimRestocked() in the stock write's transaction. */
export const backInStockMailJob = defineJob<BackInStockNotice>(
  'mail.back-in-stock',
  'bulk',
  async (app, notice) => {
    const storeName = (await app.settings.map()).store_name || STORE_DEFAULT_NAME
    await app.mailer.send(backInStockMail(notice, storeName, app.config.publicUrl))
  },
)

function backInStockMail(notice: BackInStockNotice, storeName: string, publicUrl: string): MailMessage {
  const name = notice.variant ? `${notice.productName} (${notice.variant})` : notice.productName
  const link = publicUrl + pathTo(paths.product, { id: notice.productId })
  return {
    to: notice.email,
    subject: `¡${name} está disponible de nuevo!`,
    text: [
      'Hola:',
      '',
      `Nos pediste que te avisáramos: ${name} ya está disponible de nuevo en ${storeName}.`,
      `Míralo aquí antes de que se agote: ${link}`,
      '',
      'Solo te escribimos esta vez por este aviso.',
    ].join('\n'),
    html: `<p>Hola:</p>
<p>Nos pediste que te avisáramos: <strong>${escapeHtml(name)}</strong> ya está disponible de nuevo en ${escapeHtml(storeName)}.</p>
<p><a href="${escapeHtml(link)}">Ver el producto</a> antes de que se agote.</p>
<p>Solo te escribimos esta vez por este aviso.</p>`,
  }
}
