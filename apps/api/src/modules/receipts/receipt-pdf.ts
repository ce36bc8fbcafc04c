import { discountCodeLabel } from '@vitrina/core/discount-codes'
import { formatCOP, formatDate, formatOrderNumber } from '@vitrina/core/format'
import { orderStatusLabel, PAYMENT_METHOD_LABELS } from '@vitrina/core/order-status'
import type { AdminOrderDetail } from '@vitrina/core/schemas/orders'
import { formatUSD } from '@vitrina/core/format'
import { taxLines } from '@vitrina/core/tax-classes'
import { renderPdf, type Pdf } from '../../lib/pdf'

// docs/product/orders.md#receipts: store name and contact data from settings, order number, es-CO date,
// customer, address, each line (variant details, quantity, unit price, line total), subtotal, discount,
// shipping, IVA with its percent, total, payment method and status — Spanish, pesos. Lines whose picture is a
// stored upload show it small (receipt-images.ts).

export interface ReceiptStore {
  name: string
  email?: string | undefined
  phone?: string | undefined
  address?: string | undefined
  /** Who sells (Ley 1480 art. 50), from the fiscal profile; empty while there is none. */
  seller: string[]
}

const GREY = '#555555'
const LINE = '#CCCCCC'
const COLUMNS = { product: 50, quantity: 330, unit: 390, total: 480, end: 562 }

/** Drawn size of a line's picture, in points, and the room it takes before the product's name. */
const THUMBNAIL = 30
const THUMBNAIL_GAP = 8

export function receiptPdf(
  order: AdminOrderDetail,
  store: ReceiptStore,
  thumbnails: ReadonlyMap<string, Buffer> = new Map(),
): Promise<Buffer> {
  const number = formatOrderNumber(order.order_number)
  return renderPdf({ title: `Recibo del pedido ${number}`, author: store.name }, (doc) => {
    header(doc, store, number, order)
    parties(doc, order)
    lines(doc, order, thumbnails)
    totals(doc, order)
    doc
      .moveDown(2)
      .font('Helvetica')
      .fontSize(10)
      .fillColor(GREY)
      .text(`¡Gracias por tu compra! — ${store.name}`, COLUMNS.product, doc.y, {
        width: COLUMNS.end - COLUMNS.product,
        align: 'center',
      })
  })
}

function header(doc: Pdf, store: ReceiptStore, number: string, order: AdminOrderDetail) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(store.name, COLUMNS.product, 50)
  const contact = [store.address, store.phone, store.email].filter(Boolean).join(' · ')
  // docs/product/consumer-rights.md#quien-vende: the seller's lines carry the contact data already.
  const lines = store.seller.length > 0 ? store.seller : contact ? [contact] : []
  for (const line of lines) doc.font('Helvetica').fontSize(9).fillColor(GREY).text(line)
  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).fillColor('black').text(`Recibo del pedido ${number}`)
  doc.font('Helvetica').fontSize(10).moveDown(0.3)
  doc.text(`Fecha: ${formatDate(order.order_date)}`)
  doc.text(`Estado: ${orderStatusLabel(order.status, order.payment_method)}`)
  doc.text(`Método de pago: ${PAYMENT_METHOD_LABELS[order.payment_method]}`)
}

function parties(doc: Pdf, order: AdminOrderDetail) {
  const top = doc.y + 14
  const half = (COLUMNS.end - COLUMNS.product) / 2
  doc.font('Helvetica-Bold').fontSize(11).text('Cliente', COLUMNS.product, top)
  doc.font('Helvetica').fontSize(10)
  for (const text of [order.customer_name, order.customer_email])
    if (text) doc.text(text, { width: half - 10 })
  const leftBottom = doc.y
  const address = order.shipping_address
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Enviar a', COLUMNS.product + half, top)
  doc.font('Helvetica').fontSize(10)
  const addressLines = address
    ? [
        address.recipient_name,
        address.street_address,
        `${address.city}, ${address.state_province}`,
        `${address.postal_code} · ${address.country}`,
        `Tel. ${address.phone_number}`,
        address.reference ? `Referencia: ${address.reference}` : null,
      ]
    : ['Entrega en tienda']
  for (const text of addressLines) if (text) doc.text(text, { width: half })
  doc.y = Math.max(leftBottom, doc.y) + 16
}

function tableHeader(doc: Pdf) {
  const y = doc.y
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black')
  doc.text('Producto', COLUMNS.product, y)
  doc.text('Cant.', COLUMNS.quantity, y, { width: 50, align: 'right' })
  doc.text('Precio unit.', COLUMNS.unit, y, { width: 80, align: 'right' })
  doc.text('Total', COLUMNS.total, y, { width: COLUMNS.end - COLUMNS.total, align: 'right' })
  rule(doc, doc.y + 4)
  doc.y += 10
}

