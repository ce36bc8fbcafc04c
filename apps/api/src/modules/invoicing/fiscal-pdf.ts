import QRCode from 'qrcode'
import { DOCUMENT_TYPE_LABELS } from '@vitrina/core/schemas/buyer'
import { FINAL_CONSUMER_ID, type FiscalDocument } from '@vitrina/core/fiscal-document'
import { formatCOP, formatDate, formatDateTime, formatPercent, formatStoreDay } from '@vitrina/core/format'
import { findMunicipio } from '@vitrina/core/municipios'
import { renderPdf, type Pdf } from '../../lib/pdf'

// docs/product/fiscal.md#representacion-grafica: the graphic representation of an issued document, drawn by
// the store from the document it sent (never from the order as it is now): the seller and the buyer with
// their identification and DANE municipality, the numbering resolution, every line with its IVA, one total
// per rate, the CUFE/CUDE and a QR to the DIAN's consultation page for it.

export interface IssuedFiscalDocument {
  document: FiscalDocument
  number: string
  cufe: string
  qrUrl: string
  issuedAt: Date
  /** 'Resolución DIAN 18760000001 del 2026-01-19, prefijo SETP del 990000000 al 995000000…', when known. */
  resolutionText: string | null
}

export const DOCUMENT_TITLES: Record<FiscalDocument['kind'], string> = {
  factura: 'Factura electrónica de venta',
  pos: 'Documento equivalente electrónico POS',
  nota_credito: 'Nota crédito electrónica',
}

const REASONS: Record<NonNullable<FiscalDocument['reason']>, string> = {
  devolucion: 'Devolución de parte de los bienes',
  anulacion: 'Anulación de la factura',
  rebaja: 'Rebaja o descuento',
  ajuste_precio: 'Ajuste de precio',
}

const GREY = '#555555'
const LINE = '#CCCCCC'
const LEFT = 50
const RIGHT = 562
const QR_SIZE = 110
const COLUMNS = { code: 50, name: 110, quantity: 300, base: 340, rate: 415, tax: 455, total: 500 }

const place = (code: string | undefined) => {
  const found = code ? findMunicipio(code) : undefined
  return found ? `${found.name}, ${found.departamento} (DANE ${found.code})` : null
}

export async function fiscalDocumentPdf(issued: IssuedFiscalDocument): Promise<Buffer> {
  const qr = await QRCode.toBuffer(issued.qrUrl, { type: 'png', margin: 1, width: QR_SIZE * 3 })
  const title = `${DOCUMENT_TITLES[issued.document.kind]} N.º ${issued.number}`
  return renderPdf({ title, author: issued.document.seller.name }, (doc) => {
    header(doc, issued, title, qr)
    parties(doc, issued.document)
    lines(doc, issued.document)
    totals(doc, issued.document)
    code(doc, issued)
  })
}

function header(doc: Pdf, issued: IssuedFiscalDocument, title: string, qr: Buffer) {
  const { seller } = issued.document
  doc.image(qr, RIGHT - QR_SIZE, 45, { width: QR_SIZE, height: QR_SIZE })
  const width = RIGHT - QR_SIZE - LEFT - 12
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(seller.name, LEFT, 50, { width })
  doc.font('Helvetica').fontSize(9).fillColor(GREY)
  doc.text(`NIT ${seller.nit}-${seller.dv}`, { width })
  doc.text([seller.address, place(seller.municipality_code)].filter(Boolean).join(' · '), { width })
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black').text(title, { width })
  doc.font('Helvetica').fontSize(9)
  doc.text(`Fecha y hora de expedición: ${formatDateTime(issued.issuedAt)}`, { width })
  doc.text(`Fecha de vencimiento: ${formatDate(issued.issuedAt)} · Forma de pago: contado`, { width })
  if (issued.resolutionText) doc.fillColor(GREY).text(issued.resolutionText, { width })
  doc.y = Math.max(doc.y, 45 + QR_SIZE) + 12
}

