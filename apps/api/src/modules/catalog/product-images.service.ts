import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { PRODUCT_UPLOADS } from '@vitrina/core/images'
import type { Db, Tx } from '../../db/client'
import { productImages, productOptions, productOptionValues, products } from '../../db/schema'
import { badRequest, notFound } from '../../lib/errors'
import { removeStoredImages } from '../../lib/images'
import type { FileStorage } from '../../lib/storage/file-storage'
import { PRODUCT_NOT_FOUND } from './product-detail.service'

const IMAGE_NOT_FOUND = 'Imagen no encontrada.'

/**
 * Add image references (stored WebP file names or https URLs) after the product's current ones; the
 * first image a product gets is its primary one.
 */
export async function addProductImages(db: Db, productId: number, imageUrls: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update')
    if (!product) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
    const [state] = await tx
      .select({
        next: sql<number>`COALESCE(max(${productImages.sort_order}) + 1, 0)::int`,
        hasPrimary: sql<boolean>`COALESCE(bool_or(${productImages.is_primary}), false)`,
      })
      .from(productImages)
      .where(eq(productImages.product_id, productId))
    const next = Number(state?.next ?? 0)
    await tx.insert(productImages).values(
      imageUrls.map((image_url, i) => ({
        product_id: productId,
        image_url,
        sort_order: next + i,
        is_primary: !state?.hasPrimary && i === 0,
      })),
    )
    await tx.update(products).set({ updated_at: new Date() }).where(eq(products.id, productId))
  })
}

/** Remove one image; when it was the primary one, the next image takes its place. */
export async function deleteProductImage(
  db: Db,
  imageId: number,
): Promise<{ productId: number; imageUrl: string }> {
  return db.transaction(async (tx) => {
    const [image] = await tx.delete(productImages).where(eq(productImages.id, imageId)).returning()
    if (!image) throw notFound(IMAGE_NOT_FOUND, 'IMAGE_NOT_FOUND')
    if (image.is_primary) {
      const [next] = await tx
        .select({ id: productImages.id })
        .from(productImages)
        .where(and(eq(productImages.product_id, image.product_id), ne(productImages.id, image.id)))
        .orderBy(asc(productImages.sort_order), asc(productImages.id))
        .limit(1)
      if (next) await tx.update(productImages).set({ is_primary: true }).where(eq(productImages.id, next.id))
    }
    return { productId: image.product_id, imageUrl: image.image_url }
  })
}

async function imageOf(tx: Tx, imageId: number): Promise<{ product_id: number }> {
  const [image] = await tx
    .select({ product_id: productImages.product_id })
    .from(productImages)
    .where(eq(productImages.id, imageId))
  if (!image) throw notFound(IMAGE_NOT_FOUND, 'IMAGE_NOT_FOUND')
  return image
}

/** The one image shown first (cards, search results, the gallery's start); returns its product. */
export async function setPrimaryImage(db: Db, imageId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const image = await imageOf(tx, imageId)
    await tx
      .update(productImages)
      .set({ is_primary: sql`${productImages.id} = ${imageId}` })
      .where(eq(productImages.product_id, image.product_id))
    await tx.update(products).set({ updated_at: new Date() }).where(eq(products.id, image.product_id))
    return image.product_id
  })
}

/**
 * Link a photo to the option value it shows, or unlink it with null (docs/product/catalogue.md#variant-images):
 * the value must be one of the photo's product. Returns the product.
 */
export async function setImageOptionValue(
  db: Db,
  imageId: number,
  optionValueId: number | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const image = await imageOf(tx, imageId)
    if (optionValueId !== null) {
      const [value] = await tx
        .select({ id: productOptionValues.id })
        .from(productOptionValues)
        .innerJoin(productOptions, eq(productOptions.id, productOptionValues.option_id))
        .where(
          and(eq(productOptionValues.id, optionValueId), eq(productOptions.product_id, image.product_id)),
        )
      if (!value)
        throw badRequest('Ese valor no es una opción de este producto.', 'OPTION_VALUE_NOT_IN_PRODUCT')
    }
    await tx
      .update(productImages)
      .set({ option_value_id: optionValueId })
      .where(eq(productImages.id, imageId))
    await tx.update(products).set({ updated_at: new Date() }).where(eq(products.id, image.product_id))
    return image.product_id
  })
}

/** Delete the stored files of uploaded images (every width); external URLs are left alone. */
export const removeImageFiles = (storage: FileStorage, imageUrls: string[]): Promise<void> =>
  removeStoredImages({ storage, folder: PRODUCT_UPLOADS }, imageUrls)
