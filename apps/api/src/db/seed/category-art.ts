import { NAMED_COLOURS } from '@vitrina/core/colours'
import { type CategorySeed, type ProductSeed } from './catalog-data'
import type { ImageTarget } from '../../lib/images'
import { backdropFor, mapLimit, storeProductArt } from './product-art'

// docs/product/catalogue.md#category-tiles: every demo category gets its own picture, drawn the way the
// product photos are: the illustration of its showcase product, turned, on the category's own backdrop.

/**
 * The product a category is pictured by: the first featured one among those whose main category it is, else
 * the first of those, else the first product that belongs to it at all.
 */
export function showcaseProduct(slug: string, products: readonly ProductSeed[]): ProductSeed | undefined {
  const own = products.filter((p) => p.categories[0] === slug)
  return own.find((p) => p.featured) ?? own[0] ?? products.find((p) => p.categories.includes(slug))
}

/** The demo categories as rows: staff's order is the listed order, and each has a drawn image. */
export async function demoCategoryRows(
  categories: readonly CategorySeed[],
  products: readonly ProductSeed[],
  target: ImageTarget,
): Promise<(CategorySeed & { position: number; image_url: string | null })[]> {
  const images = await mapLimit(categories, 3, async (category, index) => {
    const product = showcaseProduct(category.slug, products)
    if (!product) return null
    const name = product.options?.find((o) => o.name === 'Color')?.values[0] ?? product.color ?? 'Blanco'
    const color = NAMED_COLOURS[name] ?? name
    const spec = {
      kind: product.art,
      color,
      ...(product.pattern ? { pattern: product.pattern } : {}),
      ...(product.label ? { label: product.label } : {}),
    }
    return storeProductArt(spec, 'angle', backdropFor(color, index + 3), target, `categoria-${category.slug}`)
  })
  return categories.map((category, index) => ({
    ...category,
    position: index + 1,
    image_url: images[index]!,
  }))
}
