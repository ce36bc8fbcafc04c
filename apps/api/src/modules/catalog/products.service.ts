import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { discountPercentOf, discountPrice } from '@vitrina/core/discount'
import {
  DISCOUNT_PRICE_TOO_HIGH,
  type ProductCreate,
  type ProductUpdate,
} from '@vitrina/core/schemas/catalog-admin'
import type { Db, Tx } from '../../db/client'
import { categories, productCategories, productImages, products } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { PRODUCT_NOT_FOUND } from './product-detail.service'
import { resolveSlug } from './slugs'

async function ensureSkuFree(db: Db | Tx, sku: string | null | undefined, exceptId?: number) {
  if (!sku) return
  const others = await db
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId === undefined ? eq(products.sku, sku) : and(eq(products.sku, sku), ne(products.id, exceptId)),
    )
  if (others.length) throw conflict('Ya existe un producto con ese SKU.', 'SKU_TAKEN')
}

async function ensureCategoriesExist(db: Db | Tx, ids: number[]) {
  if (!ids.length) return
  const found = new Set(
    (await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))).map(
      (r) => r.id,
    ),
  )
  const missing = ids.find((id) => !found.has(id))
  if (missing !== undefined) throw badRequest(`La categoría ${missing} no existe.`, 'CATEGORY_NOT_FOUND')
}

async function replaceCategories(tx: Tx, productId: number, ids: number[]) {
  await ensureCategoriesExist(tx, ids)
  await tx.delete(productCategories).where(eq(productCategories.product_id, productId))
  if (ids.length)
    await tx
      .insert(productCategories)
      .values(ids.map((category_id) => ({ product_id: productId, category_id })))
}

/**
 * The sale-price columns a typed discount_price sets (docs/product/catalogue.md#discount): kept as typed,
 * with descuento the whole percentage it represents; null clears both. Undefined when nothing was typed.
 */
function typedSalePrice(price: number, typed: number | null | undefined) {
  if (typed === undefined) return undefined
  if (typed === null) return { discount_price: null, descuento: 0 }
  if (typed >= price) throw badRequest(DISCOUNT_PRICE_TOO_HIGH, 'DISCOUNT_PRICE_TOO_HIGH')
  return { discount_price: typed, descuento: discountPercentOf(price, typed) }
}

/** POST /api/products: the new product's id. */
export async function createProduct(db: Db, input: ProductCreate): Promise<number> {
  return db.transaction(async (tx) => {
    const slug = await resolveSlug(tx, 'products', input.slug, input.name)
    await ensureSkuFree(tx, input.sku)
    const [row] = await tx
      .insert(products)
      .values({
        name: input.name,
        slug,
        description: input.description ?? '',
        price: input.price,
        ...typedSalePrice(input.price, input.discount_price),
        stock_quantity: input.stock_quantity ?? 0,
        brand: input.brand ?? null,
        sku: input.sku ?? null,
        is_featured: input.is_featured ?? false,
        is_active: input.is_active ?? true,
        tax_class: input.tax_class ?? 'general',
        withdrawable: input.withdrawable ?? true,
        landing_content: input.landing_content ?? null,
      })
      .returning({ id: products.id })
    if (input.categoryIds?.length) await replaceCategories(tx, row!.id, input.categoryIds)
    return row!.id
  })
}

/**
 * PUT /api/products/{id}: only the fields sent change. A typed discount_price wins; otherwise a new price
 * keeps the discount percentage, rounded to the store's step (docs/product/catalogue.md#discount); the slug
 * stays when only the name changes, so shared links keep working.
 */
export async function updateProduct(tx: Tx, id: number, input: ProductUpdate, step: number): Promise<void> {
  const [current] = await tx
    .select({ price: products.price, descuento: products.descuento })
    .from(products)
    .where(eq(products.id, id))
  if (!current) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
  const slug = input.slug ? await resolveSlug(tx, 'products', input.slug, '', id) : undefined
  await ensureSkuFree(tx, input.sku, id)
  const { categoryIds, discount_price: typed, ...fields } = input
  const price = fields.price ?? current.price
  const sale =
    typedSalePrice(price, typed) ??
    (fields.price !== undefined ? { discount_price: discountPrice(price, current.descuento, step) } : {})
  await tx
    .update(products)
    .set({
      ...fields,
      ...sale,
      ...(slug ? { slug } : {}),
      updated_at: new Date(),
    })
    .where(eq(products.id, id))
  if (categoryIds) await replaceCategories(tx, id, categoryIds)
}

/** DELETE /api/products/{id}: orders keep their frozen lines; returns the image references to remove. */
export async function deleteProduct(db: Db, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const images = await tx
      .select({ image_url: productImages.image_url })
      .from(productImages)
      .where(eq(productImages.product_id, id))
    const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id })
    if (!deleted) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
    return images.map((i) => i.image_url)
  })
}

/** PUT /api/products/{id}/discount: 0-95 sets discount_price from the price (rounded to the step), 0 clears it. */
export async function setDiscount(db: Db, id: number, descuento: number, step: number): Promise<void> {
  const [row] = await db.select({ price: products.price }).from(products).where(eq(products.id, id))
  if (!row) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
  await db
    .update(products)
    .set({ descuento, discount_price: discountPrice(row.price, descuento, step) })
    .where(eq(products.id, id))
}

/**
 * PUT /api/categories/{id}/discount: one percentage on every product of the category (hidden ones
 * too), all or none, each price rounded as discountPrice() rounds it. Answers the category's name and
 * how many products changed.
 */
export async function setCategoryDiscount(
  db: Db,
  categoryId: number,
  descuento: number,
  step: number,
): Promise<{ category: string; updated: number }> {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, categoryId))
    if (!category) throw notFound('Categoría no encontrada.', 'CATEGORY_NOT_FOUND')
    const rows = await tx
      .select({ id: products.id, price: products.price })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.product_id, products.id))
      .where(eq(productCategories.category_id, categoryId))
      .orderBy(asc(products.id))
      .for('update', { of: products })
    if (rows.length)
      await tx.execute(sql`UPDATE products AS p SET descuento = ${descuento}, discount_price = x.discount_price,
        updated_at = now()
        FROM (VALUES ${sql.join(
          rows.map((r) => sql`(${r.id}::int, ${discountPrice(r.price, descuento, step)}::int)`),
          sql`, `,
        )}) AS x(id, discount_price) WHERE p.id = x.id`)
    return { category: category.name, updated: rows.length }
  })
}

/** POST /api/products/{id}/categories: the product's categories become exactly these. */
export async function setProductCategories(db: Db, id: number, categoryIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update')
    if (!row) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
    await replaceCategories(tx, id, categoryIds)
  })
}
