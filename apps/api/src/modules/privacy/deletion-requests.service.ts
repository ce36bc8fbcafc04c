import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { addBusinessDays, bogotaDay } from '@vitrina/core/business-days'
import {
  DELETION_DUE_BUSINESS_DAYS,
  PRIVACY_MESSAGES,
  type AdminDeletionRequest,
  type DeletionRequest,
} from '@vitrina/core/schemas/privacy'
import type { Db } from '../../db/client'
import { accountDeletionRequests, users } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { anonymiseUser } from './anonymise'

type Row = typeof accountDeletionRequests.$inferSelect
const toRequest = (row: Row): DeletionRequest => ({
  id: row.id,
  status: row.status,
  requested_at: row.requested_at.toISOString(),
  due_date: row.due_date,
  completed_at: row.completed_at?.toISOString() ?? null,
})

export async function findOwnDeletionRequest(db: Db, userId: string): Promise<DeletionRequest | null> {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.user_id, userId))
    .orderBy(desc(accountDeletionRequests.requested_at))
    .limit(1)
  return row ? toRequest(row) : null
}

/**
 * Ley 1581 art. 15: due 15 business days after the request, computed here, never by the client. A repeated
 * request answers the open one (`created: false`).
 */
export async function requestDeletion(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ request: DeletionRequest; created: boolean }> {
  const due_date = addBusinessDays(now, DELETION_DUE_BUSINESS_DAYS)
  const [row] = await db
    .insert(accountDeletionRequests)
    .values({ user_id: userId, due_date, requested_at: now })
    .onConflictDoNothing()
    .returning()
  if (row) return { request: toRequest(row), created: true }
  return { request: (await findOwnDeletionRequest(db, userId))!, created: false }
}

/** Staff's list: open requests first, the nearest due date first; then the ones already done. */
export async function listDeletionRequests(db: Db, now = new Date()): Promise<AdminDeletionRequest[]> {
  const today = bogotaDay(now)
  const rows = await db
    .select({ request: accountDeletionRequests, username: users.username, email: users.email })
    .from(accountDeletionRequests)
    .leftJoin(users, eq(users.id, accountDeletionRequests.user_id))
    .orderBy(
      sql`${accountDeletionRequests.status} = 'completada'`,
      asc(accountDeletionRequests.due_date),
      asc(accountDeletionRequests.id),
    )
  return rows.map(({ request, username, email }) => ({
    ...toRequest(request),
    user_id: request.user_id,
    username,
    email,
    overdue: request.status === 'pendiente' && request.due_date < today,
  }))
}

/** Staff carry out a request: the account is anonymised and the request dated with who did it. */
export async function completeDeletion(db: Db, id: number, staffId: string): Promise<AdminDeletionRequest> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, id))
      .for('update')
    if (!row) throw notFound(PRIVACY_MESSAGES.deletionNotFound, 'DELETION_NOT_FOUND')
    if (row.status !== 'pendiente' || !row.user_id)
      throw conflict(PRIVACY_MESSAGES.deletionClosed, 'DELETION_CLOSED')
    await anonymiseUser(tx, row.user_id)
    await tx
      .update(accountDeletionRequests)
      .set({ status: 'completada', completed_at: new Date(), completed_by: staffId })
      .where(and(eq(accountDeletionRequests.id, id), eq(accountDeletionRequests.status, 'pendiente')))
  })
  return (await listDeletionRequests(db)).find((request) => request.id === id)!
}
