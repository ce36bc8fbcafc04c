import type { FastifyInstance } from 'fastify'
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Db, type Tx } from '../../db/client'
import { lanePriority, type JobLane } from './lanes'

// docs/operations.md#jobs: durable background work. A job is a row of `jobs`, inserted with the
// transaction of the change that causes it (docs/decisions/020-database-job-queue.md).

export type JobHandler<P> = (app: FastifyInstance, payload: P) => Promise<void>

export interface EnqueueOptions {
  /** Recurring work: one job per key across every instance (a second enqueue is ignored). */
  uniqueKey?: string
  /** Not before this moment (default: now). */
  runAt?: Date
}

export interface JobDefinition<P> {
  kind: string
  lane: JobLane
  /** Insert the job with `conn` (a transaction, so it commits or rolls back with the change). */
  enqueue(conn: Db | Tx, payload: P, options?: EnqueueOptions): Promise<number | null>
  /**
   * The same insert as a statement to embed (a data-modifying CTE of a bigger statement), so the job
   * costs the change no round trip of its own. It returns the job's id, or nothing for a repeated key.
   */
  insertion(payload: P, options?: EnqueueOptions): SQL
  /**
   * The insert of a job due now, for a statement built once (db/client.ts `prepared`): its payload, as
   * JSON text, comes in the slot named `slot`.
   */
  preparedInsertion(slot: string): SQL
}

const handlers = new Map<string, JobHandler<never>>()

/** The handler of a kind, or undefined for a kind this build does not know. */
export function jobHandler(kind: string): JobHandler<unknown> | undefined {
  return handlers.get(kind) as JobHandler<unknown> | undefined
}

/** Every kind declared so far (all of them once the app's modules are loaded). */
export function definedJobKinds(): string[] {
  return [...handlers.keys()]
}

/**
 * Declare a kind of background work once, at module level, with its lane (lanes.ts: who is waiting for
 * it). The handler runs later, on whichever instance claims the job, and may run more than once (a retry,
 * a lease that expired): keep it idempotent or harmless to repeat.
 */
export function defineJob<P>(kind: string, lane: JobLane, handler: JobHandler<P>): JobDefinition<P> {
  if (handlers.has(kind)) throw new Error(`tipo de tarea repetido: ${kind}`)
  handlers.set(kind, handler as JobHandler<never>)
  const priority = lanePriority(lane)
  const insertion = (payload: P, options: EnqueueOptions = {}) =>
    sql`INSERT INTO jobs (kind, priority, payload, unique_key, run_at)
      VALUES (${kind}, ${priority}, ${JSON.stringify(payload ?? null)}::jsonb, ${options.uniqueKey ?? null},
        COALESCE(${options.runAt?.toISOString() ?? null}::timestamptz, now()))
      ON CONFLICT DO NOTHING RETURNING id`
  return {
    kind,
    lane,
    insertion,
    preparedInsertion: (slot) =>
      sql`INSERT INTO jobs (kind, priority, payload, run_at)
        VALUES (${kind}, ${priority}, ${sql.placeholder(slot)}::jsonb, now())
        ON CONFLICT DO NOTHING RETURNING id`,
    async enqueue(conn, payload, options) {
      const rows = await queryRows<{ id: string }>(conn as Db, insertion(payload, options))
      return rows[0] ? Number(rows[0].id) : null
    },
  }
}
