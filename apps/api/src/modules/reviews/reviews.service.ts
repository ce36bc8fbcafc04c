import { and, eq, sql } from 'drizzle-orm'
import type { Review } from '@vitrina/core/schemas/catalog'
import type { ReviewInput } from '@vitrina/core/schemas/reviews'
import { queryRows, type Db } from '../../db/client'
import { products, reviews } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { isoTime } from '../catalog/product-json'
import { PRODUCT_NOT_FOUND } from '../catalog/product-detail.service'

/**
 * docs/product/catalogue.md#reviews: one per customer per product, a second submission updates the first.
 * The product's rating_average and review_count change in the same transaction, from the rows
 * themselves, so they can never drift.
 */
export async function saveReview(
  db: Db,
  productId: number,
  userId: string,
  input: ReviewInput,
): Promise<{ review: Review; created: boolean }> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.is_active, true)))
      .for('update')
    if (!product) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
    const [saved] = await tx
      .insert(reviews)
      .values({ product_id: productId, user_id: userId, rating: input.rating, comment: input.comment })
      .onConflictDoUpdate({
        target: [reviews.product_id, reviews.user_id],
        set: { rating: input.rating, comment: input.comment, updated_at: sql`now()` },
      })
      .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` })
    await tx.execute(sql`UPDATE products SET
        rating_average = COALESCE((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = ${productId}), 0),
        review_count = (SELECT count(*) FROM reviews WHERE product_id = ${productId})
      WHERE id = ${productId}`)
    const [review] = await queryRows<Review>(
      tx,
      sql`SELECT r.id, u.username,
          (SELECT pi.image_url FROM profile_images pi WHERE pi.user_id = r.user_id AND pi.is_primary LIMIT 1) AS profile_image_url,
          r.rating::int AS rating, r.comment, ${isoTime(sql`r.created_at`)} AS created_at,
          EXISTS (SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
            WHERE oi.product_id = r.product_id AND o.user_id = r.user_id AND o.status <> 'cancelado') AS verified_purchase
        FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.id = ${saved!.id}`,
    )
    return { review: review!, created: Boolean(saved!.created) }
  })
}
