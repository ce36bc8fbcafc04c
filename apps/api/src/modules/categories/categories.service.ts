import { eq, sql } from 'drizzle-orm'
import type { Category, CategoryInput, CategoryUpdate } from '@vitrina/core/schemas/categories'
import { queryRows, type Db } from '../../db/client'
import { categories } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { resolveSlug } from '../catalog/slugs'

const CATEGORY_NOT_FOUND = 'Categoría no encontrada.'

// docs/product/catalogue.md#category-tiles: the best product is the featured one first, then the best rated
// with the most reviews, then the newest; only active products with an image count.
const selectCategories = (where = sql``) => sql`SELECT c.id, c.name, c.slug, c.description, c.image_url,
    c.position,
    (SELECT count(*)::int FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE pc.category_id = c.id AND p.is_active) AS product_count,
    (SELECT pi.image_url FROM product_categories pc JOIN products p ON p.id = pc.product_id
      JOIN product_images pi ON pi.product_id = p.id
      WHERE pc.category_id = c.id AND p.is_active
      ORDER BY p.is_featured DESC, p.rating_average DESC, p.review_count DESC, p.created_at DESC, p.id DESC,
        pi.is_primary DESC, pi.sort_order, pi.id
      LIMIT 1) AS product_image_url
  FROM categories c ${where} ORDER BY c.position, c.name, c.id`

/** Every category in staff's order (docs/product/catalogue.md#category-order) with its active product count. */
export async function listCategories(db: Db): Promise<Category[]> {
  return queryRows<Category>(db, selectCategories())
}

export async function getCategory(db: Db, id: number): Promise<Category> {
  const [row] = await queryRows<Category>(db, selectCategories(sql`WHERE c.id = ${id}`))
  if (!row) throw notFound(CATEGORY_NOT_FOUND, 'CATEGORY_NOT_FOUND')
  return row
}

/** docs/product/catalogue.md#category-page: the category a shop address names, if there is one. */
export async function findCategoryBySlug(db: Db, slug: string): Promise<Category | undefined> {
  const [row] = await queryRows<Category>(db, selectCategories(sql`WHERE c.slug = ${slug}`))
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
      // A new category goes last unless staff say where (docs/product/catalogue.md#category-order).
      position: input.position ?? sql`(SELECT coalesce(max(position), 0) + 1 FROM categories)`,
    })
    .returning({ id: categories.id })
  return row!.id
}

/** Answers the image the category had before, so the caller can remove a replaced upload. */
export async function updateCategory(db: Db, id: number, input: CategoryUpdate): Promise<string | null> {
  const slug = input.slug ? await resolveSlug(db, 'categories', input.slug, '', id) : undefined
  const before = await getCategory(db, id)
  if (!Object.keys(input).length) return before.image_url
  await db
    .update(categories)
    .set({ ...input, ...(slug ? { slug } : {}) })
    .where(eq(categories.id, id))
  return before.image_url
}

/** docs/product/catalogue.md#category-image: answers the image it replaced. */
export async function setCategoryImage(db: Db, id: number, imageUrl: string): Promise<string | null> {
  const before = await getCategory(db, id)
  await db.update(categories).set({ image_url: imageUrl }).where(eq(categories.id, id))
  return before.image_url
}

/** Products of a deleted category simply stop belonging to it. Answers its image, for the files. */
export async function deleteCategory(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ image_url: categories.image_url })
  if (!row) throw notFound(CATEGORY_NOT_FOUND, 'CATEGORY_NOT_FOUND')
  return row.image_url
}
