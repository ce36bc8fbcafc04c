import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CATEGORY_UPLOADS, IMAGE_WIDTHS, PRODUCT_UPLOADS } from '@vitrina/core/images'
import { DEPARTAMENTOS } from '@vitrina/core/departamentos'
import { ROLE } from '@vitrina/core/roles'
import { SETTING_KEYS, settingsUpdateSchema } from '@vitrina/core/schemas/settings'
import { findZone, type ZoneRule } from '@vitrina/core/shipping-zones'
import { sanitizeRichText } from '../../lib/html'
import { verifyPassword } from '../../lib/passwords'
import { diskStorage } from '../../lib/storage/disk-storage'
import { type Database, openPglite } from '../client'
import { pgliteExtensions } from '../pglite-extensions'
import { DEMO_ACCOUNTS, MAIN_DEMO_ACCOUNTS } from './demo-accounts'
import { DEMO_PRODUCTS, seedDemoStore } from './demo-store'
import { seedLargeCatalogue } from './large-catalogue'
import { ART_KINDS, productSvg, renderPng } from './product-art'

// Drawing ~180 images takes a while on a busy two-core machine.
const SEED_TIMEOUT = 180_000

async function freshStore(): Promise<{ database: Database; uploadsDir: string }> {
  const database = openPglite(await PGlite.create({ extensions: pgliteExtensions }))
  await database.migrate()
  return { database, uploadsDir: await mkdtemp(path.join(tmpdir(), 'vitrina-seed-')) }
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

async function one<T>(database: Database, query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(database, query))[0]!
}

async function expectWebpFiles(dir: string, fileName: string) {
  const base = fileName.replace(/\.webp$/, '')
  const largest = Math.max(...IMAGE_WIDTHS)
  for (const width of IMAGE_WIDTHS) {
    const file = path.join(dir, width === largest ? fileName : `${base}-${width}.webp`)
    const bytes = await readFile(file)
    expect(bytes.subarray(8, 12).toString('ascii'), file).toBe('WEBP')
    if (width === largest) expect((await sharp(bytes).metadata()).width).toBe(largest)
  }
}

