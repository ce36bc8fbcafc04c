import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { bogotaDateTime } from '@vitrina/core/dian-cufe'
import { fiscalDocumentSchema, type FiscalDocument } from '@vitrina/core/fiscal-document'
import { queryRows, type Db, type Tx } from '../../db/client'
import { fiscalDocuments, fiscalProfile } from '../../db/schema'
import { defineJob } from '../../lib/jobs/define-job'
import { HttpError } from '../../lib/errors'
import { takeNextNumber } from '../fiscal/fiscal-numbering.service'
import { InvoicingRejectedError, InvoicingRetryableError, type IssueOutcome } from './invoicing-provider'
import { invoiceMailJob } from './invoice-mail'

// docs/decisions/040-fiscal-documents.md: the job that issues one recorded document. The first run numbers
// it (the consecutive is taken and the document frozen in one transaction, so a retry resends exactly the
// same document with the same number: the provider answers a repeated number with the document it already
// has) and sends it. An outage is thrown, so the queue retries it and, at the end, lists it among the failed
// jobs; a rejection or a CUFE that is not the store's is recorded for staff and not retried by itself.

type Row = typeof fiscalDocuments.$inferSelect

export const issueFiscalDocumentJob = defineJob<{ id: number }>(
  'fiscal.issue',
  'customer',
  async (app, { id }) => issueFiscalDocument(app, id),
)

const PROFILE_MISSING =
  'Completa el perfil fiscal (razón social, NIT, municipio y numeraciones) para emitir este documento.'
const note = (db: Db | Tx, id: number, fields: Partial<Row>) =>
  db
    .update(fiscalDocuments)
    .set({ ...fields, updated_at: new Date() })
    .where(eq(fiscalDocuments.id, id))

/** The invoice a credit note corrects, as the note must cite it; null while that invoice is not issued. */
async function reference(db: Db, correctsId: number | null) {
  if (correctsId === null) return undefined
  const [invoice] = await db.select().from(fiscalDocuments).where(eq(fiscalDocuments.id, correctsId))
  if (!invoice?.number || !invoice.cufe || !invoice.issued_at || invoice.status !== 'emitida') return null
  return { number: invoice.number, cufe: invoice.cufe, issued_on: bogotaDateTime(invoice.issued_at).date }
}

/**
 * The document, numbered once: its consecutive is taken in the transaction that freezes it. Null (with the
 * reason noted) when it cannot be numbered yet.
 */
async function numbered(db: Db, row: Row): Promise<FiscalDocument | null> {
  if (row.document) return fiscalDocumentSchema.parse(row.document)
  const cites = await reference(db, row.corrects_id)
  if (cites === null) throw new Error('La factura que corrige esta nota aún no está emitida.')
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(fiscalDocuments)
        .where(eq(fiscalDocuments.id, row.id))
        .for('update')
      if (!locked) return null
      if (locked.document) return fiscalDocumentSchema.parse(locked.document)
      const [profile] = await tx.select().from(fiscalProfile)
      if (!profile) {
        await note(tx, row.id, { last_error: PROFILE_MISSING })
        return null
      }
      const taken = await takeNextNumber(tx, row.draft.kind)
      const parsed = fiscalDocumentSchema.safeParse({
        ...row.draft,
        prefix: taken.prefix,
        consecutive: taken.number,
        issued_at: new Date().toISOString(),
        environment: profile.environment,
        resolution: {
          ...(taken.resolution_number ? { number: taken.resolution_number } : {}),
          ...(taken.technical_key ? { technical_key: taken.technical_key } : {}),
        },
        seller: {
          nit: profile.nit,
          dv: profile.dv,
          name: profile.legal_name,
          address: profile.address,
          municipality_code: profile.municipality_code,
        },
        ...(cites ? { reference: cites } : {}),
      })
      // The store's own check refuses the document before it takes a number.
      if (!parsed.success)
        throw new InvoicingRejectedError(parsed.error.issues.map((i) => i.message).join(' '), [], 422)
      await note(tx, row.id, { document: parsed.data, number: taken.label })
      return parsed.data
    })
  } catch (err) {
    // A missing, expired or exhausted numbering: staff must register a resolution; nothing was consumed.
    if (err instanceof HttpError) {
      await note(db, row.id, { last_error: err.message })
      return null
    }
    throw err
  }
}

