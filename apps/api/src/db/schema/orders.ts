import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { ORDER_STATUSES, PAYMENT_METHODS } from '@vitrina/core/order-status'
import { TAX_CLASSES, type TaxBreakdownEntry } from '@vitrina/core/tax-classes'
import { productVariants, products } from './catalog'
import { createdAt, updatedAt } from './types'
import { addresses, users } from './users'

export const ORDER_CHANNELS = ['web', 'pos'] as const

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The number people say on the phone (#1001), sequential across the store's orders and POS sales; taken
    // from order_number_counter in the order's own transaction (docs/decisions/038-order-numbers-and-customer-messages.md).
    order_number: integer('order_number').notNull(),
    // Null for a point-of-sale sale without a customer; kept when a user is deleted.
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('web'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pendiente'),
    payment_method: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    customer_name: text('customer_name'),
    customer_email: text('customer_email'),
    shipping_address_id: integer('shipping_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    // The address as it was when the order was placed.
    shipping_address: jsonb('shipping_address'),
    // Who the invoice names, frozen (docs/decisions/032): an identified buyer; null for the final consumer.
    buyer: jsonb('buyer'),
    subtotal: integer('subtotal').notNull(),
    discount_total: integer('discount_total').notNull().default(0),
    shipping_cost: integer('shipping_cost').notNull().default(0),
    // docs/product/promotions.md#money: the code used, as typed by staff, and what it gave (goods before
    // IVA plus any shipping it waived), frozen at purchase.
    discount_code: text('discount_code'),
    discount_amount: integer('discount_amount').notNull().default(0),
    tax_rate: numeric('tax_rate', { precision: 5, scale: 4, mode: 'string' }).notNull().default('0'),
    tax_amount: integer('tax_amount').notNull().default(0),
    // True when shelf prices included IVA: tax_amount is then contained in the total, not added to it.
    tax_included: boolean('tax_included').notNull().default(false),
    // One entry per rate, [{ kind, rate, base, tax }], frozen at purchase: the sum of its items' frozen IVA
    // by rate (docs/decisions/030-iva-by-product.md).
    tax_breakdown: jsonb('tax_breakdown').$type<TaxBreakdownEntry[]>().notNull().default([]),
    // The shipping zone the address fell in and its estimate, frozen at purchase; null for the flat cost.
    shipping_zone: text('shipping_zone'),
    shipping_estimate: text('shipping_estimate'),
    total_amount: integer('total_amount').notNull(),
    cop_per_usd: numeric('cop_per_usd', { precision: 12, scale: 4, mode: 'string' }),
    idempotency_key: text('idempotency_key'),
    request_hash: text('request_hash'),
    paid_at: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    // A PayPal or Wompi order holds its stock until then (docs/product/checkout-and-payments.md#payment-window);
    // null for the other methods.
    payment_due_at: timestamp('payment_due_at', { withTimezone: true, mode: 'date' }),
    order_date: timestamp('order_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('orders_idempotency_key').on(t.user_id, t.idempotency_key),
    unique('orders_order_number_key').on(t.order_number),
    index('orders_user_date_idx').on(t.user_id, t.order_date),
    index('orders_status_date_idx').on(t.status, t.order_date),
    // The payment sweepers' candidates: unpaid online orders by deadline.
    index('orders_payment_due_idx')
      .on(t.payment_due_at)
      .where(sql`${t.status} = 'pendiente' AND ${t.payment_due_at} IS NOT NULL`),
    index('orders_date_idx').on(t.order_date),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotal} >= 0 AND ${t.discount_total} >= 0 AND ${t.shipping_cost} >= 0 AND ${t.tax_amount} >= 0 AND ${t.total_amount} >= 0`,
    ),
    check(
      'orders_status_check',
      sql`${t.status} IN ('pendiente', 'pagado', 'en_preparacion', 'enviado', 'entregado', 'cancelado')`,
    ),
  ],
)

// The one row holding the next order number; an order's writing statement increments it, which locks the row
// until that transaction ends, so two orders never share a number and a rolled-back order gives its number back.
export const orderNumberCounter = pgTable(
  'order_number_counter',
  {
    id: integer('id').primaryKey().default(1),
    next_number: integer('next_number').notNull().default(1001),
  },
  (t) => [check('order_number_counter_single_row', sql`${t.id} = 1`)],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variant_id: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    // Frozen at purchase so later catalogue edits never rewrite an order.
    product_name: text('product_name').notNull(),
    variant_details: text('variant_details'),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    list_price: integer('list_price').notNull(),
    price_per_unit: integer('price_per_unit').notNull(),
    image_url: text('image_url'),
    // The line's IVA class, rate and IVA (of the whole line), frozen at purchase: a later change of the
    // product's class never rewrites the order, and a return gives back this IVA.
    tax_class: text('tax_class', { enum: TAX_CLASSES }).notNull().default('general'),
    tax_rate: numeric('tax_rate', { precision: 5, scale: 4, mode: 'string' }).notNull().default('0'),
    tax_amount: integer('tax_amount').notNull().default(0),
    // The line's share of the order's discount code, before IVA (docs/product/promotions.md#money).
    discount_amount: integer('discount_amount').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.order_id),
    index('order_items_product_idx').on(t.product_id),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_prices_nonnegative', sql`${t.price_per_unit} >= 0 AND ${t.list_price} >= 0`),
    check('order_items_tax_nonnegative', sql`${t.tax_amount} >= 0`),
  ],
)

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    // Staff only: never e-mailed, never in the customer's answers.
    note: text('note'),
    // What the customer is told with this change: e-mailed and shown in their order's history.
    customer_message: text('customer_message'),
    changed_by: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.order_id, t.created_at)],
)

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_METHODS }).notNull(),
    provider_order_id: text('provider_order_id'),
    provider_capture_id: text('provider_capture_id'),
    status: text('status').notNull(),
    amount_cop: integer('amount_cop').notNull(),
    amount_usd: numeric('amount_usd', { precision: 12, scale: 2, mode: 'string' }),
    currency: text('currency').notNull().default('COP'),
    raw: jsonb('raw'),
    // The full refund of a cancelled order, with the provider's id for it.
    refund_id: text('refund_id'),
    refunded_at: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('payments_provider_order_key').on(t.provider, t.provider_order_id),
    index('payments_order_idx').on(t.order_id),
    check('payments_amount_nonnegative', sql`${t.amount_cop} >= 0`),
  ],
)
