import { inArray, sql } from 'drizzle-orm'
import { IMAGE_WIDTHS, PRODUCT_UPLOADS } from '@vitrina/core/images'
import { slugify } from '@vitrina/core/slug'
import type { ImageTarget } from '../../lib/images'
import type { FileStorage } from '../../lib/storage/file-storage'
import { settleAfterBulkLoad, type Db } from '../client'
import { categories, products, reviews, users } from '../schema'
import {
  combinations,
  insertProducts,
  type PreparedProduct,
  refreshRatings,
  valueCode,
  type VariantRow,
} from './catalog-builder'
import { NAMED_COLOURS } from '@vitrina/core/colours'
import { CATEGORIES, type OptionSeed } from './catalog-data'
import { REVIEW_AUTHORS } from './demo-accounts'
import { ADJECTIVES, BRANDS, CLOSINGS, TEMPLATES } from './large-catalogue-data'
import { type ArtKind, backdropFor, mapLimit, storeProductArt } from './product-art'
import { seededRandom } from './reviews-data'

// A big generated catalogue for benchmarks (`npm run seed:large -- --products 10000`): templates
// combined with adjectives, colours and brands, a few hundred rows per statement, and a small pool
// of pictures shared by many products instead of one drawing per product.

const POOL_PREFIX = 'catalogo'

function poolName(art: ArtKind, colour: string): string {
  return `${POOL_PREFIX}-${art}-${slugify(colour)}`
}

/** Draw the shared pictures that are not stored yet (a second run reuses them). */
async function ensurePool(target: ImageTarget): Promise<void> {
  const largest = Math.max(...IMAGE_WIDTHS)
  const stored = async (base: string) => {
    const keys = IMAGE_WIDTHS.map((w) => `${target.folder}/${w === largest ? base : `${base}-${w}`}.webp`)
    return (await Promise.all(keys.map((key) => target.storage.has(key)))).every(Boolean)
  }
  const all = TEMPLATES.flatMap((t) => t.colours.map((colour, k) => ({ t, colour, k })))
  const present = await Promise.all(all.map(({ t, colour }) => stored(poolName(t.art, colour))))
  const missing = all.filter((_, i) => !present[i])
  await mapLimit(missing, 3, ({ t, colour, k }) =>
    storeProductArt(
      { kind: t.art, color: NAMED_COLOURS[colour]! },
      'front',
      backdropFor(NAMED_COLOURS[colour]!, k),
      target,
      poolName(t.art, colour),
    ),
  )
}

function roundPrice(random: () => number, [min, max]: readonly [number, number]): number {
  // Colombian shelf prices end in 900: 129.900, 59.900.
  return Math.round((min + random() * (max - min)) / 10000) * 10000 - 100
}

function generate(index: number, seq: number, now: number): PreparedProduct {
  const random = seededRandom(seq * 2654435761)
  const template = TEMPLATES[index % TEMPLATES.length]!
  const adjective = ADJECTIVES[Math.floor(random() * ADJECTIVES.length)]!
  const adjectiveForm = adjective[template.gender === 'm' ? 0 : template.gender === 'f' ? 1 : 2]
  const colour = template.colours[Math.floor(random() * 3)]!
  const brands = BRANDS[template.categories[0]!]!
  const brand = brands[Math.floor(random() * brands.length)]!
  const name = `${template.noun} ${adjectiveForm} ${colour}`
  const sku = `GEN-${String(seq).padStart(6, '0')}`

  // About half of the products come in sizes and colours.
  const options: OptionSeed[] = []
  if (random() < 0.5) {
    if (template.sizes) options.push({ name: 'Talla', values: template.sizes })
    options.push({
      name: 'Color',
      values: [colour, ...template.colours.filter((c) => c !== colour)].slice(
        0,
        2 + Math.floor(random() * 2),
      ),
    })
  }
  const variants: VariantRow[] = options.length
    ? combinations(options)
        .filter((_, k) => k === 0 || random() > 0.1)
        .map((values) => ({
          values,
          stock: random() < 0.12 ? 0 : 1 + Math.floor(random() * 25),
          priceOverride: null,
          sku: [sku, ...values.map(valueCode)].join('-'),
        }))
    : []
  const colourValues = options.find((o) => o.name === 'Color')?.values
  const colourImages = (colourValues ?? [colour]).map((c) => `${poolName(template.art, c)}.webp`)
  return {
    name,
    slug: `${slugify(name)}-${seq}`,
    sku,
    brand,
    description: `${name} ${template.feature}, de la marca ${brand}. ${CLOSINGS[seq % CLOSINGS.length]}`,
    price: roundPrice(random, template.price),
    descuento: random() < 0.2 ? 10 + 5 * Math.floor(random() * 7) : 0,
    featured: false,
    createdAt: new Date(now - Math.floor(random() * 365 * 24 * 60 * 60 * 1000)),
    categories: template.categories,
    images: colourImages,
    ...(colourValues ? { imageColours: colourValues } : {}),
    options,
    variants,
    stock: random() < 0.08 ? 0 : Math.floor(random() * 60),
  }
}

/**
 * Add `count` generated products, with the demo categories, shared pictures and (when the demo
 * reviewers exist) a few reviews. Returns how many were added.
 */
export async function seedLargeCatalogue(
  db: Db,
  options: { storage: FileStorage; products: number },
): Promise<number> {
  await ensurePool({ storage: options.storage, folder: PRODUCT_UPLOADS })
  await db
    .insert(categories)
    .values(CATEGORIES.map((c) => ({ ...c })))
    .onConflictDoNothing()
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories)
  const authors = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.username,
        REVIEW_AUTHORS.map((a) => a.username),
      ),
    )

  // Numbers continue after the highest product id, so SKUs and slugs stay unique across runs.
  const [row] = await db.select({ last: sql<number>`coalesce(max(${products.id}), 0)::int` }).from(products)
  const last = row?.last ?? 0
  const now = Date.now()
  const list = Array.from({ length: options.products }, (_, i) => generate(i, last + i + 1, now))

  await db.transaction(async (tx) => {
    const idBySku = await insertProducts(tx, list, new Map(categoryRows.map((c) => [c.slug, c.id])))
    if (!authors.length) return
    // One product in ten gets one to three reviews, mostly good ones.
    const reviewRows = list.flatMap((p, i) => {
      if (i % 10 !== 3) return []
      const random = seededRandom(i + 7)
      const count = 1 + Math.floor(random() * Math.min(3, authors.length))
      return Array.from({ length: count }, (_, k) => ({
        product_id: idBySku.get(p.sku)!,
        user_id: authors[(i + k) % authors.length]!.id,
        rating: random() < 0.7 ? 5 - Math.floor(random() * 2) : 1 + Math.floor(random() * 3),
        comment: random() < 0.5 ? 'Muy buena calidad, llegó rápido.' : 'Cumple con lo que promete.',
      }))
    })
    for (let i = 0; i < reviewRows.length; i += 800)
      await tx.insert(reviews).values(reviewRows.slice(i, i + 800))
    await refreshRatings(tx)
  })
  await settleAfterBulkLoad(db)
  return list.length
}
