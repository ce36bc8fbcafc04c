import { renderPdf } from '../lib/pdf'
import type { CheckedTotals } from './fake-factus-checks'

// The Factus stand-in's downloads: a real (minimal) PDF drawn with pdfkit and a UBL-shaped XML carrying the
// number and the CUFE/CUDE, each returned base64-encoded as Factus' download endpoints return them.

export interface StoredDocument {
  id: number
  kind: 'bill' | 'credit_note'
  number: string
  referenceCode: string
  code: string
  createdAt: string
  issuedAt: Date
  qr: string
  customerName: string
  customerId: string
  totals: CheckedTotals
  billId?: number
}

const money = (value: number) => value.toFixed(2)

export function documentPdf(doc: StoredDocument, companyName: string): Promise<Buffer> {
  const title = doc.kind === 'bill' ? 'Factura electrónica de venta' : 'Nota crédito electrónica'
  return renderPdf({ title: `${title} ${doc.number}`, author: 'Simulador de Factus' }, (pdf) => {
    pdf.fontSize(16).text(`${title} ${doc.number}`)
    pdf.fontSize(10).text(companyName).moveDown()
    pdf.text(`Adquiriente: ${doc.customerName} (${doc.customerId})`)
    pdf.text(`Fecha de emisión: ${doc.createdAt}`).moveDown()
    for (const r of doc.totals.byRate)
      pdf.text(`IVA ${Math.round(r.rate * 100)}%: base ${money(r.base)}, impuesto ${money(r.tax)}`)
    pdf.text(`Total: ${money(doc.totals.total)}`).moveDown()
    pdf.text(`${doc.kind === 'bill' ? 'CUFE' : 'CUDE'}: ${doc.code}`, { width: 500 })
    pdf.text(`Consulta: ${doc.qr}`, { width: 500 })
    pdf.moveDown().text('Documento de prueba del simulador: no tiene validez ante la DIAN.')
  })
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c)

export function documentXml(doc: StoredDocument): Buffer {
  const root = doc.kind === 'bill' ? 'Invoice' : 'CreditNote'
  const scheme = doc.kind === 'bill' ? 'CUFE-SHA384' : 'CUDE-SHA384'
  const [date, time] = [doc.issuedAt.toISOString().slice(0, 10), doc.createdAt]
  const taxes = doc.totals.byRate
    .map(
      (r) =>
        `<cac:TaxSubtotal><cbc:TaxableAmount currencyID="COP">${money(r.base)}</cbc:TaxableAmount>` +
        `<cbc:TaxAmount currencyID="COP">${money(r.tax)}</cbc:TaxAmount>` +
        `<cbc:Percent>${money(r.rate * 100)}</cbc:Percent></cac:TaxSubtotal>`,
    )
    .join('')
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<${root} xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" ` +
      `xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">` +
      `<cbc:ID>${escapeXml(doc.number)}</cbc:ID><cbc:UUID schemeName="${scheme}">${doc.code}</cbc:UUID>` +
      `<cbc:IssueDate>${date}</cbc:IssueDate><cbc:Note>${escapeXml(time)}</cbc:Note>` +
      `<cac:TaxTotal>${taxes}</cac:TaxTotal>` +
      `<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="COP">${money(doc.totals.base)}</cbc:LineExtensionAmount>` +
      `<cbc:PayableAmount currencyID="COP">${money(doc.totals.total)}</cbc:PayableAmount></cac:LegalMonetaryTotal>` +
      `</${root}>\n`,
  )
}
