import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { bogotaDay } from '@vitrina/core/business-days'
import { isPqr, pqrDueDay, radicadoOf } from '@vitrina/core/pqr'
import type { AccountPqr, ContactInput } from '@vitrina/core/schemas/contact'
import type { Db, Tx } from '../../db/client'
import { contactMessages, pqrCounters } from '../../db/schema'
import { pqrFiledMailJob } from './messages-mail'

export interface ContactFiled {
  id: number
  radicado: string | null
  due_date: string | null
}

/**
 * The next radicado number of the year. The counter row is written in the filing's transaction: its row lock
 * makes concurrent filings wait for each other, and a filing that rolls back gives its number back, so the
 * numbers have no gaps and are never reused (docs/product/consumer-rights.md#pqr).
 */
async function nextRadicadoNumber(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(pqrCounters)
    .values({ year, last_number: 1 })
    .onConflictDoUpdate({
      target: pqrCounters.year,
      set: { last_number: sql`${pqrCounters.last_number} + 1` },
    })
    .returning({ number: pqrCounters.last_number })
  return row!.number
}

/**
 * docs/product/content.md#contact-form contact form. A logged-in sender's account is kept with the message;
 * a petición, queja or reclamo is filed with its radicado and due day, and its sender e-mailed both.
 */
export async function createContactMessage(
  db: Db,
  input: ContactInput,
  userId: string | null,
  now: Date = new Date(),
): Promise<ContactFiled> {
  const kind = input.kind ?? 'consulta'
  return db.transaction(async (tx) => {
    const year = Number(bogotaDay(now).slice(0, 4))
    const filed = isPqr(kind)
      ? { radicado: radicadoOf(year, await nextRadicadoNumber(tx, year)), due_date: pqrDueDay(now) }
      : { radicado: null, due_date: null }
    const [row] = await tx
      .insert(contactMessages)
      .values({
        sender_name: input.sender_name,
        sender_email: input.sender_email,
        subject: input.subject || null,
        message: input.message,
        user_id: userId,
        kind,
        ...filed,
      })
      .returning({ id: contactMessages.id })
    if (filed.radicado)
      await pqrFiledMailJob.enqueue(tx, {
        to: input.sender_email,
        name: input.sender_name,
        kind,
        radicado: filed.radicado,
        due_date: filed.due_date!,
      })
    return { id: row!.id, ...filed }
  })
}

/** docs/product/consumer-rights.md#pqr: the PQR a signed-in customer filed, newest first. */
export async function listAccountPqr(db: Db, userId: string): Promise<AccountPqr[]> {
  const rows = await db
    .select({
      radicado: contactMessages.radicado,
      kind: contactMessages.kind,
      subject: contactMessages.subject,
      status: contactMessages.status,
      due_date: contactMessages.due_date,
      created_at: contactMessages.created_at,
    })
    .from(contactMessages)
    .where(and(eq(contactMessages.user_id, userId), isNotNull(contactMessages.radicado)))
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
    .limit(100)
  return rows.map((row) => ({
    ...row,
    radicado: row.radicado!,
    due_date: row.due_date!,
    created_at: row.created_at.toISOString(),
  }))
}
