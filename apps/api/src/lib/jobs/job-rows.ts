import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client'
import { laneOf, lanePriority, type JobLane } from './lanes'

// The SQL of the job queue (docs/decisions/020-database-job-queue.md): claim under FOR UPDATE SKIP LOCKED
// with a lease, then finish, retry later or fail; every write after the claim checks the lease is still ours.

export interface ClaimedJob {
  id: number
  kind: string
  payload: unknown
  attempts: number
  max_attempts: number
  lane: JobLane
  /** Seconds between the moment it was due and its claim (vitrina_job_wait_seconds). */
  waited: number
}

/** How many jobs a worker can take now: `free` in all, of which at most `shared` outside the urgent lane. */
export interface ClaimSlots {
  free: number
  shared: number
}

const URGENT = lanePriority('urgent')
const FIRST_RETRY_SECONDS = 15
const LAST_RETRY_SECONDS = 30 * 60

/** docs/operations.md#jobs: 15 s, 1 min, 4 min, 16 min, then 30 min between attempts. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 4 ** Math.max(0, attempt - 1), LAST_RETRY_SECONDS)
}

const due = sql`((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now()))`

/**
 * Take the due jobs (or those whose worker's lease ran out, a killed process) for `leaseSeconds`, first lane
 * first (lanes.ts), then oldest first: urgent ones up to `slots.free`, then the other lanes in what is left, at
 * most `slots.shared`. Rows another worker is claiming right now are skipped, never waited for.
 */
export async function claimJobs(
  db: Db,
  workerId: string,
  leaseSeconds: number,
  slots: ClaimSlots,
): Promise<ClaimedJob[]> {
  const rows = await queryRows<Omit<ClaimedJob, 'lane'> & { id: string; priority: number }>(
    db,
    sql`WITH urgent AS MATERIALIZED (
        SELECT id FROM jobs WHERE priority = ${URGENT} AND ${due}
        ORDER BY run_at, id LIMIT ${slots.free} FOR UPDATE SKIP LOCKED),
      other AS MATERIALIZED (
        SELECT id FROM jobs WHERE priority > ${URGENT} AND ${due}
        ORDER BY priority, run_at, id LIMIT LEAST(${slots.shared}, ${slots.free} - (SELECT count(*) FROM urgent))
        FOR UPDATE SKIP LOCKED)
      UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
      WHERE id IN (SELECT id FROM urgent UNION ALL SELECT id FROM other)
      RETURNING id, kind, payload, attempts, max_attempts, priority,
        GREATEST(extract(epoch FROM now() - run_at), 0)::float8 AS waited`,
  )
  return rows.map(({ priority, ...row }) => ({
    ...row,
    id: Number(row.id),
    lane: laneOf(priority),
    waited: Number(row.waited),
  }))
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
