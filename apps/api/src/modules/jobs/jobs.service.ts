import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { JOBS_DEFAULT_LIMIT, type AdminJob, type AdminJobListQuery } from '@vitrina/core/schemas/jobs'
import type { Db } from '../../db/client'
import { jobs } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'

// docs/operations.md#failed-jobs: the staff view of the job queue.

const columns = {
  id: jobs.id,
  kind: jobs.kind,
  status: jobs.status,
  attempts: jobs.attempts,
  max_attempts: jobs.max_attempts,
  last_error: jobs.last_error,
  run_at: jobs.run_at,
  created_at: jobs.created_at,
  finished_at: jobs.finished_at,
}

type Row = Omit<AdminJob, 'run_at' | 'created_at' | 'finished_at'> & {
  run_at: Date
  created_at: Date
  finished_at: Date | null
}

const toAdminJob = (row: Row): AdminJob => ({
  ...row,
  run_at: row.run_at.toISOString(),
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
})

/** Newest first, optionally one status, a page at a time. */
export async function listJobs(
  db: Db,
  query: AdminJobListQuery,
): Promise<{ jobs: AdminJob[]; total: number }> {
  const where: SQL | undefined = query.status ? eq(jobs.status, query.status) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.id))
      .limit(query.limit ?? JOBS_DEFAULT_LIMIT)
      .offset(query.offset ?? 0),
    db.select({ n: count() }).from(jobs).where(where),
  ])
  return { jobs: rows.map(toAdminJob), total: total?.n ?? 0 }
}

/** A failed job gets a fresh set of attempts, due now; any other status is a 409. */
export async function retryJob(db: Db, id: number): Promise<AdminJob> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, run_at: new Date(), finished_at: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning(columns)
  if (row) return toAdminJob(row)
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id))
  if (!existing) throw notFound('Tarea no encontrada.', 'JOB_NOT_FOUND')
  throw conflict('Solo se puede reintentar una tarea fallida.', 'JOB_NOT_FAILED')
}
