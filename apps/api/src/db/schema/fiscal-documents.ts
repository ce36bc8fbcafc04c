import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { FiscalDocumentInput, FiscalDraft } from '@vitrina/core/fiscal-document'
import { FISCAL_DOCUMENT_STATUSES } from '@vitrina/core/schemas/fiscal-documents'
import { orders } from './orders'
import { orderReturns } from './returns'
import { createdAt, updatedAt } from './types'

// docs/product/fiscal.md#documentos (docs/decisions/040-fiscal-documents.md): every electronic document the
// store owes the DIAN. The row is written with the change that causes it (a payment, a till sale, a shipped
// cash-on-delivery order, a refund), keyed by `source_key` so a replayed event never makes a second one; the
// job that issues it takes its number (the first time) and freezes `document`, so a retry resends the same.
export const fiscalDocuments = pgTable(
  'fiscal_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['factura', 'pos', 'nota_credito'] }).notNull(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    return_id: integer('return_id').references(() => orderReturns.id, { onDelete: 'restrict' }),
    // The invoice a credit note corrects.
    corrects_id: integer('corrects_id'),
    source_key: text('source_key').notNull().unique(),
    status: text('status', { enum: FISCAL_DOCUMENT_STATUSES }).notNull().default('pendiente'),
    // What the document says, from the order (buyer, lines, totals per rate); numbered and completed with the
    // seller and the resolution into `document` (core fiscal-document.ts) the first time it is sent.
    draft: jsonb('draft').$type<FiscalDraft>().notNull(),
    document: jsonb('document').$type<FiscalDocumentInput>(),
    total: integer('total').notNull(),
    tax: integer('tax').notNull(),
    number: text('number'),
    cufe: text('cufe'),
    provider_reference: text('provider_reference'),
    qr_url: text('qr_url'),
    issued_at: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    // Spanish, for staff: the provider's rejection, an outage, or why it was not sent.
    last_error: text('last_error'),
    // The provider's code differed from the store's (never shown as issued).
    cufe_alert: text('cufe_alert'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('fiscal_documents_order_idx').on(t.order_id),
    index('fiscal_documents_list_idx').on(t.created_at),
    uniqueIndex('fiscal_documents_number_key').on(t.kind, t.number),
  ],
)