function rule(doc: Pdf, y: number) {
  doc.moveTo(COLUMNS.product, y).lineTo(COLUMNS.end, y).strokeColor(LINE).lineWidth(0.5).stroke()
}

function lines(doc: Pdf, order: AdminOrderDetail, thumbnails: ReadonlyMap<string, Buffer>) {
  // Names line up in one column: after the pictures when any line has one.
  const name = order.items.some((item) => item.image_url && thumbnails.has(item.image_url))
    ? COLUMNS.product + THUMBNAIL + THUMBNAIL_GAP
    : COLUMNS.product
  const nameWidth = COLUMNS.quantity - name - 10
  tableHeader(doc)
  for (const item of order.items) {
    // Room for a line and the totals' first rows; otherwise a new page with the header again.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) {
      doc.addPage()
      tableHeader(doc)
    }
    const y = doc.y
    doc.font('Helvetica').fontSize(10).fillColor('black')
    doc.text(String(item.quantity), COLUMNS.quantity, y, { width: 50, align: 'right' })
    doc.text(formatCOP(item.price_per_unit), COLUMNS.unit, y, { width: 80, align: 'right' })
    doc.text(formatCOP(item.price_per_unit * item.quantity), COLUMNS.total, y, {
      width: COLUMNS.end - COLUMNS.total,
      align: 'right',
    })
    const picture = item.image_url ? thumbnails.get(item.image_url) : undefined
    if (picture) doc.image(picture, COLUMNS.product, y, { width: THUMBNAIL, height: THUMBNAIL })
    doc.text(item.product_name, name, y, { width: nameWidth })
    const details = [item.variant_details, item.sku ? `SKU ${item.sku}` : null].filter(Boolean).join(' · ')
    if (details) doc.fontSize(8.5).fillColor(GREY).text(details, name, doc.y, { width: nameWidth })
    doc.y = Math.max(doc.y, picture ? y + THUMBNAIL : 0) + 6
  }
  rule(doc, doc.y)
  doc.y += 8
}

function totals(doc: Pdf, order: AdminOrderDetail) {
  const rows: [string, string][] = [['Subtotal', formatCOP(order.subtotal)]]
  if (order.discount_total > 0) rows.push(['Descuento', `-${formatCOP(order.discount_total)}`])
  const codeDiscount = order.items.reduce((sum, item) => sum + item.discount_amount, 0)
  if (order.discount_code && codeDiscount > 0) {
    // docs/product/promotions.md#money: the summary's line; the PDF's built-in font has no U+2212 minus.
    const [label, amount] = discountCodeLabel(order.discount_code, codeDiscount).split(': ')
    rows.push([label!, amount!.replace('−', '-')])
  }
  rows.push(['Envío', order.shipping_cost === 0 ? 'Gratis' : formatCOP(order.shipping_cost)])
  // docs/decisions/030-iva-by-product.md: one line per rate, then the exempt and excluded bases.
  const tax = taxLines(order.tax_breakdown, order.tax_included)
  for (const line of tax) if (!line.included) rows.push([line.label, formatCOP(line.amount)])
  if (doc.y > doc.page.height - doc.page.margins.bottom - 120) doc.addPage()
  doc.font('Helvetica').fontSize(10).fillColor('black')
  for (const [label, value] of rows) totalRow(doc, label, value)
  doc.font('Helvetica-Bold').fontSize(12)
  totalRow(doc, 'Total', formatCOP(order.total_amount))
  // Prices that include IVA: the IVA is part of the total, shown under it and never added.
  doc.font('Helvetica').fontSize(10)
  for (const line of tax) if (line.included) totalRow(doc, line.label, formatCOP(line.amount))
  if (order.shipping_zone)
    noteRow(
      doc,
      `Envío: ${order.shipping_zone}${order.shipping_estimate ? ` · ${order.shipping_estimate}` : ''}`,
    )
  const paypal = order.payments.find((p) => p.provider === 'paypal' && p.status === 'completed')
  if (paypal?.amount_usd && order.cop_per_usd)
    noteRow(
      doc,
      `Pagado con PayPal: ${formatUSD(paypal.amount_usd)} (1 US$ = ${Number(order.cop_per_usd).toLocaleString('es-CO')} COP)`,
    )
}

function totalRow(doc: Pdf, label: string, value: string) {
  const y = doc.y
  doc.text(label, COLUMNS.unit - 60, y, { width: 140, align: 'left' })
  doc.text(value, COLUMNS.total, y, { width: COLUMNS.end - COLUMNS.total, align: 'right' })
  doc.y += 3
}

/** A small grey line under the totals, right-aligned across the table (zone, PayPal amount). */
function noteRow(doc: Pdf, text: string) {
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .moveDown(0.5)
    .text(text, COLUMNS.product, doc.y, { width: COLUMNS.end - COLUMNS.product, align: 'right' })
}
