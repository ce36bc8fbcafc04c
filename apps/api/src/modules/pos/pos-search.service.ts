import { sql } from 'drizzle-orm'
import { variantPrices } from '@vitrina/core/discount'
import type { TaxClass } from '@vitrina/core/tax-classes'
import { POS_SEARCH_LIMIT, type PosCustomer, type PosProduct } from '@vitrina/core/schemas/pos'
import { queryRows, type Db } from '../../db/client'
import { containsPattern, escapeLike } from '../../lib/like'
import { variantLabelSql } from '../catalog/variant-label-sql'

// docs/product/back-office.md#point-of-sale: the till finds products by name or SKU as the cashier types, and
// a barcode scanner types a whole SKU then Enter; an exact SKU (the product's or a variant's) comes first and
// says which variant was scanned.

export async function searchPosProducts(db: Db, search: string, step: number): Promise<PosProduct[]> {
  const term = search.trim().toLowerCase()
  const words = term.split(/\s+/).filter(Boolean)
  // Every word must appear in the name (accents ignored) or in a SKU of the product or its variants.
  const wordMatches = words.map(
    (word) => sql`(f_unaccent(lower(p.name)) LIKE f_unaccent(${containsPattern(word)})
      OR lower(coalesce(p.sku, '')) LIKE ${containsPattern(word)}
      OR EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id
        AND lower(coalesce(v.sku, '')) LIKE ${containsPattern(word)}))`,
  )
  const rows = await queryRows<{
    id: number
    name: string
    sku: string | null
    price: number
    discount_price: number | null
    descuento: number
    tax_class: TaxClass
    stock_quantity: number
    image_url: string | null
    exact_product: boolean
    matched_variant_id: number | null
  }>(
    db,
    sql`SELECT * FROM (
      SELECT p.id, p.name, p.sku, p.price, p.discount_price, p.descuento, p.tax_class, p.stock_quantity,
        (SELECT pi.image_url FROM product_images pi WHERE pi.product_id = p.id
          ORDER BY pi.is_primary DESC, pi.sort_order, pi.id LIMIT 1) AS image_url,
        lower(coalesce(p.sku, '')) = ${term} AS exact_product,
        (SELECT v.id FROM product_variants v WHERE v.product_id = p.id AND lower(v.sku) = ${term}
          LIMIT 1) AS matched_variant_id
      FROM products p
      WHERE p.is_active AND ${sql.join(wordMatches, sql` AND `)}
    ) found
    ORDER BY (exact_product OR matched_variant_id IS NOT NULL) DESC,
      f_unaccent(lower(name)) LIKE f_unaccent(${`${escapeLike(term)}%`}) DESC,
      name, id
    LIMIT ${POS_SEARCH_LIMIT}`,
  )
  if (!rows.length) return []
  const ids = rows.map((r) => Number(r.id))
  const variants = await queryRows<{
    id: number
    product_id: number
    sku: string | null
    price_override: number | null
    stock_quantity: number
    label: string | null
  }>(
    db,
    sql`SELECT v.id, v.product_id, v.sku, v.price_override, v.stock_quantity,
        ${variantLabelSql(sql`v.id`)} AS label
      FROM product_variants v WHERE v.product_id IN (${sql.join(ids, sql`, `)}) ORDER BY v.id`,
  )
  return rows.map((row) => {
    const product = {
      price: Number(row.price),
      discount_price: row.discount_price === null ? null : Number(row.discount_price),
      descuento: Number(row.descuento),
    }
    const own = variants
      .filter((v) => Number(v.product_id) === Number(row.id))
      .map((v) => ({
        id: Number(v.id),
        label: v.label ?? '',
        sku: v.sku,
        ...variantPrices(
          product,
          {
            price_override: v.price_override === null ? null : Number(v.price_override),
          },
          step,
        ),
        stock: Number(v.stock_quantity),
      }))
    const matched = row.matched_variant_id === null ? null : Number(row.matched_variant_id)
    return {
      id: Number(row.id),
      name: row.name,
      sku: row.sku,
      price: product.price,
      discount_price: product.discount_price,
      tax_class: row.tax_class,
      stock: own.length ? own.reduce((sum, v) => sum + v.stock, 0) : Number(row.stock_quantity),
      image_url: row.image_url,
      variants: own,
      exact: Boolean(row.exact_product) || matched !== null,
      matched_variant_id: matched,
    }
  })
}

const CUSTOMER_SEARCH_LIMIT = 8

/** Active accounts whose username or e-mail contains the text, to put a customer on a sale. */
export async function searchPosCustomers(db: Db, search: string): Promise<PosCustomer[]> {
  const pattern = containsPattern(search.trim().toLowerCase())
  return queryRows<PosCustomer>(
    db,
    sql`SELECT u.id, u.username, u.email FROM users u
      WHERE u.is_active AND (lower(u.username) LIKE ${pattern} OR lower(u.email) LIKE ${pattern})
      ORDER BY lower(u.username) LIMIT ${CUSTOMER_SEARCH_LIMIT}`,
  )
}
