import { sql } from 'drizzle-orm'
import { variantLabel, type OptionRef } from '@vitrina/core/variants'
import { queryRows, type Db, type Tx } from '../../db/client'
import { backInStockMailJob } from './back-in-stock-mail'

// docs/product/catalogue.md#back-in-stock: when a product or a variant goes from 0 to positive stock, every
// pending sign-up for it is e-mailed once (a job enqueued with the write) and marked notified. Any module that puts stock back
// (product edits, variants, cancelled orders) runs its write through withBackInStock(), or calls
// stockSnapshot() before and claimRestocked() after inside its own transaction.

type Conn = Db | Tx

export interface StockSnapshot {
  productId: number
  total: number
  variants: Map<number, number>
}

export interface BackInStockNotice {
  email: string
  productId: number
  productName: string
  /** 'M / Rojo' for a variant sign-up, else null. */
  variant: string | null
}

/** Stock of a product and of each of its variants right now. */
export async function stockSnapshot(db: Conn, productId: number): Promise<StockSnapshot> {
  const rows = await queryRows<{ own: number; variant_id: number | null; stock: number | null }>(
    db,
    sql`SELECT p.stock_quantity AS own, v.id AS variant_id, v.stock_quantity AS stock
      FROM products p LEFT JOIN product_variants v ON v.product_id = p.id WHERE p.id = ${productId}`,
  )
  const variants = new Map<number, number>()
  for (const row of rows) if (row.variant_id !== null) variants.set(Number(row.variant_id), Number(row.stock))
  const total = variants.size
    ? [...variants.values()].reduce((sum, n) => sum + n, 0)
    : Number(rows[0]?.own ?? 0)
  return { productId, total, variants }
}

/**
 * Compare with a snapshot taken before the write, and claim (mark notified) the pending sign-ups of
 * whatever went from 0 to positive; their e-mails are enqueued with the same transaction. Returns who
 * is written to.
 */
export async function claimRestocked(db: Conn, before: StockSnapshot): Promise<BackInStockNotice[]> {
  const after = await stockSnapshot(db, before.productId)
  const productBack = before.total <= 0 && after.total > 0
  const variantsBack = [...after.variants]
    .filter(([id, stock]) => stock > 0 && (before.variants.get(id) ?? 0) <= 0)
    .map(([id]) => id)
  if (!productBack && !variantsBack.length) return []
  const variantCondition = variantsBack.length
    ? sql`variant_id IN (${sql.join(variantsBack, sql`, `)})`
    : sql`false`
  const claimed = await queryRows<{ email: string; variant_id: number | null }>(
    db,
    sql`UPDATE stock_notifications SET notified_at = now()
      WHERE product_id = ${before.productId} AND notified_at IS NULL
        AND ((variant_id IS NULL AND ${productBack}) OR ${variantCondition})
      RETURNING email, variant_id`,
  )
  if (!claimed.length) return []
  const [product] = await queryRows<{
    name: string
    options: OptionRef[]
    variants: { id: number; value_ids: number[] }[]
  }>(
    db,
    sql`SELECT p.name,
        COALESCE((SELECT json_agg(json_build_object('id', o.id, 'name', o.name, 'values',
          (SELECT COALESCE(json_agg(json_build_object('id', ov.id, 'value', ov.value)), '[]') FROM product_option_values ov WHERE ov.option_id = o.id))
          ORDER BY o.position, o.id) FROM product_options o WHERE o.product_id = p.id), '[]') AS options,
        COALESCE((SELECT json_agg(json_build_object('id', v.id, 'value_ids',
          (SELECT COALESCE(json_agg(vv.option_value_id), '[]') FROM product_variant_values vv WHERE vv.variant_id = v.id)))
          FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants
      FROM products p WHERE p.id = ${before.productId}`,
  )
  const notices = claimed.map((row) => {
    const variant =
      row.variant_id === null ? undefined : product?.variants.find((v) => v.id === Number(row.variant_id))
    return {
      email: row.email,
      productId: before.productId,
      productName: product?.name ?? '',
      variant: variant ? variantLabel(product?.options ?? [], variant.value_ids) || null : null,
    }
  })
  for (const notice of notices) await backInStockMailJob.enqueue(db, notice)
  return notices
}

/**
 * Run a write that may put stock back, inside one transaction with the products locked; the notices
 * it returns are already enqueued.
 */
export async function withBackInStock<T>(
  db: Db,
  productIds: number[],
  write: (tx: Tx) => Promise<T>,
): Promise<{ result: T; notices: BackInStockNotice[] }> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b)
  return db.transaction(async (tx) => {
    // Ascending order, like order creation (docs/product/orders.md#no-oversell), so writers never deadlock.
    if (ids.length)
      await tx.execute(
        sql`SELECT id FROM products WHERE id IN (${sql.join(ids, sql`, `)}) ORDER BY id FOR UPDATE`,
      )
    const before = await Promise.all(ids.map((id) => stockSnapshot(tx, id)))
    const result = await write(tx)
    const notices = (await Promise.all(before.map((snapshot) => claimRestocked(tx, snapshot)))).flat()
    return { result, notices }
  })
}
