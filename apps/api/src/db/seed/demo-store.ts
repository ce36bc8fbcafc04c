import { CATEGORY_UPLOADS, PRODUCT_UPLOADS } from '@vitrina/core/images'
import { ROLE } from '@vitrina/core/roles'
import { slugify } from '@vitrina/core/slug'
import { sanitizeRichText } from '../../lib/html'
import type { ImageTarget } from '../../lib/images'
import type { FileStorage } from '../../lib/storage/file-storage'
import { ensureRoles } from '../bootstrap'
import { settleAfterBulkLoad, type Db } from '../client'
import {
  aboutContent,
  addresses,
  categories,
  faqs,
  futureProducts,
  policies,
  reviews,
  roles,
  settings,
  shippingInfo,
  shippingZones,
  userRoles,
  users,
} from '../schema'
import { insertProducts, type PreparedProduct, refreshRatings, variantsOf } from './catalog-builder'
import { NAMED_COLOURS } from '@vitrina/core/colours'
import { CATEGORIES, type ProductSeed } from './catalog-data'
import { demoCategoryRows } from './category-art'
import { ABOUT_SECTIONS, FAQS, FUTURE_PRODUCTS, SHIPPING_ENTRIES } from './content-data'
import { DEMO_ACCOUNTS, demoAccountUsers, REVIEW_AUTHORS, type DemoAccountsMode } from './demo-accounts'
import { POLICIES } from './policies-data'
import { recordSignUpConsents } from '../../modules/privacy/consents.service'
import { type ArtSpec, type ArtView, backdropFor, mapLimit, storeProductArt } from './product-art'
import { ACCESSORIES_PRODUCTS } from './products-accessories'
import { BOTTOMS_AND_SHOES_PRODUCTS } from './products-bottoms-shoes'
import { HOME_AND_BEAUTY_PRODUCTS } from './products-home-beauty'
import { TOPS_PRODUCTS } from './products-tops'
import { planReviews, seededRandom } from './reviews-data'
import { DEMO_SETTINGS } from './settings-data'
import { DEMO_SHIPPING_ZONES } from './shipping-zones-data'

export const DEMO_PRODUCTS: readonly ProductSeed[] = [
  ...TOPS_PRODUCTS,
  ...BOTTOMS_AND_SHOES_PRODUCTS,
  ...ACCESSORIES_PRODUCTS,
  ...HOME_AND_BEAUTY_PRODUCTS,
]

const DAY = 24 * 60 * 60 * 1000
// Encoding is CPU-bound: a few images at once keep two cores busy without piling up memory.
const IMAGE_CONCURRENCY = 3

interface ImageJob {
  spec: ArtSpec
  view: ArtView
  backdrop: string
  name: string
  /** The Color value the picture shows, linked to it (docs/product/catalogue.md#variant-images). */
  colour: string | null
}

const colourValues = (product: ProductSeed) => product.options?.find((o) => o.name === 'Color')?.values

/** The colours a product is shown in: its Color values, else its own colour. */
function productColours(product: ProductSeed): readonly string[] {
  return colourValues(product) ?? [product.color ?? 'Blanco']
}

/**
 * One picture per colour, each drawn in that colour, then a close-up and another angle until there are two
 * (three for featured products). Drawing and encoding dominate the seed's time, so the count stays at what a
 * shopper needs.
 */
function imageJobs(product: ProductSeed, index: number): ImageJob[] {
  const count = product.featured ? 3 : 2
  const linked = colourValues(product) !== undefined
  const spec = (colour: string): ArtSpec => ({
    kind: product.art,
    color: NAMED_COLOURS[colour] ?? colour,
    ...(product.pattern ? { pattern: product.pattern } : {}),
    ...(product.label ? { label: product.label } : {}),
  })
  const jobs: Omit<ImageJob, 'name'>[] = productColours(product).map((colour, k) => ({
    spec: spec(colour),
    view: 'front',
    backdrop: backdropFor(NAMED_COLOURS[colour] ?? colour, index + k),
    colour: linked ? colour : null,
  }))
  const first = jobs[0]!
  for (const view of ['detail', 'angle'] as const) {
    if (jobs.length < count)
      jobs.push({
        ...first,
        view,
        backdrop: backdropFor(first.spec.color, index + jobs.length + 2),
        colour: null,
      })
  }
  return jobs.map((job, k) => ({ ...job, name: `${slugify(product.name)}-${k + 1}` }))
}

interface ProductPictures {
  files: string[]
  colours: (string | null)[]
}

async function renderImages(target: ImageTarget): Promise<ProductPictures[]> {
  const perProduct = DEMO_PRODUCTS.map(imageJobs)
  const names = await mapLimit(perProduct.flat(), IMAGE_CONCURRENCY, (job) =>
    storeProductArt(job.spec, job.view, job.backdrop, target, job.name),
  )
  let next = 0
  return perProduct.map((jobs) => ({
    files: jobs.map(() => names[next++]!),
    colours: jobs.map((job) => job.colour),
  }))
}

/** One drawing per upcoming product, stored like an upload (docs/product/catalogue.md#future-product-images). */
async function futureProductRows(target: ImageTarget) {
  const names = await mapLimit(FUTURE_PRODUCTS, IMAGE_CONCURRENCY, ({ art, name }, i) =>
    storeProductArt(art, 'front', backdropFor(art.color, i + 5), target, `proximamente-${slugify(name)}`),
  )
  return FUTURE_PRODUCTS.map(({ art: _art, ...item }, i) => ({ ...item, image_url: names[i]! }))
}

