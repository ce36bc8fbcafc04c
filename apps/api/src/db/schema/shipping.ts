import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './types'

// docs/product/platform.md#one-process (docs/decisions/017-shipping-zones.md): what shipping costs and takes
// for a set of departamentos, optionally narrowed to some of their cities.
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Names from packages/core/src/departamentos.ts, exactly as listed there.
    departamentos: text('departamentos').array().notNull(),
    // City names as staff typed them; empty means the whole departamentos.
    cities: text('cities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cost: integer('cost').notNull(),
    // Null: the store's free_shipping_threshold setting applies.
    free_shipping_threshold: integer('free_shipping_threshold'),
    delivery_days_min: integer('delivery_days_min').notNull(),
    delivery_days_max: integer('delivery_days_max').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('shipping_zones_name_key').on(t.name),
    check(
      'shipping_zones_amounts_check',
      sql`${t.cost} >= 0 AND (${t.free_shipping_threshold} IS NULL OR ${t.free_shipping_threshold} >= 0)
        AND ${t.delivery_days_min} >= 0 AND ${t.delivery_days_max} >= ${t.delivery_days_min}`,
    ),
  ],
)
