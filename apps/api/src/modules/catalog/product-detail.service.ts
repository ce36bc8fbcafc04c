import { sql } from 'drizzle-orm'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { queryRows, type Db } from '../../db/client'
import { notFound } from '../../lib/errors'
import { productJson } from './product-json'

export const PRODUCT_NOT_FOUND = 'Producto no encontrado.'

/**
 * One product with its reviews, in one statement, by id or slug. The public reads see active products
 * only; staff (editing a hidden product) pass includeInactive.
 */
export async function getProductDetail(
  db: Db,
  where: { id: number } | { slug: string },
  options: { includeInactive?: boolean } = {},
): Promise<ProductDetail> {
  const match = 'id' in where ? sql`p.id = ${where.id}` : sql`p.slug = ${where.slug}`
  const active = options.includeInactive ? sql`` : sql`AND p.is_active`
  const [row] = await queryRows<{ product: ProductDetail }>(
    db,
    sql`SELECT ${productJson('detail')} AS product FROM products p WHERE ${match} ${active}`,
  )
  if (!row) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
  return row.product
}