// Spread over the last months so "newest first" has a meaningful order.
const productAgeDays = (index: number) => 2 + ((index * 37) % 180)

export function prepareProducts(images: readonly ProductPictures[], now: number): PreparedProduct[] {
  return DEMO_PRODUCTS.map((p, index) => ({
    name: p.name,
    slug: slugify(p.name),
    sku: p.sku,
    brand: p.brand,
    description: p.description,
    price: p.price,
    descuento: p.descuento ?? 0,
    taxClass: p.taxClass,
    featured: p.featured ?? false,
    createdAt: new Date(now - productAgeDays(index) * DAY),
    categories: p.categories,
    images: images[index]!.files,
    imageColours: images[index]!.colours,
    options: p.options ?? [],
    variants: variantsOf(p, seededRandom(index + 101)),
    stock: p.stock ?? 0,
  }))
}

/**
 * Fill an empty store with the demo catalogue, content, settings and accounts (callers check
 * isEmptyStore first). Images are drawn before the transaction; rows go in, in bulk, inside it.
 */
export async function seedDemoStore(
  db: Db,
  options: { storage: FileStorage; accounts: DemoAccountsMode },
): Promise<void> {
  await ensureRoles(db)
  const now = Date.now()
  const [accounts, images] = await Promise.all([
    demoAccountUsers(options.accounts),
    renderImages({ storage: options.storage, folder: PRODUCT_UPLOADS }),
  ])
  const prepared = prepareProducts(images, now)
  const categoryValues = await demoCategoryRows(CATEGORIES, DEMO_PRODUCTS, {
    storage: options.storage,
    folder: CATEGORY_UPLOADS,
  })
  const upcoming = await futureProductRows({ storage: options.storage, folder: PRODUCT_UPLOADS })

  await db.transaction(async (tx) => {
    const accountRows = await tx
      .insert(users)
      .values(
        accounts.map((account, i) => ({ ...account, created_at: new Date(now - (420 - i * 12) * DAY) })),
      )
      .returning({ id: users.id, username: users.username })
    const userId = new Map(accountRows.map((u) => [u.username, u.id]))
    const roleId = new Map((await tx.select().from(roles)).map((r) => [r.name, r.id]))
    await tx.insert(userRoles).values(
      DEMO_ACCOUNTS.flatMap((a) =>
        [...new Set([ROLE.customer, a.role])].map((role) => ({
          user_id: userId.get(a.username)!,
          role_id: roleId.get(role)!,
        })),
      ),
    )
    await tx.insert(addresses).values({
      user_id: userId.get('cliente')!,
      recipient_name: 'Laura Martínez',
      phone_number: '+57 300 555 0123',
      street_address: 'Carrera 70 # 44-21, apartamento 502',
      city: 'Medellín',
      state_province: 'Antioquia',
      municipality_code: '05001',
      postal_code: '050031',
      country: 'Colombia',
      reference: 'Edificio Laureles Plaza, portería 24 horas',
      is_default: true,
    })

    const categoryRows = await tx
      .insert(categories)
      .values(categoryValues)
      .returning({ id: categories.id, slug: categories.slug })
    const idBySku = await insertProducts(tx, prepared, new Map(categoryRows.map((c) => [c.slug, c.id])))

    await tx.insert(reviews).values(
      DEMO_PRODUCTS.flatMap((p, index) =>
        planReviews(index, p.categories[0]!, REVIEW_AUTHORS.length, p.featured ?? false).map((r) => {
          const at = new Date(now - r.age * productAgeDays(index) * DAY)
          return {
            product_id: idBySku.get(p.sku)!,
            user_id: userId.get(REVIEW_AUTHORS[r.author]!.username)!,
            rating: r.rating,
            comment: r.comment,
            created_at: at,
            updated_at: at,
          }
        }),
      ),
    )
    await refreshRatings(tx)

    await tx.insert(futureProducts).values(upcoming)
    await tx.insert(faqs).values(FAQS.map((f, sort_order) => ({ ...f, sort_order })))
    // Staff HTML is stored sanitized (docs/product/content.md#html-sanitizing); the demo's goes through the
    // same filter.
    await tx
      .insert(policies)
      .values(POLICIES.map((p, sort_order) => ({ ...p, content: sanitizeRichText(p.content), sort_order })))
    // The demo accounts accepted the data-treatment policy when they signed up (docs/product/consumer-rights.md).
    for (const id of userId.values()) await recordSignUpConsents(tx, id, {}, { channel: 'web', ip: null })
    await tx
      .insert(shippingInfo)
      .values(
        SHIPPING_ENTRIES.map((s, sort_order) => ({ ...s, content: sanitizeRichText(s.content), sort_order })),
      )
    await tx.insert(aboutContent).values([...ABOUT_SECTIONS])
    await tx.insert(shippingZones).values([...DEMO_SHIPPING_ZONES])
    await tx
      .insert(settings)
      .values(
        Object.entries(DEMO_SETTINGS).map(([setting_key, setting_value]) => ({ setting_key, setting_value })),
      )
      .onConflictDoNothing()
  })
  await settleAfterBulkLoad(db)
}
