import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { JOB_STATUSES } from '@vitrina/core/schemas/jobs'
import { createdAt, updatedAt } from './types'

// The background-work outbox (docs/decisions/020-database-job-queue.md): a row is written in the same
// transaction as the change that causes it, and any instance's worker claims it with FOR UPDATE SKIP LOCKED.
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    // The kind's lane (lib/jobs/lanes.ts), 0 first: workers claim lower numbers before higher ones.
    priority: smallint('priority').notNull().default(1),
    // Emptied once the job is done: e-mail addresses do not linger. Never a secret (docs/operations.md#jobs).
    payload: jsonb('payload').$type<unknown>(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(6),
    run_at: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    locked_until: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    locked_by: text('locked_by'),
    // Recurring work names its time slot here, so N instances enqueue it once.
    unique_key: text('unique_key'),
    last_error: text('last_error'),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('jobs_unique_key').on(t.unique_key),
    index('jobs_runnable').on(t.status, t.run_at),
    // The claim's order (lib/jobs/job-rows.ts): the first due jobs of the first lane.
    index('jobs_claim_order')
      .on(t.priority, t.run_at, t.id)
      .where(sql`${t.status} = 'queued'`),
    check('jobs_status_check', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
  ],
)
