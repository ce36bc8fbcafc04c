import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FiscalBuyer, FiscalDraft } from '@vitrina/core/fiscal-document'
import {
  documentTotals,
  orderDocumentLines,
  returnDocumentLines,
  type FrozenOrder,
  type UnitsByLine,
} from '@vitrina/core/fiscal-lines'
import type { PaymentMethod } from '@vitrina/core/order-status'
import type { IdentifiedBuyer } from '@vitrina/core/schemas/buyer'
import { queryRows, type Tx } from '../../db/client'
import { fiscalDocuments, orderItems, orders } from '../../db/schema'
import { issueFiscalDocumentJob } from './fiscal-issue.job'

// docs/product/fiscal.md#documentos (docs/decisions/040-fiscal-documents.md): the electronic documents a sale
// owes, recorded inside the transaction of the change that owes them and keyed by what caused them, so a
// replayed payment event, a repeated click or a second instance never records a second one. Each record
// enqueues the job that numbers and issues it (fiscal-issue.job.ts).

export type SaleDocumentKind = 'factura' | 'pos'

interface OrderRow {
  tax_included: boolean
  shipping_cost: number
  payment_method: PaymentMethod
  customer_email: string | null
  buyer: IdentifiedBuyer | null
  municipality_code: string | null
  street_address: string | null
  phone_number: string | null
}

const PAYMENT_MEANS: Record<PaymentMethod, FiscalDraft['payment_method']> = {
  efectivo: 'efectivo',
  contra_entrega: 'efectivo',
  tarjeta: 'tarjeta',
  transferencia: 'transferencia',
  wompi: 'otro',
  paypal: 'otro',
}

async function frozenOrder(tx: Tx, orderId: string): Promise<{ order: FrozenOrder; row: OrderRow }> {
  const [row] = await queryRows<OrderRow>(
    tx,
    sql`SELECT tax_included, shipping_cost, payment_method, customer_email, buyer,
        shipping_address->>'municipality_code' AS municipality_code,
        shipping_address->>'street_address' AS street_address,
        shipping_address->>'phone_number' AS phone_number
      FROM ${orders} WHERE id = ${orderId}`,
  )
  if (!row) throw new Error(`pedido ${orderId} no encontrado para su documento electrónico`)
  const lines = await tx
    .select({
      id: orderItems.id,
      sku: orderItems.sku,
      product_name: orderItems.product_name,
      variant_details: orderItems.variant_details,
      quantity: orderItems.quantity,
      price_per_unit: orderItems.price_per_unit,
      tax_class: orderItems.tax_class,
      tax_rate: orderItems.tax_rate,
      tax_amount: orderItems.tax_amount,
      discount_amount: orderItems.discount_amount,
    })
    .from(orderItems)
    .where(eq(orderItems.order_id, orderId))
    .orderBy(orderItems.id)
  return {
    row,
    order: {
      tax_included: row.tax_included,
      shipping_cost: row.shipping_cost,
      lines: lines.map((line) => ({ ...line, tax_rate: Number(line.tax_rate) })),
    },
  }
}

/** The invoice's buyer: the identified one frozen on the order, with the shipping municipality, or the final consumer. */
function fiscalBuyer(row: OrderRow): FiscalBuyer {
  if (!row.buyer)
    return row.customer_email ? { final_consumer: true, email: row.customer_email } : { final_consumer: true }
  const { document_type, document_number, dv, name, email } = row.buyer
  return {
    document_type,
    number: document_number,
    ...(dv ? { dv } : {}),
    name,
    email,
    ...(row.municipality_code ? { municipality_code: row.municipality_code } : {}),
    ...(row.street_address ? { address: row.street_address } : {}),
    ...(row.phone_number ? { phone: row.phone_number } : {}),
  }
}

interface DocumentRecord {
  orderId: string
  sourceKey: string
  draft: FiscalDraft
  returnId?: number
  correctsId?: number
}

/** Insert the document unless its cause already has one; a new one gets its issuing job. */
async function record(tx: Tx, input: DocumentRecord): Promise<void> {
  const [inserted] = await tx
    .insert(fiscalDocuments)
    .values({
      kind: input.draft.kind,
      order_id: input.orderId,
      return_id: input.returnId ?? null,
      corrects_id: input.correctsId ?? null,
      source_key: input.sourceKey,
      draft: input.draft,
      total: input.draft.totals.total,
      tax: input.draft.totals.tax,
    })
    .onConflictDoNothing({ target: fiscalDocuments.source_key })
    .returning({ id: fiscalDocuments.id })
  if (inserted) await issueFiscalDocumentJob.enqueue(tx, { id: inserted.id })
}

/** The factura (or documento equivalente POS) of a sale: once per order. */
export async function recordSaleDocument(tx: Tx, orderId: string, kind: SaleDocumentKind): Promise<void> {
  const { order, row } = await frozenOrder(tx, orderId)
  const lines = orderDocumentLines(order)
  await record(tx, {
    orderId,
    sourceKey: `sale:${orderId}`,
    draft: {
      kind,
      buyer: fiscalBuyer(row),
      lines,
      totals: documentTotals(lines),
      payment_method: PAYMENT_MEANS[row.payment_method],
    },
  })
}

/** The order's sale document, locked: the one a credit note corrects. */
async function saleDocument(tx: Tx, orderId: string) {
  const [sale] = await tx
    .select({ id: fiscalDocuments.id, number: fiscalDocuments.number })
    .from(fiscalDocuments)
    .where(and(eq(fiscalDocuments.order_id, orderId), inArray(fiscalDocuments.kind, ['factura', 'pos'])))
    .for('update')
  return sale
}

/**
 * A cancelled order's documents: an invoice already numbered (sent, or being sent) is cancelled by a credit
 * note for all of it; one never numbered was never sent to the DIAN, so it is withdrawn with nothing owed.
 */
export async function recordCancellation(tx: Tx, orderId: string): Promise<void> {
  const sale = await saleDocument(tx, orderId)
  if (!sale) return
  if (!sale.number) {
    await tx.delete(fiscalDocuments).where(eq(fiscalDocuments.id, sale.id))
    return
  }
  const { order, row } = await frozenOrder(tx, orderId)
  const lines = orderDocumentLines(order)
  await record(tx, {
    orderId,
    sourceKey: `cancel:${orderId}`,
    correctsId: sale.id,
    draft: {
      kind: 'nota_credito',
      buyer: fiscalBuyer(row),
      lines,
      totals: documentTotals(lines),
      payment_method: PAYMENT_MEANS[row.payment_method],
      reason: 'anulacion',
    },
  })
}

/**
 * The credit note of a received return: the units it brings back (after those received before) at their
 * frozen IVA, and the shipping a retracto refunds, so its total is the return's refund.
 */
export async function recordReturnNote(
  tx: Tx,
  input: { orderId: string; returnId: number; before: UnitsByLine; now: UnitsByLine; shipping: number },
): Promise<void> {
  const sale = await saleDocument(tx, input.orderId)
  if (!sale) return
  const { order, row } = await frozenOrder(tx, input.orderId)
  const lines = returnDocumentLines(order, input.before, input.now, input.shipping)
  if (lines.length === 0) return
  await record(tx, {
    orderId: input.orderId,
    sourceKey: `return:${input.returnId}`,
    returnId: input.returnId,
    correctsId: sale.id,
    draft: {
      kind: 'nota_credito',
      buyer: fiscalBuyer(row),
      lines,
      totals: documentTotals(lines),
      payment_method: PAYMENT_MEANS[row.payment_method],
      reason: 'devolucion',
    },
  })
}
