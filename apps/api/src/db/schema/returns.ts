import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { MANUAL_REFUND_METHODS, RETURN_STATUSES } from '@vitrina/core/returns'
import { RETURN_KINDS } from '@vitrina/core/retracto'
import { REVERSAL_CAUSES, REVERSAL_STATUSES } from '@vitrina/core/payment-reversal'
import { PAYMENT_ISSUE_KINDS } from '@vitrina/core/schemas/payment-issues'
import { orderItems, orders } from './orders'
import { createdAt, updatedAt } from './types'
import { users } from './users'

// docs/product/returns.md and docs/product/payment-alerts.md (docs/decisions/021-returns-and-payment-alerts.md).

export const REFUND_METHODS = ['paypal', 'wompi', ...MANUAL_REFUND_METHODS] as const

export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('solicitada'),
    // A retracto (Ley 1480 art. 47) is a return of every withdrawable unit with shipping refunded, owed by
    // refund_due_at (30 calendar days): docs/product/consumer-rights.md#retracto.
    kind: text('kind', { enum: RETURN_KINDS }).notNull().default('devolucion'),
    refund_due_at: timestamp('refund_due_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason').notNull(),
    staff_note: text('staff_note'),
    // Fixed when the request is made, by the shared money function (docs/product/returns.md#money).
    refund_amount: integer('refund_amount').notNull(),
    refund_method: text('refund_method', { enum: REFUND_METHODS }),
    // The provider's refund id; null for a refund paid by hand or one staff still owe at the provider.
    refund_id: text('refund_id'),
    // Who paid a cash/transfer refund, or who marked the return received.
    refunded_by: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refunded_at: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.order_id),
    index('order_returns_status_idx').on(t.status, t.created_at),
    // One retracto per order (a repeated request returns it), unless staff rejected it.
    uniqueIndex('order_returns_one_retracto')
      .on(t.order_id)
      .where(sql`${t.kind} = 'retracto' AND ${t.status} <> 'rechazada'`),
    check('order_returns_amount_nonnegative', sql`${t.refund_amount} >= 0`),
  ],
)

export const orderReturnItems = pgTable(
  'order_return_items',
  {
    id: serial('id').primaryKey(),
    return_id: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    order_item_id: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('order_return_items_line').on(t.return_id, t.order_item_id),
    check('order_return_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

export const paymentIssues = pgTable(
  'payment_issues',
  {
    id: serial('id').primaryKey(),
    order_id: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    // The provider's transaction or capture id: one issue per payment and kind, however often it is replayed.
    provider_ref: text('provider_ref').notNull(),
    kind: text('kind', { enum: PAYMENT_ISSUE_KINDS }).notNull(),
    detail: text('detail').notNull(),
    expected: jsonb('expected'),
    received: jsonb('received'),
    refund_id: text('refund_id'),
    refund_note: text('refund_note'),
    created_at: createdAt(),
  },
  (t) => [
    unique('payment_issues_once').on(t.provider, t.provider_ref, t.kind),
    index('payment_issues_date_idx').on(t.created_at),
  ],
)

// docs/product/consumer-rights.md#reversion-del-pago (Ley 1480 art. 51, Decreto 587 de 2016): a request to
// reverse an electronic payment, numbered per year without gaps (payment_reversal_counters, written in the
// filing's transaction), answered by due_date (15 business days). One open request per order.
export const paymentReversals = pgTable(
  'payment_reversals',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    cause: text('cause', { enum: REVERSAL_CAUSES }).notNull(),
    description: text('description').notNull(),
    // The Bogotá day the customer says they learned of the cause; the 5 business days count from it.
    learned_on: date('learned_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: REVERSAL_STATUSES }).notNull().default('abierta'),
    // What the electronic payments of the order add up to when filed: what an acceptance gives back.
    amount: integer('amount').notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    answer: text('answer'),
    answered_by: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answered_at: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    refund_id: text('refund_id'),
    refund_note: text('refund_note'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_reversals_one_open')
      .on(t.order_id)
      .where(sql`${t.status} = 'abierta'`),
    index('payment_reversals_due_idx').on(t.status, t.due_date),
    check('payment_reversals_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
)

export const paymentReversalCounters = pgTable('payment_reversal_counters', {
  year: integer('year').primaryKey(),
  last_number: integer('last_number').notNull(),
})