function parties(doc: Pdf, document: FiscalDocument) {
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text('Adquiriente', LEFT, doc.y)
  doc.font('Helvetica').fontSize(9)
  const { buyer } = document
  if ('final_consumer' in buyer) {
    doc.text(`Consumidor final · Documento ${FINAL_CONSUMER_ID}`)
  } else {
    const dv = buyer.dv ? `-${buyer.dv}` : ''
    doc.text(buyer.name)
    doc.text(`${DOCUMENT_TYPE_LABELS[buyer.document_type]} ${buyer.number}${dv}`)
    const where = [buyer.address, place(buyer.municipality_code)].filter(Boolean).join(' · ')
    if (where) doc.text(where)
  }
  if (buyer.email) doc.text(buyer.email)
  if (document.reference) {
    const reason = document.reason ? ` · Motivo: ${REASONS[document.reason]}` : ''
    doc
      .moveDown(0.5)
      .text(
        `Corrige la factura ${document.reference.number} del ${formatStoreDay(document.reference.issued_on)}${reason}`,
      )
    doc.fillColor(GREY).text(`CUFE de la factura: ${document.reference.cufe}`, { width: RIGHT - LEFT })
  }
  doc.moveDown(1)
}

function rule(doc: Pdf, y: number) {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor(LINE).lineWidth(0.5).stroke()
}

function row(doc: Pdf, cells: [string, string, string, string, string, string, string], bold = false) {
  const y = doc.y
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8.5)
    .fillColor('black')
  const right = (text: string, x: number, width: number) => doc.text(text, x, y, { width, align: 'right' })
  right(cells[2], COLUMNS.quantity, 35)
  right(cells[3], COLUMNS.base, 70)
  right(cells[4], COLUMNS.rate, 35)
  right(cells[5], COLUMNS.tax, 40)
  right(cells[6], COLUMNS.total, RIGHT - COLUMNS.total)
  doc.text(cells[0], COLUMNS.code, y, { width: COLUMNS.name - COLUMNS.code - 4 })
  const codeBottom = doc.y
  doc.text(cells[1], COLUMNS.name, y, { width: COLUMNS.quantity - COLUMNS.name - 6 })
  doc.y = Math.max(doc.y, codeBottom) + 4
}

function lines(doc: Pdf, document: FiscalDocument) {
  const head = ['Código', 'Descripción', 'Cant.', 'Base', 'IVA %', 'IVA', 'Total'] as const
  row(doc, [...head], true)
  rule(doc, doc.y)
  doc.y += 4
  for (const line of document.lines) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage()
    const rate = line.tax_class === 'excluido' ? 'Excl.' : formatPercent(line.tax_rate)
    row(doc, [
      line.code,
      line.name,
      String(line.quantity),
      formatCOP(line.base),
      rate,
      formatCOP(line.tax),
      formatCOP(line.base + line.tax),
    ])
  }
  rule(doc, doc.y)
  doc.y += 8
}

function totals(doc: Pdf, document: FiscalDocument) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 160) doc.addPage()
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9.5)
    doc.text(label, 300, y, { width: 180 })
    doc.text(value, 480, y, { width: RIGHT - 480, align: 'right' })
    doc.y += 2
  }
  for (const rate of document.totals.by_rate) {
    const name = rate.rate > 0 ? `gravada ${formatPercent(rate.rate)}` : 'exenta o excluida'
    line(`Base ${name}`, formatCOP(rate.base))
    if (rate.rate > 0) line(`IVA ${formatPercent(rate.rate)}`, formatCOP(rate.tax))
  }
  line('Total base', formatCOP(document.totals.base))
  line('Total IVA', formatCOP(document.totals.tax))
  line('Total', formatCOP(document.totals.total), true)
  doc.moveDown(1)
}

function code(doc: Pdf, issued: IssuedFiscalDocument) {
  const label = issued.document.kind === 'nota_credito' ? 'CUDE' : 'CUFE'
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black').text(label, LEFT, doc.y)
  doc
    .font('Courier')
    .fontSize(8)
    .text(issued.cufe, { width: RIGHT - LEFT })
  doc.moveDown(0.5).font('Helvetica').fontSize(8).fillColor(GREY)
  doc.text(`Consúltalo en la DIAN: ${issued.qrUrl}`, { width: RIGHT - LEFT })
  const environment =
    issued.document.environment === 'pruebas' ? ' Ambiente de pruebas: sin validez fiscal.' : ''
  doc.text(`Representación gráfica del documento electrónico validado por la DIAN.${environment}`, {
    width: RIGHT - LEFT,
  })
}