describe('demo store', () => {
  let database: Database
  let uploadsDir: string

  beforeAll(async () => {
    ;({ database, uploadsDir } = await freshStore())
    await seedDemoStore(database.db, { storage: diskStorage(uploadsDir), accounts: 'public' })
  }, SEED_TIMEOUT)

  afterAll(async () => {
    await database?.close()
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true })
  })

  test('has a catalogue of at least 60 products in at least 8 categories, about half with variants', async () => {
    const counts = await one<{
      products: number
      categories: number
      with_variants: number
      featured: number
    }>(
      database,
      sql`SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM categories) AS categories,
                 (SELECT count(DISTINCT product_id)::int FROM product_variants) AS with_variants,
                 (SELECT count(*)::int FROM products WHERE is_featured) AS featured`,
    )
    expect(counts.products).toBe(DEMO_PRODUCTS.length)
    expect(counts.products).toBeGreaterThanOrEqual(60)
    expect(counts.categories).toBeGreaterThanOrEqual(8)
    expect(counts.with_variants / counts.products).toBeGreaterThan(0.35)
    expect(counts.with_variants / counts.products).toBeLessThan(0.65)
    expect(counts.featured).toBeGreaterThanOrEqual(4)
    const uncategorised = await one<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id)`,
    )
    expect(uncategorised.n).toBe(0)
  })

  test('variants have their own stock, some sold out, some combinations missing, a few price overrides', async () => {
    const stock = await one<{
      sold_out: number
      overrides: number
      mismatched: number
      sold_out_products: number
    }>(
      database,
      sql`SELECT (SELECT count(*)::int FROM product_variants WHERE stock_quantity = 0) AS sold_out,
                 (SELECT count(*)::int FROM product_variants WHERE price_override IS NOT NULL) AS overrides,
                 (SELECT count(*)::int FROM products p WHERE EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
                    AND p.stock_quantity <> (SELECT sum(stock_quantity) FROM product_variants v WHERE v.product_id = p.id)) AS mismatched,
                 (SELECT count(*)::int FROM products WHERE stock_quantity = 0) AS sold_out_products`,
    )
    expect(stock.sold_out).toBeGreaterThan(5)
    expect(stock.overrides).toBeGreaterThan(0)
    expect(stock.mismatched).toBe(0)
    expect(stock.sold_out_products).toBeGreaterThanOrEqual(2)

    // A product misses a combination when it has fewer variants than the product of its option sizes.
    const shapes = await rows<{ product_id: number; sizes: number[]; variants: number }>(
      database,
      sql`SELECT o.product_id, array_agg((SELECT count(*)::int FROM product_option_values v WHERE v.option_id = o.id)) AS sizes,
                 (SELECT count(*)::int FROM product_variants pv WHERE pv.product_id = o.product_id) AS variants
            FROM product_options o GROUP BY o.product_id`,
    )
    const incomplete = shapes.filter((s) => s.variants < s.sizes.reduce((a, b) => a * b, 1))
    expect(incomplete.length).toBeGreaterThan(0)
    for (const s of shapes) expect(s.variants).toBeLessThanOrEqual(s.sizes.reduce((a, b) => a * b, 1))
  })

  test('discount prices follow descuento, rounded to the demo store step of $ 100', async () => {
    const discounts = await one<{ discounted: number; wrong: number }>(
      database,
      sql`SELECT count(*) FILTER (WHERE descuento > 0)::int AS discounted,
                 count(*) FILTER (WHERE discount_price IS DISTINCT FROM
                   CASE WHEN descuento > 0 THEN (round(price * (100 - descuento) / 10000.0) * 100)::int END)::int AS wrong
            FROM products`,
    )
    expect(discounts.discounted).toBeGreaterThanOrEqual(5)
    expect(discounts.wrong).toBe(0)
  })

  // docs/product/cart-and-totals.md#demo-tax-classes: coffee and chocolate de mesa at 5%, panela excluded.
  test('the demo goods the Estatuto Tributario names carry their IVA class; the rest are general', async () => {
    const classes = await rows<{ sku: string; tax_class: string }>(
      database,
      sql`SELECT sku, tax_class FROM products WHERE tax_class <> 'general' ORDER BY sku`,
    )
    expect(classes).toEqual([
      { sku: 'CAF-001', tax_class: 'reducido' },
      { sku: 'CAF-002', tax_class: 'reducido' },
      { sku: 'CAF-003', tax_class: 'reducido' },
      { sku: 'CAF-004', tax_class: 'excluido' },
    ])
  })

  test('every product has one primary image stored as WebP at every width', async () => {
    const images = await rows<{ product_id: number; primaries: number; images: number; primary_url: string }>(
      database,
      sql`SELECT p.id AS product_id, count(*) FILTER (WHERE i.is_primary)::int AS primaries, count(i.id)::int AS images,
                 max(i.image_url) FILTER (WHERE i.is_primary) AS primary_url
            FROM products p LEFT JOIN product_images i ON i.product_id = p.id GROUP BY p.id`,
    )
    const dir = path.join(uploadsDir, PRODUCT_UPLOADS)
    for (const image of images) {
      expect(image.primaries).toBe(1)
      expect(image.images).toBeGreaterThanOrEqual(2)
      await expectWebpFiles(dir, image.primary_url)
    }
    const all = await rows<{ image_url: string }>(database, sql`SELECT image_url FROM product_images`)
    for (const { image_url } of all) await expectWebpFiles(dir, image_url)
  })

  test('every category has its own position and a drawn image (docs/product/catalogue.md#category-order)', async () => {
    const list = await rows<{ slug: string; position: number; image_url: string | null }>(
      database,
      sql`SELECT slug, position, image_url FROM categories ORDER BY position`,
    )
    expect(list.map((c) => c.position)).toEqual(list.map((_, i) => i + 1))
    expect(list[0]!.slug).toBe('camisetas')
    for (const category of list) {
      expect(category.image_url, category.slug).toMatch(/^categoria-[\w-]+\.webp$/)
      await expectWebpFiles(path.join(uploadsDir, CATEGORY_UPLOADS), category.image_url!)
    }
  })

  // docs/product/catalogue.md#variant-images
  test('every colour of a product has its own picture, drawn in that colour and linked to the value', async () => {
    const colours = await rows<{ product: string; value: string; images: number; files: string[] }>(
      database,
      sql`SELECT p.name AS product, ov.value, count(i.id)::int AS images,
                 COALESCE(array_agg(i.image_url) FILTER (WHERE i.id IS NOT NULL), '{}') AS files
            FROM products p JOIN product_options o ON o.product_id = p.id AND o.name = 'Color'
            JOIN product_option_values ov ON ov.option_id = o.id
            LEFT JOIN product_images i ON i.option_value_id = ov.id
           GROUP BY p.name, ov.id, ov.value`,
    )
    expect(colours.length).toBe(
      DEMO_PRODUCTS.flatMap((p) => p.options?.find((o) => o.name === 'Color')?.values ?? []).length,
    )
    for (const colour of colours) expect(colour.images, `${colour.product} ${colour.value}`).toBe(1)
    // Drawn in the colour: the black shirt's picture is darker than the white one's.
    const shirt = (value: string) =>
      colours.find((c) => c.product.startsWith('Camiseta Básica') && c.value === value)!
    const brightness = async (file: string) =>
      (await sharp(path.join(uploadsDir, PRODUCT_UPLOADS, file)).stats()).channels[0]!.mean
    expect(await brightness(shirt('Negro').files[0]!)).toBeLessThan(
      await brightness(shirt('Blanco').files[0]!),
    )
  })

  test('ratings match the reviews', async () => {
    const check = await one<{ reviews: number; wrong: number; authors: number }>(
      database,
      sql`SELECT (SELECT count(*)::int FROM reviews) AS reviews,
                 (SELECT count(DISTINCT user_id)::int FROM reviews) AS authors,
                 (SELECT count(*)::int FROM products p LEFT JOIN (
                    SELECT product_id, round(avg(rating), 2) AS average, count(*)::int AS total FROM reviews GROUP BY product_id
                  ) s ON s.product_id = p.id
                  WHERE p.review_count <> coalesce(s.total, 0) OR p.rating_average <> coalesce(s.average, 0)) AS wrong`,
    )
    expect(check.reviews).toBeGreaterThan(60)
    expect(check.authors).toBeGreaterThanOrEqual(5)
    expect(check.wrong).toBe(0)
    const spread = await rows<{ rating: number }>(
      database,
      sql`SELECT DISTINCT rating FROM reviews ORDER BY rating`,
    )
    expect(spread.map((r) => r.rating)).toEqual([1, 2, 3, 4, 5])
  })

  test('has FAQs, four policies, three shipping entries, the About sections and upcoming products', async () => {
    const content = await one<{ faqs: number; policies: number; shipping: number }>(
      database,
      sql`SELECT (SELECT count(*)::int FROM faqs) AS faqs, (SELECT count(*)::int FROM policies) AS policies,
                 (SELECT count(*)::int FROM shipping_info) AS shipping`,
    )
    expect(content).toEqual({ faqs: expect.any(Number), policies: 4, shipping: 3 })
    expect(content.faqs).toBeGreaterThanOrEqual(8)
    const about = await rows<{ section_key: string }>(
      database,
      sql`SELECT section_key FROM about_content ORDER BY section_key`,
    )
    expect(about.map((a) => a.section_key)).toEqual(['hero', 'history', 'mission', 'vision'])
    const future = await rows<{ expected_release_date: string; image_url: string }>(
      database,
      sql`SELECT expected_release_date::text, image_url FROM future_products`,
    )
    expect(future.length).toBeGreaterThanOrEqual(4)
    for (const f of future) {
      expect(f.expected_release_date.startsWith('2027-')).toBe(true)
      // docs/product/catalogue.md#future-product-images: each one drawn and stored like an upload.
      await expectWebpFiles(path.join(uploadsDir, PRODUCT_UPLOADS), f.image_url)
    }
    // Stored as the content service stores staff HTML, so an untouched entry looks like an edited one.
    const html = await rows<{ content: string }>(
      database,
      sql`SELECT content FROM policies UNION ALL SELECT content FROM shipping_info`,
    )
    for (const { content } of html) expect(sanitizeRichText(content)).toBe(content)
  })

  // docs/product/consumer-rights.md#consentimiento: the demo customers are not asked again at sign-in.
  test('every demo account accepted the data-treatment policy at its current version', async () => {
    const missing = await rows<{ username: string }>(
      database,
      sql`SELECT u.username FROM users u WHERE NOT EXISTS (
            SELECT 1 FROM consents c JOIN policies p ON p.id = c.policy_id
            WHERE c.user_id = u.id AND c.kind = 'tratamiento_datos' AND c.policy_version = p.version
              AND p.title ILIKE '%tratamiento de datos%')`,
    )
    expect(missing).toEqual([])
  })

  test('stores every setting of docs/product/settings.md#setting-keys with a valid value', async () => {
    const stored = await rows<{ setting_key: string; setting_value: string }>(
      database,
      sql`SELECT setting_key, setting_value FROM settings ORDER BY setting_key`,
    )
    expect(stored.map((s) => s.setting_key).sort()).toEqual([...SETTING_KEYS].sort())
    const parsed = settingsUpdateSchema.safeParse(
      stored.map(({ setting_key, setting_value }) => ({ setting_key, setting_value })),
    )
    expect(parsed.error?.issues ?? []).toEqual([])
    const byKey = Object.fromEntries(stored.map((s) => [s.setting_key, s.setting_value]))
    expect(byKey).toMatchObject({
      tax_enabled: 'true',
      tax_rate: '0.19',
      prices_include_tax: 'true',
      price_rounding: '100',
      shipping_cost: '12000',
      free_shipping_threshold: '250000',
    })
  })

  test('ships zones that cover every departamento, the metro area cheapest and the Amazon dearest', async () => {
    const zones = await rows<ZoneRule & { cost: number }>(
      database,
      sql`SELECT name, departamentos, cities, cost, free_shipping_threshold, delivery_days_min, delivery_days_max
            FROM shipping_zones ORDER BY id`,
    )
    const zoneOf = (city: string, state_province: string) => findZone(zones, { city, state_province })?.name
    expect(zoneOf('Envigado', 'Antioquia')).toBe('Valle de Aburrá')
    expect(zoneOf('Rionegro', 'Antioquia')).toBe('Resto del país')
    expect(zoneOf('Bogotá', 'Bogotá D.C.')).toBe('Bogotá D.C.')
    expect(zoneOf('Pasto', 'Nariño')).toBe('Capitales principales')
    expect(zoneOf('Leticia', 'Amazonas')).toBe('Amazonía, Orinoquía y San Andrés')
    for (const departamento of DEPARTAMENTOS)
      expect(
        zones.some((z) => z.departamentos.includes(departamento) && z.cities.length === 0),
        departamento,
      ).toBe(true)
    const costs = zones.map((z) => z.cost)
    expect(Math.min(...costs)).toBe(zones[0]!.cost)
    expect(Math.max(...costs)).toBe(zones.at(-1)!.cost)
  })

  test('creates the demo accounts with their roles and documented passwords', async () => {
    const accounts = await rows<{ email: string; password_hash: string; roles: string[] }>(
      database,
      sql`SELECT u.email, u.password_hash, array_agg(r.name ORDER BY r.name) AS roles
            FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id GROUP BY u.id`,
    )
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length)
    for (const demo of DEMO_ACCOUNTS) {
      const account = accounts.find((a) => a.email === demo.email)!
      expect(account.roles).toContain(demo.role)
      expect(account.roles).toContain(ROLE.customer)
    }
    expect(accounts.find((a) => a.email === 'admin@vitrina.co')!.roles).toContain(ROLE.admin)
    expect(accounts.find((a) => a.email === 'empleado@vitrina.co')!.roles).not.toContain(ROLE.admin)
    for (const demo of MAIN_DEMO_ACCOUNTS) {
      expect(
        await verifyPassword(accounts.find((a) => a.email === demo.email)!.password_hash, demo.password),
      ).toBe(true)
    }
  })

  test('Spanish full-text search finds products, with or without accents', async () => {
    const search = (q: string) =>
      rows<{ name: string }>(
        database,
        sql`SELECT name FROM products WHERE search_vector @@ websearch_to_tsquery('spanish', f_unaccent(${q}))`,
      )
    // 'camisetas' stems to the same word as 'Camiseta' in names (and matches the Camisetas category).
    const shirts = (await search('camisetas')).map((r) => r.name)
    expect(shirts.filter((name) => name.startsWith('Camiseta')).length).toBeGreaterThanOrEqual(5)
    expect(shirts).toContain('Camiseta Básica de Algodón Pima')
    expect((await search('pantalon')).map((r) => r.name)).toContain('Pantalón Chino Clásico')
    expect((await search('mochila wayuu')).map((r) => r.name)).toContain('Mochila Wayuu Tejida a Mano')
    // Category names are searchable too (migration 0002).
    expect((await search('artesanías')).length).toBeGreaterThanOrEqual(5)
  })
})

// Broken SVG in a drawing would only fail when some seed reaches it: render every kind up front.
test(
  'every kind of illustration renders, in every view',
  async () => {
    for (const kind of ART_KINDS) {
      for (const view of ['front', 'angle', 'detail'] as const) {
        const png = await renderPng(
          productSvg({ kind, color: '#2F5DA8', label: 'CAFÉ|HUILA' }, view, '#F3ECE4'),
        )
        const meta = await sharp(png).metadata()
        expect([meta.format, meta.width, meta.height], `${kind} ${view}`).toEqual(['png', 1200, 1200])
      }
    }
  },
  SEED_TIMEOUT,
)

describe('large catalogue', () => {
  let database: Database
  let uploadsDir: string

  beforeAll(async () => {
    ;({ database, uploadsDir } = await freshStore())
  })

  afterAll(async () => {
    await database?.close()
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true })
  })

  test(
    'adds products with unique slugs and SKUs, run after run',
    async () => {
      expect(await seedLargeCatalogue(database.db, { storage: diskStorage(uploadsDir), products: 300 })).toBe(
        300,
      )
      expect(await seedLargeCatalogue(database.db, { storage: diskStorage(uploadsDir), products: 300 })).toBe(
        300,
      )
      const counts = await one<{
        products: number
        slugs: number
        skus: number
        with_variants: number
        uncategorised: number
      }>(
        database,
        sql`SELECT count(*)::int AS products, count(DISTINCT slug)::int AS slugs, count(DISTINCT sku)::int AS skus,
                   count(*) FILTER (WHERE EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id))::int AS with_variants,
                   count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM product_categories c WHERE c.product_id = p.id))::int AS uncategorised
              FROM products p`,
      )
      expect(counts).toMatchObject({ products: 600, slugs: 600, skus: 600, uncategorised: 0 })
      expect(counts.with_variants).toBeGreaterThan(200)
      expect(counts.with_variants).toBeLessThan(400)
      const images = await rows<{ image_url: string }>(
        database,
        sql`SELECT DISTINCT image_url FROM product_images`,
      )
      expect(images.length).toBeLessThan(100)
      for (const { image_url } of images)
        await expectWebpFiles(path.join(uploadsDir, PRODUCT_UPLOADS), image_url)
    },
    SEED_TIMEOUT,
  )
})
