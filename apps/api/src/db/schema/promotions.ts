import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { DISCOUNT_CODE_SCOPES, DISCOUNT_CODE_TYPES } from '@vitrina/core/discount-codes'
import { orders } from './orders'
import { createdAt, updatedAt } from './types'
import { users } from './users'

// docs/product/promotions.md: discount codes and the uses orders hold of them.

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    // Stored as typed by staff, upper case and without spaces (normalizeDiscountCode): unique as such.
    code: text('code').notNull(),
    type: text('type', { enum: DISCOUNT_CODE_TYPES }).notNull(),
    value: integer('value').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    max_uses: integer('max_uses'),
    max_uses_per_customer: integer('max_uses_per_customer'),
    min_subtotal: integer('min_subtotal'),
    scope: text('scope', { enum: DISCOUNT_CODE_SCOPES }).notNull().default('order'),
    category_ids: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    product_ids: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    exclude_sale_items: boolean('exclude_sale_items').notNull().default(false),
    first_order_only: boolean('first_order_only').notNull().default(false),
    // Stored for the automatic offers to come (docs/product/promotions.md#not-built-yet): whether the code adds to them.
    combinable: boolean('combinable').notNull().default(false),
    // The batch a bulk creation made, so its codes download together.
    batch: text('batch'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(t.code),
    index('discount_codes_batch_idx').on(t.batch),
    check('discount_codes_value_nonnegative', sql`${t.value} >= 0`),
  ],
)

/** One row per order holding a use of a code; a cancelled order's row is deleted, giving the use back. */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: serial('id').primaryKey(),
    code_id: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_code_uses_order_idx').on(t.order_id),
    index('discount_code_uses_code_idx').on(t.code_id, t.user_id),
  ],
)
