import { and, eq } from 'drizzle-orm'
import type { StockNotificationInput } from '@vitrina/core/schemas/wishlist'
import type { Db } from '../../db/client'
import { products, productVariants, stockNotifications } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { PRODUCT_NOT_FOUND } from '../catalog/product-detail.service'
import { stockSnapshot } from './back-in-stock.service'

export const NOTIFY_MESSAGES = {
  created: '¡Te avisaremos cuando vuelva a estar disponible!',
  duplicate: 'Ya estabas en la lista: te avisaremos cuando vuelva a estar disponible.',
  available: '¡Buenas noticias! Este producto ya está disponible.',
} as const

/**
 * A back-in-stock sign-up (docs/product/catalogue.md#back-in-stock POST /api/notifications). A second sign-up
 * for the same product (or variant) and e-mail keeps the first row; nothing is stored when it is already in
 * stock.
 */
export async function requestStockNotification(db: Db, input: StockNotificationInput): Promise<string> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.is_active, true)))
  if (!product) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
  const variantId = input.variantId ?? null
  if (variantId !== null) {
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.product_id, input.productId)))
    if (!variant) throw notFound('Variante no encontrada.', 'VARIANT_NOT_FOUND')
  }
  const stock = await stockSnapshot(db, input.productId)
  const available = variantId === null ? stock.total : (stock.variants.get(variantId) ?? 0)
  if (available > 0) return NOTIFY_MESSAGES.available
  const inserted = await db
    .insert(stockNotifications)
    .values({ product_id: input.productId, variant_id: variantId, email: input.email })
    // The partial unique index (product, variant, lower(email)) WHERE notified_at IS NULL.
    .onConflictDoNothing()
    .returning({ id: stockNotifications.id })
  return inserted.length ? NOTIFY_MESSAGES.created : NOTIFY_MESSAGES.duplicate
}