function outcomeFields(outcome: IssueOutcome): Partial<Row> {
  const common = { provider_reference: outcome.providerReference, issued_at: outcome.issuedAt }
  if (outcome.status === 'emitida')
    return {
      ...common,
      status: 'emitida',
      cufe: outcome.cufe,
      qr_url: outcome.qrUrl,
      last_error: null,
      cufe_alert: null,
    }
  const alert =
    outcome.status === 'cufe_mismatch'
      ? `El código que devolvió el proveedor (${outcome.providerCufe.slice(0, 12)}…) no es el que calcula la tienda (${outcome.expectedCufe.slice(0, 12)}…): no se muestra como emitido. Revísalo con el proveedor.`
      : outcome.reason
  return { ...common, cufe_alert: alert }
}

const WAIT_MS = 5_000

/**
 * The provider numbers each document from its own copy of the range, in the order documents reach it, so
 * the store sends them in its own order: a document waits while one with an earlier number of its prefix
 * has not reached the provider yet (pending, with no answer). A rejected one does not hold the others back.
 */
async function unsentBefore(db: Db, id: number, doc: FiscalDocument): Promise<string | null> {
  const [earlier] = await queryRows<{ number: string }>(
    db,
    sql`SELECT number FROM ${fiscalDocuments}
      WHERE kind = ${doc.kind} AND id <> ${id} AND status = 'pendiente' AND cufe_alert IS NULL
        AND document->>'prefix' = ${doc.prefix} AND (document->>'consecutive')::int < ${doc.consecutive}
      ORDER BY (document->>'consecutive')::int LIMIT 1`,
  )
  return earlier?.number ?? null
}

export async function issueFiscalDocument(app: FastifyInstance, id: number): Promise<void> {
  const [row] = await app.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.id, id))
  if (!row || row.status === 'emitida') return
  const connection = app.invoicing
  if (!connection.connected) {
    await note(app.db, id, { last_error: connection.reason })
    return
  }
  let doc: FiscalDocument | null
  try {
    doc = await numbered(app.db, row)
  } catch (err) {
    if (!(err instanceof InvoicingRejectedError)) throw err
    await note(app.db, id, { status: 'rechazada', last_error: err.reason })
    return
  }
  if (!doc) return
  const earlier = await unsentBefore(app.db, id, doc)
  if (earlier) {
    await note(app.db, id, { last_error: `Espera a que el proveedor reciba el documento ${earlier}.` })
    await issueFiscalDocumentJob.enqueue(app.db, { id }, { runAt: new Date(Date.now() + WAIT_MS) })
    return
  }
  await note(app.db, id, { attempts: row.attempts + 1 })
  const provider = connection.provider
  try {
    const outcome =
      doc.kind === 'nota_credito'
        ? await provider.issueCreditNote(doc)
        : doc.kind === 'pos'
          ? await provider.issuePos(doc)
          : await provider.issueInvoice(doc)
    await app.db.transaction(async (tx) => {
      await note(tx, id, outcomeFields(outcome))
      if (outcome.status === 'emitida') await invoiceMailJob.enqueue(tx, { id, orderId: row.order_id })
    })
  } catch (err) {
    if (err instanceof InvoicingRejectedError)
      return void (await note(app.db, id, { status: 'rechazada', last_error: err.reason }))
    const reason = err instanceof InvoicingRetryableError ? err.reason : 'El proveedor no respondió.'
    await note(app.db, id, { last_error: `${reason} Se reintentará automáticamente.` })
    throw err
  }
}
