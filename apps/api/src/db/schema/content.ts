import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { MESSAGE_STATUSES } from '@vitrina/core/message-status'
import { CONTACT_KINDS } from '@vitrina/core/pqr'
import { createdAt, updatedAt } from './types'
import { users } from './users'

export const shippingInfo = pgTable('shipping_info', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  // Sanitized HTML (docs/product/content.md#html-sanitizing).
  content: text('content').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
})

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
})

export const policies = pgTable('policies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  // Raised by every edit of the title or the text: customers accept the data-treatment policy by version
  // (docs/product/consumer-rights.md#consentimiento).
  version: integer('version').notNull().default(1),
  created_at: createdAt(),
  updated_at: updatedAt(),
})

// The About page, one row per section (hero, history, mission, vision, values...).
export const aboutContent = pgTable('about_content', {
  section_key: text('section_key').primaryKey(),
  title: text('title').notNull().default(''),
  content: text('content').notNull().default(''),
  updated_at: updatedAt(),
})

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    sender_name: text('sender_name').notNull(),
    sender_email: text('sender_email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('nuevo'),
    // docs/product/consumer-rights.md#pqr: a petición, queja or reclamo has a radicado and a due day.
    kind: text('kind', { enum: CONTACT_KINDS }).notNull().default('consulta'),
    radicado: text('radicado').unique(),
    due_date: date('due_date', { mode: 'string' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('contact_messages_status_idx').on(t.status, t.created_at),
    index('contact_messages_created_idx').on(t.created_at),
    check('contact_messages_status_check', sql`${t.status} IN ('nuevo', 'leido', 'respondido', 'archivado')`),
  ],
)

/** The last radicado number of each year, counted in the filing's transaction (no gaps, no reuse). */
export const pqrCounters = pgTable('pqr_counters', {
  year: integer('year').primaryKey(),
  last_number: integer('last_number').notNull(),
})

export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: serial('id').primaryKey(),
    message_id: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    reply_text: text('reply_text').notNull(),
    staff_user_id: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.message_id)],
)

export const settings = pgTable('settings', {
  setting_key: text('setting_key').primaryKey(),
  setting_value: text('setting_value').notNull(),
  updated_at: updatedAt(),
})

export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    path: text('path'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visited_at: timestamp('visited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('visits_visited_at_idx').on(t.visited_at)],
)
