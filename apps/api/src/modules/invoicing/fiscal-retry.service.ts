import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { fiscalDocuments } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { FISCAL_DOCUMENT_NOT_FOUND } from './fiscal-documents.service'
import { issueFiscalDocumentJob } from './fiscal-issue.job'

// docs/product/fiscal.md#documentos-electronicos: staff send a pending or rejected document again, one or all.

/** Send a pending or rejected document again (the same number once it has one); 409 for an issued one. */
export async function retryFiscalDocument(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(fiscalDocuments).where(eq(fiscalDocuments.id, id)).for('update')
    if (!row) throw notFound(FISCAL_DOCUMENT_NOT_FOUND, 'FISCAL_DOCUMENT_NOT_FOUND')
    if (row.status === 'emitida') throw conflict('Este documento ya está emitido.', 'FISCAL_DOCUMENT_ISSUED')
    await tx
      .update(fiscalDocuments)
      .set({ status: 'pendiente', last_error: null, updated_at: new Date() })
      .where(eq(fiscalDocuments.id, id))
    await issueFiscalDocumentJob.enqueue(tx, { id })
  })
}

/** Send every pending document again (after the provider is connected or a resolution registered). */
export async function retryPendingFiscalDocuments(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: fiscalDocuments.id })
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.status, 'pendiente'))
      .orderBy(asc(fiscalDocuments.id))
    for (const row of rows) await issueFiscalDocumentJob.enqueue(tx, { id: row.id })
    return rows.length
  })
}
