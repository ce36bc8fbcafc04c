import { slugify } from '@vitrina/core/slug'
import type { TaxClass } from '@vitrina/core/tax-classes'
import { categories, productCategories, productImages, products } from '../../db/schema'
import type { TestContext } from '../build-test-app'

// Test helpers: catalogue rows inserted directly (fast), for tests that exercise reads and searches.

let counter = 0

export async function insertCategory(ctx: TestContext, name: string, slug = slugify(name)) {
  const [row] = await ctx.app.db.insert(categories).values({ name, slug }).returning()
  return row!
}

export interface ProductSeed {
  name: string
  price?: number
  description?: string
  brand?: string | null
  sku?: string | null
  stock_quantity?: number
  is_featured?: boolean
  is_active?: boolean
  descuento?: number
  discount_price?: number | null
  tax_class?: TaxClass
  rating_average?: number
  review_count?: number
  created_at?: Date
  categoryIds?: number[]
  images?: string[]
}

export async function insertProduct(ctx: TestContext, seed: ProductSeed) {
  counter += 1
  const { categoryIds = [], images = [], ...values } = seed
  const [row] = await ctx.app.db
    .insert(products)
    .values({
      price: 50000,
      description: '',
      stock_quantity: 10,
      ...values,
      slug: `${slugify(seed.name)}-${counter}`,
    })
    .returning()
  if (categoryIds.length)
    await ctx.app.db
      .insert(productCategories)
      .values(categoryIds.map((category_id) => ({ product_id: row!.id, category_id })))
  if (images.length)
    await ctx.app.db.insert(productImages).values(
      images.map((image_url, i) => ({
        product_id: row!.id,
        image_url,
        is_primary: i === 0,
        sort_order: i,
      })),
    )
  return row!
}
