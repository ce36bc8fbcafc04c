import { eq, sql } from 'drizzle-orm'
import type { Category, CategoryInput, CategoryUpdate } from '@vitrina/core/schemas/categories'
import { queryRows, type Db } from '../../db/client'
import { categories } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { resolveSlug } from '../catalog/slugs'

const CATEGORY_NOT_FOUND = 'Categoría no encontrada.'

const selectCategories = (where = sql``) => sql`SELECT c.id, c.name, c.slug, c.description, c.image_url,
    (SELECT count(*)::int FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE pc.category_id = c.id AND p.is_active) AS product_count
  FROM categories c ${where} ORDER BY c.name, c.id`

/** Every category with how many active products it holds (the shop's category select). */
export async function listCategories(db: Db): Promise<Category[]> {
  return queryRows<Category>(db, selectCategories())
}

export async function getCategory(db: Db, id: number): Promise<Category> {
  const [row] = await queryRows<Category>(db, selectCategories(sql`WHERE c.id = ${id}`))
  if (!row) throw notFound(CATEGORY_NOT_FOUND, 'CATEGORY_NOT_FOUND')
  return row
}

/** The slug is unique; without one it is made from the name. */
export async function createCategory(db: Db, input: CategoryInput): Promise<number> {
  const slug = await resolveSlug(db, 'categories', input.slug, input.name)
  const [row] = await db
    .insert(categories)
    .values({
      name: input.name,
      slug,
      description: input.description ?? null,
      image_url: input.image_url ?? null,
    })
    .returning({ id: categories.id })
  return row!.id
}

export async function updateCategory(db: Db, id: number, input: CategoryUpdate): Promise<void> {
  const slug = input.slug ? await resolveSlug(db, 'categories', input.slug, '', id) : undefined
  if (!Object.keys(input).length) return void (await getCategory(db, id))
  const [row] = await db
    .update(categories)
    .set({ ...input, ...(slug ? { slug } : {}) })
    .where(eq(categories.id, id))
    .returning({ id: categories.id })
  if (!row) throw notFound(CATEGORY_NOT_FOUND, 'CATEGORY_NOT_FOUND')
}

/** Products of a deleted category simply stop belonging to it. */
export async function deleteCategory(db: Db, id: number): Promise<void> {
  const [row] = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id })
  if (!row) throw notFound(CATEGORY_NOT_FOUND, 'CATEGORY_NOT_FOUND')
}
