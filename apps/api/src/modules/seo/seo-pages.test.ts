import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { createTestDist, PUBLIC_URL } from '../../test/seo-test-dist'

// docs/product/platform.md#seo: product pages and landing pages carry their title, description
// (docs/product/platform.md#seo: 155 characters), Open Graph tags and schema.org Product JSON-LD in the HTML;
// the home page its store_name and store_slogan (docs/product/catalogue.md#home).

const ctx = await buildTestApp({ WEB_DIST: createTestDist(), PUBLIC_URL })
const { app } = ctx
const admin = await createAdmin(ctx)
const page = (url: string) => app.inject({ method: 'GET', url })

const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]
function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
  return match ? JSON.parse(match[1]!) : undefined
}

const description =
  'Camiseta de algodón pima tejida en Medellín, con cuello redondo y un corte regular que se adapta a cualquier ocasión. ' +
  'Lavable a máquina y hecha para durar muchas temporadas.'

describe('product pages', () => {
  test('the head carries the title, a 155-character description, Open Graph tags and Product JSON-LD', async () => {
    const product = await insertProduct(ctx, {
      name: 'Camiseta "Pima" <Antioquia>',
      description,
      price: 89900,
      discount_price: 71920,
      descuento: 20,
      brand: 'Hilos & Co',
      sku: 'CAM-PIMA-01',
      stock_quantity: 7,
      rating_average: 4.5,
      review_count: 12,
      images: ['camiseta-pima.webp', 'https://cdn.example.co/camiseta-2.jpg'],
    })
    const res = await page(`/producto/${product.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    const html = res.body
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(head(html)).toContain('<title>Camiseta &quot;Pima&quot; &lt;Antioquia&gt; | Vitrina</title>')

    const cut = description.slice(0, 155)
    expect(meta(html, 'description')).toBe(cut)
    expect(meta(html, 'og:description')).toBe(cut)
    expect(meta(html, 'og:title')).toBe('Camiseta &quot;Pima&quot; &lt;Antioquia&gt;')
    expect(meta(html, 'og:type')).toBe('product')
    const url = `${PUBLIC_URL}/producto/${product.id}`
    expect(meta(html, 'og:url')).toBe(url)
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/uploads/products/camiseta-pima.webp`)
    expect(meta(html, 'product:price:amount')).toBe('71920')
    expect(meta(html, 'product:price:currency')).toBe('COP')
    expect(html).toContain(`<link rel="canonical" href="${url}" />`)
    expect(html).not.toContain('noindex')

    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Camiseta "Pima" <Antioquia>',
      description,
      url,
      image: [`${PUBLIC_URL}/uploads/products/camiseta-pima.webp`, 'https://cdn.example.co/camiseta-2.jpg'],
      sku: 'CAM-PIMA-01',
      brand: { '@type': 'Brand', name: 'Hilos & Co' },
      offers: {
        '@type': 'Offer',
        price: 71920,
        priceCurrency: 'COP',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url,
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    })
  })

  test('no text can break out of the JSON-LD script or the tags', async () => {
    const product = await insertProduct(ctx, {
      name: '</script><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)> & \u2028',
    })
    const html = (await page(`/producto/${product.id}`)).body
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<img src=x')
    expect(html.match(/<script/g)).toHaveLength(2) // the app's bundle and the JSON-LD
    expect(html).toContain('\\u003c/script\\u003e')
    expect(jsonLd(html)).toMatchObject({
      name: '</script><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)> & \u2028',
    })
  })

  test('sold out, unreviewed and without images: OutOfStock, no rating, no og:image', async () => {
    const product = await insertProduct(ctx, {
      name: 'Mochila wayuu',
      stock_quantity: 0,
      brand: null,
      sku: null,
    })
    const html = (await page(`/producto/${product.id}`)).body
    const data = jsonLd(html)
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: 50000,
      availability: 'https://schema.org/OutOfStock',
    })
    expect(data).not.toHaveProperty('aggregateRating')
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('brand')
    expect(data).not.toHaveProperty('sku')
    expect(meta(html, 'og:image')).toBeUndefined()
    expect(meta(html, 'description')).toBeUndefined()
  })

  test('variants with their own prices give a price range; their stock decides availability', async () => {
    const product = await insertProduct(ctx, { name: 'Tenis de lona', price: 120000, stock_quantity: 0 })
    const res = await app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/variants`,
      headers: admin.auth,
      payload: {
        options: [{ name: 'Talla', values: ['38', '42'] }],
        variants: [
          { values: ['38'], stock_quantity: 0 },
          { values: ['42'], stock_quantity: 2, price_override: 135000 },
        ],
      },
    })
    expect(res.statusCode).toBe(200)
    const data = jsonLd((await page(`/producto/${product.id}`)).body)
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 120000,
      highPrice: 135000,
      offerCount: 2,
      priceCurrency: 'COP',
      availability: 'https://schema.org/InStock',
    })
  })

  test('the landing page /lp/{slug} describes the same product at its own address', async () => {
    const product = await insertProduct(ctx, {
      name: 'Sombrero vueltiao',
      description: 'Tejido en caña flecha.',
    })
    const res = await page(`/lp/${product.slug}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Sombrero vueltiao | Vitrina</title>')
    expect(meta(res.body, 'og:url')).toBe(`${PUBLIC_URL}/lp/${product.slug}`)
    expect(jsonLd(res.body)).toMatchObject({
      name: 'Sombrero vueltiao',
      url: `${PUBLIC_URL}/producto/${product.id}`,
    })
  })

  test('a missing, hidden or malformed product still gets the app, with a 404 status and noindex', async () => {
    const hidden = await insertProduct(ctx, { name: 'Oculto', is_active: false })
    for (const url of [
      '/producto/999999',
      '/producto/abc',
      '/producto/99999999999',
      `/producto/${hidden.id}`,
      '/lp/no-existe',
    ]) {
      const res = await page(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).toContain('<div id="root"></div>')
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />')
      expect(res.body, url).toContain('<title>Producto no encontrado | Vitrina</title>')
      expect(res.body, url).not.toContain('application/ld+json')
    }
  })
})

