import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import { fiscalDocumentSchema } from '@vitrina/core/fiscal-document'
import { addCalendarDays } from '@vitrina/core/business-days'
import {
  type AdminFiscalDocument,
  type AdminFiscalDocumentQuery,
  type OrderFiscalDocument,
} from '@vitrina/core/schemas/fiscal-documents'
import type { Db } from '../../db/client'
import { fiscalDocuments, fiscalNumbering, orders } from '../../db/schema'
import { notFound } from '../../lib/errors'
import type { IssuedFiscalDocument } from './fiscal-pdf'

// docs/product/fiscal.md#documentos: what customers and staff read of the electronic documents.

export const FISCAL_DOCUMENT_NOT_FOUND = 'Documento electrónico no encontrado.'
type Row = typeof fiscalDocuments.$inferSelect

const iso = (value: Date | null) => value?.toISOString() ?? null

function summary(row: Row, pdfUrl: string): OrderFiscalDocument {
  const issued = row.status === 'emitida'
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    cufe: issued ? row.cufe : null,
    status: row.status,
    total: row.total,
    issued_at: issued ? iso(row.issued_at) : null,
    pdf_url: issued ? pdfUrl : null,
  }
}

const adminPath = (id: number) => `/api/admin/fiscal-documents/${id}`

function adminRow({ row, order_number }: { row: Row; order_number: number }): AdminFiscalDocument {
  const buyer = row.draft.buyer
  return {
    ...summary(row, `${adminPath(row.id)}/pdf`),
    order_id: row.order_id,
    order_number,
    buyer_name: 'final_consumer' in buyer ? 'Consumidor final' : buyer.name,
    tax: row.tax,
    attempts: row.attempts,
    last_error: row.last_error,
    cufe_alert: row.cufe_alert,
    created_at: row.created_at.toISOString(),
    xml_url: row.status === 'emitida' && row.provider_reference ? `${adminPath(row.id)}/xml` : null,
  }
}

/** An order's documents, oldest first: the customer's links or staff's. */
export async function orderFiscalDocuments(
  db: Db,
  orderId: string,
  audience: 'customer' | 'staff',
): Promise<OrderFiscalDocument[]> {
  const rows = await db
    .select()
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.order_id, orderId))
    .orderBy(asc(fiscalDocuments.id))
  return rows.map((row) =>
    summary(
      row,
      audience === 'staff'
        ? `${adminPath(row.id)}/pdf`
        : `/api/orders/${orderId}/fiscal-documents/${row.id}/pdf`,
    ),
  )
}

/** Bogotá days [from, to] as instants: from 00:00 of `from` to 00:00 of the day after `to`. */
const bogotaMidnight = (day: string) => new Date(`${day}T00:00:00-05:00`)

export async function listFiscalDocuments(
  db: Db,
  query: AdminFiscalDocumentQuery,
): Promise<{ documents: AdminFiscalDocument[]; total: number }> {
  const filters: SQL[] = []
  if (query.kind) filters.push(eq(fiscalDocuments.kind, query.kind))
  if (query.status) filters.push(eq(fiscalDocuments.status, query.status))
  if (query.from) filters.push(gte(fiscalDocuments.created_at, bogotaMidnight(query.from)))
  if (query.to) filters.push(lt(fiscalDocuments.created_at, bogotaMidnight(addCalendarDays(query.to, 1))))
  const where = filters.length ? and(...filters) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: fiscalDocuments, order_number: orders.order_number })
      .from(fiscalDocuments)
      .innerJoin(orders, eq(orders.id, fiscalDocuments.order_id))
      .where(where)
      .orderBy(desc(fiscalDocuments.id))
      .limit(query.limit ?? 20)
      .offset(query.offset ?? 0),
    db.select({ n: count() }).from(fiscalDocuments).where(where),
  ])
  return { documents: rows.map(adminRow), total: total?.n ?? 0 }
}

async function documentRow(db: Db, id: number, orderId?: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(fiscalDocuments)
    .where(and(eq(fiscalDocuments.id, id), orderId ? eq(fiscalDocuments.order_id, orderId) : undefined))
  if (!row) throw notFound(FISCAL_DOCUMENT_NOT_FOUND, 'FISCAL_DOCUMENT_NOT_FOUND')
  return row
}

/** An issued document, for its PDF; 404 for one that is not issued (it has no CUFE to show). */
export async function issuedFiscalDocument(
  db: Db,
  id: number,
  orderId?: string,
): Promise<IssuedFiscalDocument & { providerReference: string | null }> {
  const row = await documentRow(db, id, orderId)
  if (row.status !== 'emitida' || !row.document || !row.number || !row.cufe || !row.qr_url || !row.issued_at)
    throw notFound('El documento aún no está emitido.', 'FISCAL_DOCUMENT_NOT_ISSUED')
  const document = fiscalDocumentSchema.parse(row.document)
  const [numbering] = await db.select().from(fiscalNumbering).where(eq(fiscalNumbering.kind, document.kind))
  const resolution = document.resolution.number
  const range =
    numbering && numbering.resolution_number === resolution
      ? `, prefijo ${numbering.prefix || '(sin prefijo)'} del ${numbering.range_from} al ${numbering.range_to ?? '—'}${numbering.valid_to ? `, vigente hasta el ${numbering.valid_to}` : ''}`
      : ''
  return {
    document,
    number: row.number,
    cufe: row.cufe,
    qrUrl: row.qr_url,
    issuedAt: row.issued_at,
    resolutionText: resolution
      ? `Autorización de numeración: Resolución DIAN N.º ${resolution}${range}.`
      : null,
    providerReference: row.provider_reference,
  }
}
