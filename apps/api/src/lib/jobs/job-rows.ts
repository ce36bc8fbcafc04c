import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client'

// The SQL of the job queue (docs/decisions/020-database-job-queue.md): claim under FOR UPDATE SKIP LOCKED
// with a lease, then finish, retry later or fail; every write after the claim checks the lease is still ours.

export interface ClaimedJob {
  id: number
  kind: string
  payload: unknown
  attempts: number
  max_attempts: number
}

const FIRST_RETRY_SECONDS = 15
const LAST_RETRY_SECONDS = 30 * 60

/** docs/operations.md#jobs: 15 s, 1 min, 4 min, 16 min, then 30 min between attempts. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 4 ** Math.max(0, attempt - 1), LAST_RETRY_SECONDS)
}

/**
 * Take up to `limit` jobs that are due, or whose worker's lease ran out (a killed process), for
 * `leaseSeconds`. Rows another worker is claiming right now are skipped, never waited for.
 */
export async function claimJobs(
  db: Db,
  workerId: string,
  leaseSeconds: number,
  limit: number,
): Promise<ClaimedJob[]> {
  const rows = await queryRows<ClaimedJob & { id: string }>(
    db,
    sql`UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
      WHERE id IN (
        SELECT id FROM jobs
        WHERE (status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now())
        ORDER BY run_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts, max_attempts`,
  )
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}

/** Done: the payload (addresses, ids) is dropped. False when the lease was lost meanwhile. */
export async function completeJob(db: Db, job: ClaimedJob, workerId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE jobs SET status = 'done', payload = NULL, last_error = NULL, locked_by = NULL,
        locked_until = NULL, finished_at = now(), updated_at = now()
      WHERE id = ${job.id} AND locked_by = ${workerId} RETURNING id`,
  )
  return rows.length > 0
}

/** A failed attempt: back to the queue after the backoff, or 'failed' after the last attempt. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  workerId: string,
  error: string,
): Promise<'retry' | 'failed'> {
  const outcome = job.attempts >= job.max_attempts ? 'failed' : 'retry'
  const delay = retryDelaySeconds(job.attempts)
  await db.execute(
    sql`UPDATE jobs SET last_error = ${error.slice(0, 2000)}, locked_by = NULL, locked_until = NULL,
        updated_at = now(),
        status = ${outcome === 'failed' ? 'failed' : 'queued'},
        finished_at = ${outcome === 'failed' ? sql`now()` : sql`NULL`},
        run_at = ${outcome === 'failed' ? sql`run_at` : sql`now() + make_interval(secs => ${delay})`}
      WHERE id = ${job.id} AND locked_by = ${workerId}`,
  )
  return outcome
}

/** Shutdown: give unfinished jobs back at once, without counting the interrupted attempt. */
export async function releaseJobs(db: Db, ids: number[], workerId: string): Promise<void> {
  if (!ids.length) return
  await db.execute(
    sql`UPDATE jobs SET status = 'queued', attempts = GREATEST(attempts - 1, 0), locked_by = NULL,
        locked_until = NULL, run_at = now(), updated_at = now()
      WHERE id IN (${sql.join(ids, sql`, `)}) AND locked_by = ${workerId}`,
  )
}
