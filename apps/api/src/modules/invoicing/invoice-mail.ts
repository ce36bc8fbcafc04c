import { STORE_DEFAULT_NAME } from '@vitrina/core/constants'
import { eq } from 'drizzle-orm'
import { formatCOP, formatOrderNumber } from '@vitrina/core/format'
import { paths } from '@vitrina/core/paths'
import { orders } from '../../db/schema'
import { escapeHtml } from '../../lib/html'
import { defineJob } from '../../lib/jobs/define-job'
import { issuedFiscalDocument } from './fiscal-documents.service'
import { DOCUMENT_TITLES, fiscalDocumentPdf } from './fiscal-pdf'

// docs/product/fiscal.md#documentos: an issued document reaches its buyer by e-mail with its graphic
// representation attached (the invoice's e-mail when the buyer gave one, else the customer's).

export const invoiceMailJob = defineJob<{ id: number; orderId: string }>(
  'mail.fiscal-document',
  'customer',
  async (app, { id, orderId }) => {
    const issued = await issuedFiscalDocument(app.db, id)
    const to = issued.document.buyer.email
    if (!to) return
    const storeName = (await app.settings.map()).store_name || STORE_DEFAULT_NAME
    const [order] = await app.db
      .select({ number: orders.order_number })
      .from(orders)
      .where(eq(orders.id, orderId))
    const number = order ? ` ${formatOrderNumber(order.number)}` : ''
    const title = `${DOCUMENT_TITLES[issued.document.kind]} ${issued.number}`
    const link = `${app.config.publicUrl}${paths.account.orders}`
    const lines = [
      'Hola:',
      `Te enviamos la ${title.charAt(0).toLowerCase()}${title.slice(1)} de tu pedido${number}, validada por la DIAN.`,
      `Total: ${formatCOP(issued.document.totals.total)}`,
      `CUFE/CUDE: ${issued.cufe}`,
      'La representación gráfica va adjunta en PDF; también la encuentras en tus pedidos.',
    ]
    await app.mailer.send({
      to,
      subject: `${title} · ${storeName}`,
      text: [...lines, '', `Ver tus pedidos: ${link}`, '', `— ${storeName}`].join('\n'),
      html: [
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(link)}">Ver tus pedidos</a></p>`,
        `<p>— ${escapeHtml(storeName)}</p>`,
      ].join('\n'),
      attachments: [
        {
          filename: `${issued.number}.pdf`,
          content: await fiscalDocumentPdf(issued),
          contentType: 'application/pdf',
        },
      ],
    })
  },
)