describe('the home page and the other pages', () => {
  test('home: title and description from store_name and store_slogan, defaults first', async () => {
    const before = (await page('/')).body
    expect(before).toContain('<title>Vitrina</title>')
    expect(meta(before, 'description')).toBe('Tu tienda de confianza')

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.auth,
      payload: [
        { setting_key: 'store_name', setting_value: 'Hilos & Agujas' },
        { setting_key: 'store_slogan', setting_value: 'Moda hecha en Colombia' },
      ],
    })
    expect(saved.statusCode).toBe(200)
    const res = await page('/')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Hilos &amp; Agujas</title>')
    expect(meta(res.body, 'description')).toBe('Moda hecha en Colombia')
    expect(meta(res.body, 'og:type')).toBe('website')
    expect(meta(res.body, 'og:url')).toBe(`${PUBLIC_URL}/`)

    // Every other page is the app under the store's name until the app names the page.
    const shop = await page('/tienda?search=camisa')
    expect(shop.statusCode).toBe(200)
    expect(shop.body).toContain('<title>Hilos &amp; Agujas</title>')
    expect(shop.body).not.toContain('name="description"')
  })

  test('a category page is named and described by its category (docs/product/catalogue.md#category-page)', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { name: 'Calzado <Hecho a mano>', slug: 'calzado', description: 'Tenis, botas & sandalias.' },
    })
    const res = await page('/tienda?category=calzado&page=2')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(head(res.body)).toContain('<title>Calzado &lt;Hecho a mano&gt; | Hilos &amp; Agujas</title>')
    expect(meta(res.body, 'description')).toBe('Tenis, botas &amp; sandalias.')
    expect(meta(res.body, 'og:url')).toBe(`${PUBLIC_URL}/tienda?category=calzado`)
    for (const url of ['/tienda?category=no-existe', '/tienda?category=a&category=b', '/tienda']) {
      const other = await page(url)
      expect(other.statusCode, url).toBe(200)
      expect(other.body, url).toContain('<title>Hilos &amp; Agujas</title>')
    }
  })
})
