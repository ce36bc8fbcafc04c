import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { TAX_CLASSES } from '@vitrina/core/tax-classes'
import { createdAt, tsvector, updatedAt } from './types'
import { users } from './users'

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  image_url: text('image_url'),
  // Where staff put the category in menus and on the home (docs/product/catalogue.md#category-order).
  position: integer('position').notNull().default(0),
  created_at: createdAt(),
})

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    discount_price: integer('discount_price'),
    descuento: smallint('descuento').notNull().default(0),
    // What the shopper pays before options: the discount price when it is lower (filters and sorting use it).
    effective_price: integer('effective_price')
      .notNull()
      .generatedAlwaysAs(sql`LEAST(price, COALESCE(discount_price, price))`),
    stock_quantity: integer('stock_quantity').notNull().default(0),
    brand: text('brand'),
    sku: text('sku').unique(),
    is_featured: boolean('is_featured').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    // The IVA class its variants inherit (docs/decisions/030-iva-by-product.md).
    tax_class: text('tax_class', { enum: TAX_CLASSES }).notNull().default('general'),
    // False for goods the law lets the merchant exclude from the retracto (perishables, personal hygiene…):
    // docs/product/consumer-rights.md#retracto.
    withdrawable: boolean('withdrawable').notNull().default(true),
    // Kept consistent by the review service (docs/product/catalogue.md#reviews shows the average and count).
    rating_average: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    review_count: integer('review_count').notNull().default(0),
    landing_content: jsonb('landing_content'),
    // Maintained by a trigger from name, brand, SKU, categories and description (migration 0002).
    search_vector: tsvector('search_vector'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('products_price_nonnegative', sql`${t.price} >= 0`),
    check(
      'products_discount_price_nonnegative',
      sql`${t.discount_price} IS NULL OR ${t.discount_price} >= 0`,
    ),
    check('products_descuento_range', sql`${t.descuento} BETWEEN 0 AND 95`),
    check('products_tax_class_check', sql`${t.tax_class} IN ('general', 'reducido', 'exento', 'excluido')`),
    check('products_stock_nonnegative', sql`${t.stock_quantity} >= 0`),
    check('products_rating_range', sql`${t.rating_average} BETWEEN 0 AND 5`),
    // Shoppers only ever see active products: the price filter and the list's count read this partial index
    // alone (an index-only scan), never the wide rows (docs/decisions/025-search-at-scale.md).
    index('products_active_price_idx')
      .on(t.effective_price)
      .where(sql`${t.is_active}`),
    index('products_created_at_idx').on(t.created_at),
    // The search vocabulary re-reads only the products changed since its last read.
    index('products_updated_at_idx').on(t.updated_at),
    index('products_rating_idx').on(t.rating_average),
    // A search's exact-SKU bonus looks the SKU up once instead of lowering every matching product's SKU.
    index('products_sku_lower_idx').on(sql`lower(${t.sku})`),
    index('products_featured_idx')
      .on(t.id)
      .where(sql`${t.is_featured}`),
    // fastupdate off: migration 0003 (searches must not scan a pending list that only VACUUM merges).
    index('products_search_idx').using('gin', t.search_vector),
    index('products_name_trgm_idx').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image_url: text('image_url').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(0),
    // The option value this photo shows (docs/product/catalogue.md#variant-images); a value that goes
    // leaves the photo unlinked.
    option_value_id: integer('option_value_id').references(() => productOptionValues.id, {
      onDelete: 'set null',
    }),
    created_at: createdAt(),
  },
  (t) => [
    index('product_images_product_idx').on(t.product_id, t.sort_order),
    index('product_images_option_value_idx').on(t.option_value_id),
  ],
)

export const productCategories = pgTable(
  'product_categories',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.category_id] }),
    index('product_categories_category_idx').on(t.category_id),
  ],
)

export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('product_options_name_key').on(t.product_id, t.name)],
)

export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: serial('id').primaryKey(),
    option_id: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('product_option_values_value_key').on(t.option_id, t.value)],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').unique(),
    price_override: integer('price_override'),
    stock_quantity: integer('stock_quantity').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.product_id),
    check('product_variants_stock_nonnegative', sql`${t.stock_quantity} >= 0`),
    check('product_variants_price_nonnegative', sql`${t.price_override} IS NULL OR ${t.price_override} >= 0`),
  ],
)

export const productVariantValues = pgTable(
  'product_variant_values',
  {
    variant_id: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    option_value_id: integer('option_value_id')
      .notNull()
      .references(() => productOptionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.variant_id, t.option_value_id] }),
    index('product_variant_values_value_idx').on(t.option_value_id),
  ],
)

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // docs/product/catalogue.md#reviews: one per customer per product.
    unique('reviews_product_user_key').on(t.product_id, t.user_id),
    index('reviews_product_idx').on(t.product_id, t.created_at),
    index('reviews_user_idx').on(t.user_id),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
)

export const futureProducts = pgTable('future_products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull().default(''),
  description: text('description').notNull().default(''),
  expected_release_date: date('expected_release_date', { mode: 'string' }),
  image_url: text('image_url'),
  created_at: createdAt(),
})

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.product_id] }),
    index('wishlist_items_product_idx').on(t.product_id),
  ],
)

export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant_id: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    notified_at: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
  },
  (t) => [
    // One pending sign-up per e-mail for a product (or a variant of it).
    uniqueIndex('stock_notifications_pending_key')
      .on(t.product_id, sql`COALESCE(${t.variant_id}, 0)`, sql`lower(${t.email})`)
      .where(sql`${t.notified_at} IS NULL`),
    index('stock_notifications_pending_idx')
      .on(t.product_id, t.variant_id)
      .where(sql`${t.notified_at} IS NULL`),
  ],
)
