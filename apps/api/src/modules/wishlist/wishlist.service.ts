import { and, eq, sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client'
import { products, wishlistItems } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { productJson } from '../catalog/product-json'
import { PRODUCT_NOT_FOUND } from '../catalog/product-detail.service'

/** The user's saved products (active ones), most recently saved first, as list items (JSON text). */
export async function listWishlist(db: Db, userId: string): Promise<string> {
  const [row] = await queryRows<{ items: unknown[] | null }>(
    db,
    sql`SELECT json_agg(${productJson()} ORDER BY w.created_at DESC, p.id DESC) AS items
      FROM wishlist_items w JOIN products p ON p.id = w.product_id
      WHERE w.user_id = ${userId} AND p.is_active`,
  )
  return JSON.stringify(row?.items ?? [])
}

/** Saving twice is the same as saving once. */
export async function addToWishlist(db: Db, userId: string, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.is_active, true)))
  if (!product) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
  await db.insert(wishlistItems).values({ user_id: userId, product_id: productId }).onConflictDoNothing()
}

/** Removing a product that is not saved is not an error: the list ends up as asked. */
export async function removeFromWishlist(db: Db, userId: string, productId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.user_id, userId), eq(wishlistItems.product_id, productId)))
}
