import { eq, sql } from 'drizzle-orm'
import type {
  FutureProduct,
  FutureProductInput,
  FutureProductUpdate,
} from '@vitrina/core/schemas/future-products'
import type { Db } from '../../db/client'
import { futureProducts } from '../../db/schema'
import { notFound } from '../../lib/errors'

const NOT_FOUND = 'Producto futuro no encontrado.'

const columns = {
  id: futureProducts.id,
  name: futureProducts.name,
  category: futureProducts.category,
  description: futureProducts.description,
  expected_release_date: futureProducts.expected_release_date,
  image_url: futureProducts.image_url,
}

/** docs/product/catalogue.md#future-products 'Próximamente': the soonest release first, undated ones last. */
export async function listFutureProducts(db: Db): Promise<FutureProduct[]> {
  return db
    .select(columns)
    .from(futureProducts)
    .orderBy(sql`${futureProducts.expected_release_date} ASC NULLS LAST`, futureProducts.id)
}

export async function createFutureProduct(db: Db, input: FutureProductInput): Promise<FutureProduct> {
  const [row] = await db
    .insert(futureProducts)
    .values({
      name: input.name,
      category: input.category ?? '',
      description: input.description ?? '',
      expected_release_date: input.expected_release_date ?? null,
      image_url: input.image_url ?? null,
    })
    .returning(columns)
  return row!
}

/**
 * Edits a future product; `previous` is the image it had when this edit replaced it, so the caller can
 * remove an uploaded file nothing shows any more (docs/product/catalogue.md#future-product-images).
 */
export async function updateFutureProduct(
  db: Db,
  id: number,
  input: FutureProductUpdate,
): Promise<{ item: FutureProduct; previous: string | null }> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ image_url: futureProducts.image_url })
      .from(futureProducts)
      .where(eq(futureProducts.id, id))
      .for('update')
    if (!old) throw notFound(NOT_FOUND, 'FUTURE_PRODUCT_NOT_FOUND')
    const [item] = Object.keys(input).length
      ? await tx.update(futureProducts).set(input).where(eq(futureProducts.id, id)).returning(columns)
      : await tx.select(columns).from(futureProducts).where(eq(futureProducts.id, id))
    const replaced = 'image_url' in input && old.image_url !== item!.image_url
    return { item: item!, previous: replaced ? old.image_url : null }
  })
}

/** Deletes a future product; returns the image it had, for the caller to remove its files. */
export async function deleteFutureProduct(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .delete(futureProducts)
    .where(eq(futureProducts.id, id))
    .returning({ image_url: futureProducts.image_url })
  if (!row) throw notFound(NOT_FOUND, 'FUTURE_PRODUCT_NOT_FOUND')
  return row.image_url
}
