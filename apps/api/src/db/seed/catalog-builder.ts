import { sql } from 'drizzle-orm'
import { discountPrice, priceRoundingStep } from '@vitrina/core/discount'
import { slugify } from '@vitrina/core/slug'
import type { TaxClass } from '@vitrina/core/tax-classes'
import type { Db } from '../client'
import {
  productCategories,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productVariants,
  productVariantValues,
} from '../schema'
import type { OptionSeed, ProductSeed } from './catalog-data'
import { DEMO_SETTINGS } from './settings-data'

// Turns catalogue descriptions into rows, in bulk: shared by the demo store and the benchmark catalogue.

export interface VariantRow {
  values: readonly string[]
  stock: number
  priceOverride: number | null
  sku: string
}

export interface PreparedProduct {
  name: string
  slug: string
  sku: string
  brand: string
  description: string
  price: number
  descuento: number
  taxClass?: TaxClass
  featured: boolean
  createdAt: Date
  categories: readonly string[]
  /** Stored image file names; the first is the primary image. */
  images: readonly string[]
  /** The Color value each image shows, in the images' order (docs/product/catalogue.md#variant-images). */
  imageColours?: readonly (string | null)[]
  options: readonly OptionSeed[]
  variants: readonly VariantRow[]
  /** Stock of a product without variants. */
  stock: number
}

const BATCH = 800

/** A short SKU code for an option value: '38' -> '38', 'Azul Marino' -> 'AZUM', 'Negro' -> 'NEG'. */
export function valueCode(value: string): string {
  const [first = '', ...rest] = slugify(value).toUpperCase().split('-')
  return first.slice(0, 3) + rest.map((w) => w[0]).join('')
}

/** Every combination of the option values, in the options' order. */
export function combinations(options: readonly OptionSeed[]): string[][] {
  return options.reduce<string[][]>(
    (acc, option) => acc.flatMap((combo) => option.values.map((v) => [...combo, v])),
    [[]],
  )
}

/**
 * The variants of a demo product: every combination except the missing ones, with stock from
 * `random` unless the combination (or one of its values) is sold out or the product forces a stock.
 */
export function variantsOf(product: ProductSeed, random: () => number): VariantRow[] {
  if (!product.options?.length) return []
  const missing = new Set(product.missing ?? [])
  const soldOut = new Set(product.soldOut ?? [])
  return combinations(product.options)
    .filter((values) => !missing.has(values.join(' / ')))
    .map((values) => {
      const isSoldOut = soldOut.has(values.join(' / ')) || values.some((v) => soldOut.has(v))
      const drawn = 2 + Math.floor(random() * 22)
      const override = values.map((v) => product.overrides?.[v]).find((p) => p !== undefined)
      return {
        values,
        stock: product.stock ?? (isSoldOut ? 0 : drawn),
        priceOverride: override ?? null,
        sku: [product.sku, ...values.map(valueCode)].join('-'),
      }
    })
}

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

/** Insert in batches and collect what each batch returns. */
async function insertAll<T, R>(rows: readonly T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = []
  for (const batch of chunks(rows)) out.push(...(await insert(batch)))
  return out
}

async function insertEach<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (const batch of chunks(rows)) await insert(batch)
}

/**
 * Insert products with their categories, images, options and variants. Rows are matched back by
 * unique keys (SKU, option name, value), never by the order a bulk insert returns them in.
 * Returns the id of each product by SKU.
 */
export async function insertProducts(
  db: Db,
  list: readonly PreparedProduct[],
  categoryIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const inserted = await insertAll(list, (batch) =>
    db
      .insert(products)
      .values(
        batch.map((p) => ({
          name: p.name,
          slug: p.slug,
          sku: p.sku,
          brand: p.brand,
          description: p.description,
          price: p.price,
          descuento: p.descuento,
          discount_price: discountPrice(p.price, p.descuento, priceRoundingStep(DEMO_SETTINGS)),
          // docs/product/catalogue.md#stock: a product with variants holds the sum of their stock.
          stock_quantity: p.variants.length ? p.variants.reduce((sum, v) => sum + v.stock, 0) : p.stock,
          is_featured: p.featured,
          tax_class: p.taxClass ?? 'general',
          created_at: p.createdAt,
          updated_at: p.createdAt,
        })),
      )
      .returning({ id: products.id, sku: products.sku }),
  )
  const idBySku = new Map(inserted.map((r) => [r.sku!, r.id]))
  const idOf = (p: PreparedProduct) => idBySku.get(p.sku)!

  await insertEach(
    list.flatMap((p) =>
      p.categories.map((slug) => ({ product_id: idOf(p), category_id: categoryIds.get(slug)! })),
    ),
    (batch) => db.insert(productCategories).values(batch),
  )
  const withOptions = list.filter((p) => p.options.length)
  const optionRows = await insertAll(
    withOptions.flatMap((p) =>
      p.options.map((o, position) => ({ product_id: idOf(p), name: o.name, position })),
    ),
    (batch) =>
      db.insert(productOptions).values(batch).returning({
        id: productOptions.id,
        product_id: productOptions.product_id,
        name: productOptions.name,
      }),
  )
  const optionId = new Map(optionRows.map((o) => [`${o.product_id}|${o.name}`, o.id]))
  const valueRows = await insertAll(
    withOptions.flatMap((p) =>
      p.options.flatMap((o) =>
        o.values.map((value, position) => ({
          option_id: optionId.get(`${idOf(p)}|${o.name}`)!,
          value,
          position,
        })),
      ),
    ),
    (batch) =>
      db.insert(productOptionValues).values(batch).returning({
        id: productOptionValues.id,
        option_id: productOptionValues.option_id,
        value: productOptionValues.value,
      }),
  )
  const valueId = new Map(valueRows.map((v) => [`${v.option_id}|${v.value}`, v.id]))
  const valueOf = (p: PreparedProduct, option: string, value: string | null | undefined) =>
    value ? (valueId.get(`${optionId.get(`${idOf(p)}|${option}`)}|${value}`) ?? null) : null

  await insertEach(
    list.flatMap((p) =>
      p.images.map((image_url, i) => ({
        product_id: idOf(p),
        image_url,
        is_primary: i === 0,
        sort_order: i,
        option_value_id: valueOf(p, 'Color', p.imageColours?.[i]),
      })),
    ),
    (batch) => db.insert(productImages).values(batch),
  )

  const variantRows = await insertAll(
    withOptions.flatMap((p) =>
      p.variants.map((v) => ({
        product_id: idOf(p),
        sku: v.sku,
        price_override: v.priceOverride,
        stock_quantity: v.stock,
      })),
    ),
    (batch) =>
      db
        .insert(productVariants)
        .values(batch)
        .returning({ id: productVariants.id, sku: productVariants.sku }),
  )
  const variantId = new Map(variantRows.map((v) => [v.sku!, v.id]))
  await insertEach(
    withOptions.flatMap((p) =>
      p.variants.flatMap((v) =>
        v.values.map((value, i) => ({
          variant_id: variantId.get(v.sku)!,
          option_value_id: valueOf(p, p.options[i]!.name, value)!,
        })),
      ),
    ),
    (batch) => db.insert(productVariantValues).values(batch),
  )
  return idBySku
}

/** Keep products.rating_average and review_count equal to what their reviews say. */
export async function refreshRatings(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE products p SET rating_average = s.average, review_count = s.total
      FROM (SELECT product_id, round(avg(rating), 2) AS average, count(*)::int AS total FROM reviews GROUP BY product_id) s
     WHERE s.product_id = p.id AND (p.rating_average <> s.average OR p.review_count <> s.total)`)
}
