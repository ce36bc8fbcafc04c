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

export async function updateFutureProduct(
  db: Db,
  id: number,
  input: FutureProductUpdate,
): Promise<FutureProduct> {
  const query = Object.keys(input).length
    ? db.update(futureProducts).set(input).where(eq(futureProducts.id, id)).returning(columns)
    : db.select(columns).from(futureProducts).where(eq(futureProducts.id, id))
  const [row] = await query
  if (!row) throw notFound(NOT_FOUND, 'FUTURE_PRODUCT_NOT_FOUND')
  return row
}

export async function deleteFutureProduct(db: Db, id: number): Promise<void> {
  const [row] = await db
    .delete(futureProducts)
    .where(eq(futureProducts.id, id))
    .returning({ id: futureProducts.id })
  if (!row) throw notFound(NOT_FOUND, 'FUTURE_PRODUCT_NOT_FOUND')
}
