import { sql, type SQL } from 'drizzle-orm'
import type { TaxClass } from '@vitrina/core/tax-classes'
import { prepared, runPrepared, type Prepared, type Tx } from '../../db/client'
import { users } from '../../db/schema'
import type { MergedLine } from './order-stock.service'

// docs/decisions/008-orders-stock-and-idempotency.md: an order's locks are one statement and the reads that
// depend on them the next one. The second takes its snapshot after the locks are granted, so it sees
// whatever a lock holder committed; a subquery of the locking statement would read the snapshot taken
// before the wait.

export interface LockedProduct {
  id: number
  name: string
  price: number
  discount_price: number | null
  descuento: number
  sku: string | null
  is_active: boolean
  /** The IVA class the order freezes on each of its lines (docs/decisions/030-iva-by-product.md). */
  tax_class: TaxClass
  /** Each variant with its option values in the options' order. */
  variants: {
    id: number
    sku: string | null
    price_override: number | null
    values: { value_id: number; name: string; value: string }[]
  }[]
  /** The photos, the primary first, with the option value each shows. */
  images: { image_url: string; is_primary: boolean; option_value_id: number | null }[]
}

/** A value read with the products' details, after the locks: a scalar SQL built once, with its own slots. */
export interface LockedRead {
  name: string
  sql: SQL
}

export interface LockOptions {
  /** The customer whose row is locked first (the caps on what their open orders hold), if any. */
  customerId?: string | null
  /** Read in the statement after the locks, with `values` for its slots. */
  read?: LockedRead
  values?: Record<string, unknown>
}

/**
 * Lock the customer's row (when given), then the products in ascending id order (withBackInStock() and
 * the variant editor lock the same rows first, so nobody deadlocks), in one statement; then read what the
 * order freezes of their variants, option values and photos, with `read`'s value, in the next.
 */
export async function lockProducts<T = null>(
  tx: Tx,
  lines: readonly MergedLine[],
  { customerId = null, read, values = {} }: LockOptions = {},
): Promise<{ products: LockedProduct[]; read: T }> {
  const ids = [...new Set(lines.map((l) => l.productId))]
  const locked = await runPrepared<Omit<LockedProduct, 'variants' | 'images'>>(tx, productLock, {
    ids,
    customer_id: customerId,
  })
  const parts = await runPrepared<Pick<LockedProduct, 'id' | 'variants' | 'images'> & { also: T }>(
    tx,
    partsRead(read),
    { ...values, ids },
  )
  const partsById = new Map(parts.map((p) => [Number(p.id), p]))
  return {
    products: locked.map((p) => ({
      ...p,
      id: Number(p.id),
      variants: partsById.get(Number(p.id))?.variants ?? [],
      images: partsById.get(Number(p.id))?.images ?? [],
    })),
    read: parts[0]?.also ?? (null as T),
  }
}

// The customer's lock is an InitPlan of the products' filter, so it is taken before any product row is
// (both orders of one customer then wait on the customer, as when they were two statements).
const productLock = prepared(
  'order-lock',
  sql`WITH customer AS (SELECT id FROM ${users} WHERE id = ${sql.placeholder('customer_id')}::uuid FOR UPDATE)
    SELECT id, name, price, discount_price, descuento, sku, is_active, tax_class FROM products
    WHERE id = ANY(${sql.placeholder('ids')}::int[]) AND (SELECT count(*) FROM customer) >= 0
    ORDER BY id FOR UPDATE`,
)

const reads = new Map<string, Prepared>()

/** The statement after the locks (with `read` as the column `also`), built on its first use and kept. */
function partsRead(read?: LockedRead): Prepared {
  const name = `order-read${read ? `-${read.name}` : ''}`
  let statement = reads.get(name)
  if (!statement) {
    statement = prepared(
      name,
      sql`SELECT p.id,
    COALESCE((SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'price_override', v.price_override,
      'values', COALESCE((SELECT json_agg(json_build_object('value_id', ov.id, 'name', o.name, 'value', ov.value)
          ORDER BY o.position, o.id)
        FROM product_variant_values vv
        JOIN product_option_values ov ON ov.id = vv.option_value_id
        JOIN product_options o ON o.id = ov.option_id
        WHERE vv.variant_id = v.id), '[]')))
      FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants,
    COALESCE((SELECT json_agg(json_build_object('image_url', i.image_url, 'is_primary', i.is_primary,
        'option_value_id', i.option_value_id) ORDER BY i.is_primary DESC, i.sort_order, i.id)
      FROM product_images i WHERE i.product_id = p.id), '[]') AS images,
    ${read ? read.sql : sql`NULL`} AS also
    FROM unnest(${sql.placeholder('ids')}::int[]) AS p(id)`,
    )
    reads.set(name, statement)
  }
  return statement
}
