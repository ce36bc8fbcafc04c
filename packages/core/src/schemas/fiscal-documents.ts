import { z } from 'zod'
import { FISCAL_DOCUMENT_KINDS, type FiscalDocumentKind } from '../fiscal-document'
import { pathIdSchema } from './common'
import { paginationQueryFields } from './pagination'

// docs/product/fiscal.md#documentos: an order's electronic documents as the customer and staff see them, and
// the back office's 'Documentos electrónicos' list.

export const FISCAL_DOCUMENT_STATUSES = ['pendiente', 'emitida', 'rechazada'] as const
export type FiscalDocumentStatus = (typeof FISCAL_DOCUMENT_STATUSES)[number]

export const FISCAL_KIND_LABELS: Readonly<Record<FiscalDocumentKind, string>> = {
  factura: 'Factura electrónica',
  pos: 'Documento equivalente POS',
  nota_credito: 'Nota crédito',
}

export const FISCAL_STATUS_LABELS: Readonly<Record<FiscalDocumentStatus, string>> = {
  pendiente: 'Pendiente',
  emitida: 'Emitida',
  rechazada: 'Rechazada',
}

/** One document of an order (GET /api/orders/{id} and the staff detail): `pdf_url` once it is issued. */
export const orderFiscalDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(FISCAL_DOCUMENT_KINDS),
  number: z.string().nullable(),
  cufe: z.string().nullable(),
  status: z.enum(FISCAL_DOCUMENT_STATUSES),
  total: z.number(),
  issued_at: z.string().nullable(),
  pdf_url: z.string().nullable(),
})
export type OrderFiscalDocument = z.infer<typeof orderFiscalDocumentSchema>

/** A row of 'Documentos electrónicos': what went wrong, and the XML too. */
export const adminFiscalDocumentSchema = orderFiscalDocumentSchema.extend({
  order_id: z.string(),
  /** The order as people say it ('#1001'): docs/product/orders.md#order-number. */
  order_number: z.number(),
  buyer_name: z.string(),
  tax: z.number(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  cufe_alert: z.string().nullable(),
  created_at: z.string(),
  xml_url: z.string().nullable(),
})
export type AdminFiscalDocument = z.infer<typeof adminFiscalDocumentSchema>

export const FISCAL_DOCUMENTS_MAX_LIMIT = 100
const day = (label: string) =>
  z
    .string({ error: `${label}: usa el formato AAAA-MM-DD.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: usa el formato AAAA-MM-DD.`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} no es una fecha válida.`)

export const adminFiscalDocumentQuerySchema = z
  .strictObject({
    kind: z
      .enum(FISCAL_DOCUMENT_KINDS, { error: 'Tipo no válido: usa factura, pos o nota_credito.' })
      .optional(),
    status: z
      .enum(FISCAL_DOCUMENT_STATUSES, { error: 'Estado no válido: usa pendiente, emitida o rechazada.' })
      .optional(),
    from: day('Desde').optional(),
    to: day('Hasta').optional(),
    ...paginationQueryFields(FISCAL_DOCUMENTS_MAX_LIMIT),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'La fecha inicial debe ser anterior o igual a la final.',
    path: ['from'],
  })
export type AdminFiscalDocumentQuery = z.infer<typeof adminFiscalDocumentQuerySchema>

export const adminFiscalDocumentListSchema = z.object({
  documents: z.array(adminFiscalDocumentSchema),
  total: z.number(),
  /** False while the store has no provider credentials: documents wait as pendientes. */
  connected: z.boolean(),
  /** Why invoicing is not connected, for the screen's banner; null when it is. */
  connection_message: z.string().nullable(),
})
export type AdminFiscalDocumentList = z.infer<typeof adminFiscalDocumentListSchema>

/** GET /api/orders/{id}/fiscal-documents/{documentId}/pdf */
export const orderFiscalDocumentParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identificador de pedido inválido.' }),
  documentId: pathIdSchema(),
})

export const fiscalRetryAnswerSchema = z.object({ message: z.string(), queued: z.number() })
