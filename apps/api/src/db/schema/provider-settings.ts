import { check, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { PROVIDER_CHECK_STATUSES } from '@vitrina/core/schemas/provider-settings'
import { createdAt, updatedAt } from './types'
import { users } from './users'

// docs/decisions/037-back-office-provider-settings.md: one row per outside service connected from the back
// office. `secrets` is AES-256-GCM ciphertext of a JSON object (lib/secret-box.ts); `public_values` holds what
// may be shown (a public key, a client id, a host).
export const providerSettings = pgTable('provider_settings', {
  provider: text('provider', { enum: ['wompi', 'paypal', 'smtp'] }).primaryKey(),
  mode: text('mode'),
  public_values: jsonb('public_values').$type<Record<string, string | number>>().notNull().default({}),
  secrets: text('secrets').notNull(),
  status: text('status', { enum: PROVIDER_CHECK_STATUSES }).notNull(),
  status_message: text('status_message'),
  checked_at: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: updatedAt(),
})

// docs/product/checkout-and-payments.md#blocked-carts: a checkout refused because its total is over the cash on
// delivery limit and no other method was on; staff see how many, and of what size.
export const blockedCheckouts = pgTable(
  'blocked_checkouts',
  {
    id: serial('id').primaryKey(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The shopper's total when the checkout sent it (checked equal to the server's), else null.
    total: integer('total'),
    created_at: createdAt(),
  },
  (t) => [check('blocked_checkouts_total_positive', sql`${t.total} IS NULL OR ${t.total} > 0`)],
)
