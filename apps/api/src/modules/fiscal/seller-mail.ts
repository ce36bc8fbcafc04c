import { complaintsUrl, sellerIdentity, sellerLines } from '@vitrina/core/seller'
import { escapeHtml } from '../../lib/html'
import type { Mailer } from '../../lib/mailer'
import type { SettingsCache } from '../settings/settings-cache'

/**
 * docs/product/consumer-rights.md#quien-vende (Ley 1480 art. 50): every e-mail the store sends ends with who
 * sells — razón social, NIT, address, phone, e-mail and where to complain — once the fiscal profile is saved.
 * One wrapper around the mailer, so no mail of any module can leave without it.
 */
export function withSellerFooter(mailer: Mailer, settings: SettingsCache, publicUrl: string): Mailer {
  return {
    async send(message) {
      const seller = sellerIdentity(await settings.map())
      if (!seller) return mailer.send(message)
      const lines = sellerLines(seller, complaintsUrl(publicUrl))
      const footer = lines.map((line) => escapeHtml(line)).join('<br>')
      return mailer.send({
        ...message,
        text: [message.text, '', '--', ...lines].join('\n'),
        ...(message.html !== undefined && {
          html: `${message.html}\n<hr>\n<p style="font-size:12px;color:#555555">${footer}</p>`,
        }),
      })
    },
    close: () => mailer.close(),
  }
}
