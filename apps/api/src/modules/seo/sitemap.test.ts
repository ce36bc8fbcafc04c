import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin } from '../../test/factories'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { insertCategory, insertProduct } from '../../test/factories/catalog'
import { createTestDist, PUBLIC_URL } from '../../test/seo-test-dist'

// docs/product/platform.md#seo: sitemap.xml (cached, refreshed by catalogue and content writes) and
// robots.txt, which the built app's own robots.txt must not shadow.

const ctx = await buildTestApp({ WEB_DIST: createTestDist(), PUBLIC_URL })
const { app } = ctx
const admin = await createAdmin(ctx)
const sitemap = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/sitemap.xml', headers })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

describe('sitemap.xml', () => {
  test('a refused query answers the JSON error, labelled as JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml?x=%00' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.json().code).toBe('CONTROL_CHARACTERS')
  })

  test('lists the public pages, the categories with active products and every active product, with lastmod', async () => {
    const ruanas = await insertCategory(ctx, 'Ruanas y ponchos')
    const empty = await insertCategory(ctx, 'Sin productos')
    const hiddenOnly = await insertCategory(ctx, 'Solo ocultos')
    const shown = await insertProduct(ctx, { name: 'Ruana de lana', categoryIds: [ruanas.id] })
    const hidden = await insertProduct(ctx, {
      name: 'Ruana oculta',
      is_active: false,
      categoryIds: [hiddenOnly.id, ruanas.id],
    })
    const res = await sitemap()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(locs(res.body)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/tienda`,
      `${PUBLIC_URL}/faqs`,
      `${PUBLIC_URL}/politicas`,
      `${PUBLIC_URL}/sobre-nosotros`,
      `${PUBLIC_URL}/contacto`,
      `${PUBLIC_URL}/tienda?category=ruanas-y-ponchos`,
      `${PUBLIC_URL}/producto/${shown.id}`,
    ])
    expect(res.body).not.toContain(`/producto/${hidden.id}<`)
    expect(res.body).not.toContain(empty.slug)
    expect(res.body).not.toContain(hiddenOnly.slug)
    expect(res.body).toMatch(/<loc>[^<]+\/tienda\?category=ruanas-y-ponchos<\/loc><lastmod>/)
    const productEntry = new RegExp(
      `<url><loc>${PUBLIC_URL}/producto/${shown.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod></url>`,
    )
    expect(res.body).toMatch(productEntry)
    expect(res.body).toMatch(/<loc>[^<]+\/tienda<\/loc><lastmod>/)
    // Nothing written yet: the FAQ page has no date to give.
    expect(res.body).toContain(`<url><loc>${PUBLIC_URL}/faqs</loc></url>`)
  })

  test('is served compressed with an ETag, and rebuilt when the catalogue or the content changes', async () => {
    for (let i = 0; i < 12; i += 1) await insertProduct(ctx, { name: `Manta tejida ${i}` })
    app.changes.publish(CATALOG_TOPIC) // direct inserts skip the API, which publishes it
    const first = await sitemap({ 'accept-encoding': 'gzip' })
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8')
    const etag = first.headers.etag as string
    expect((await sitemap({ 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(304)

    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.auth,
      payload: { name: 'Mochila arhuaca', price: 180000 },
    })
    expect(created.statusCode).toBe(201)
    await app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: admin.auth,
      payload: { question: '¿Envían?', answer: 'Sí.' },
    })
    const after = await sitemap()
    expect(after.headers.etag).not.toBe(etag)
    expect(locs(after.body)).toContain(`${PUBLIC_URL}/producto/${created.json().id}`)
    expect(after.body).toMatch(/<loc>[^<]+\/faqs<\/loc><lastmod>/)
  })
})

describe('robots.txt', () => {
  test('allows the store, keeps private pages and the private API out, and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    // Ours, not the built app's robots.txt (which says "Disallow: /").
    expect(res.body).not.toMatch(/^Disallow: \/$/m)
    const lines = res.body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of [
      '/admin',
      '/cuenta',
      '/checkout',
      '/pedido-confirmado',
      '/resetear-contrasena',
      '/recuperar-contrasena',
      '/login',
      '/register',
      '/api/',
    ])
      expect(lines).toContain(`Disallow: ${path}`)
    // The storefront's public reads stay open to crawlers that render the app.
    expect(lines).toContain('Allow: /api/products')
    expect(lines).toContain('Allow: /api/settings')
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })
})
