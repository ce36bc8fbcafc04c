import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { CONSENT_CHANNELS, CONSENT_KINDS, DELETION_STATUSES } from '@vitrina/core/schemas/privacy'
import { policies } from './content'
import { users } from './users'

// docs/decisions/035-consent-and-personal-data.md: every acceptance is a row, never overwritten; a withdrawal
// dates the row, a new acceptance adds another. The rows outlive the account's anonymisation as proof.
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    // The data-treatment policy and its version the holder saw; null when the store had published none.
    policy_id: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    policy_version: integer('policy_version').notNull(),
    channel: text('channel', { enum: CONSENT_CHANNELS }).notNull(),
    ip: text('ip'),
    accepted_at: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('consents_user_kind_idx').on(t.user_id, t.kind),
    check(
      'consents_kind_check',
      sql`${t.kind} IN ('tratamiento_datos', 'marketing_email', 'marketing_whatsapp')`,
    ),
    check('consents_channel_check', sql`${t.channel} IN ('web', 'pos', 'staff')`),
  ],
)

// Ley 1581 art. 15: the holder's request to delete their data, answered within 15 business days by staff.
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: serial('id').primaryKey(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: DELETION_STATUSES }).notNull().default('pendiente'),
    requested_at: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    completed_by: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A repeated request returns the open one instead of opening a second.
    uniqueIndex('account_deletion_requests_one_open')
      .on(t.user_id)
      .where(sql`${t.status} = 'pendiente'`),
    index('account_deletion_requests_status_due_idx').on(t.status, t.due_date),
    check('account_deletion_requests_status_check', sql`${t.status} IN ('pendiente', 'completada')`),
  ],
)
