import { pathTo, paths, PRIVATE_PATHS } from '@vitrina/core/paths'
import { and, asc, eq, max } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  aboutContent,
  categories,
  faqs,
  policies,
  productCategories,
  products,
  settings,
} from '../../db/schema'
import { escapeHtml } from '../../lib/html'

// A sitemap file holds at most 50,000 addresses (sitemaps.org); the six pages and the categories come first.
const MAX_ADDRESSES = 50_000

interface SitemapEntry {
  path: string
  lastmod: Date | null
}

/**
 * docs/product/platform.md#seo: the public pages, every category page with an active product and every active
 * product, each dated by the last change of what it shows (the home page and the shop by the newest product
 * change, a category by its newest product's, /contacto by the settings).
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [categoryRows, productRows, [faqsRow], [policiesRow], [aboutRow], [settingsRow]] = await Promise.all([
    db
      .select({ slug: categories.slug, at: max(products.updated_at) })
      .from(categories)
      .innerJoin(productCategories, eq(productCategories.category_id, categories.id))
      .innerJoin(products, and(eq(products.id, productCategories.product_id), eq(products.is_active, true)))
      .groupBy(categories.id, categories.slug, categories.position)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: products.id, updated_at: products.updated_at })
      .from(products)
      .where(eq(products.is_active, true))
      .orderBy(asc(products.id))
      .limit(MAX_ADDRESSES),
    db.select({ at: max(faqs.updated_at) }).from(faqs),
    db.select({ at: max(policies.updated_at) }).from(policies),
    db.select({ at: max(aboutContent.updated_at) }).from(aboutContent),
    db.select({ at: max(settings.updated_at) }).from(settings),
  ])
  const catalogAt = productRows.reduce<Date | null>(
    (newest, row) => (!newest || row.updated_at > newest ? row.updated_at : newest),
    null,
  )
  const pages = [
    { path: paths.home, lastmod: catalogAt },
    { path: paths.shop, lastmod: catalogAt },
    { path: paths.faqs, lastmod: faqsRow?.at ?? null },
    { path: paths.policies, lastmod: policiesRow?.at ?? null },
    { path: paths.about, lastmod: aboutRow?.at ?? null },
    { path: paths.contact, lastmod: settingsRow?.at ?? null },
    ...categoryRows.map((row) => ({
      path: `${paths.shop}?category=${encodeURIComponent(row.slug)}`,
      lastmod: row.at,
    })),
  ]
  return [
    ...pages,
    ...productRows
      .slice(0, MAX_ADDRESSES - pages.length)
      .map((row) => ({ path: pathTo(paths.product, { id: row.id }), lastmod: row.updated_at })),
  ]
}

export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(({ path, lastmod }) => {
    const date = lastmod ? `<lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : ''
    return `<url><loc>${escapeHtml(publicUrl + path)}</loc>${date}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`
}

// Private pages stay out of search results. The API is closed to crawlers except the public reads the
// storefront renders with: a crawler that runs the app (Googlebot does) needs them to see the pages.
const DISALLOWED = [...PRIVATE_PATHS, '/api/']
const PUBLIC_API_READS = [
  '/api/settings',
  '/api/products',
  '/api/categories',
  '/api/future-products',
  '/api/shipping',
  '/api/faqs',
  '/api/policies',
  '/api/about',
]

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    ...PUBLIC_API_READS.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
