import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PRODUCT_CARD_IMAGE_SIZES, PRODUCT_MAIN_IMAGE_SIZES } from '@vitrina/core/images'
import { describe, expect, test } from 'vitest'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { buildTestApp } from '../../test/build-test-app'
import { insertProduct } from '../../test/factories/catalog'
import { createTestDist, PUBLIC_URL } from '../../test/seo-test-dist'

// docs/decisions/023-static-assets-and-first-paint.md: the HTML the server writes preloads what the first
// paint needs: the page's chunks (from Vite's manifest), its data and its main photo.

const dist = createTestDist()
mkdirSync(path.join(dist, '.vite'))
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_framework-f1.js'] },
    '_framework-f1.js': { file: 'assets/framework-f1.js' },
    '_gallery-g1.js': { file: 'assets/gallery-g1.js', imports: ['_framework-f1.js'], css: ['assets/g1.css'] },
    'src/routes/product.tsx': {
      file: 'assets/product-p1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_framework-f1.js', '_gallery-g1.js'],
      dynamicImports: ['src/lightbox.tsx'],
    },
    'src/lightbox.tsx': { file: 'assets/lightbox-l1.js', isDynamicEntry: true },
    'src/routes/shop.tsx': { file: 'assets/shop-s1.js', isDynamicEntry: true, imports: ['index.html'] },
    '_store-pages-c1.js': { file: 'assets/store-pages-c1.js', imports: ['_framework-f1.js'] },
    'src/routes/home.tsx': {
      file: 'assets/home-h1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_store-pages-c1.js'],
    },
  }),
)
const ctx = await buildTestApp({ WEB_DIST: dist, PUBLIC_URL })
const { app } = ctx
const headOf = async (url: string, status = 200) => {
  const res = await app.inject({ method: 'GET', url })
  expect(res.statusCode).toBe(status)
  return res.body.slice(0, res.body.indexOf('</head>'))
}
const links = (head: string) =>
  [...head.matchAll(/<link rel="(?:preload|modulepreload)"[^>]*>/g)].map((m) => m[0])

describe('what the first paint needs, in the HTML', () => {
  test('a product page preloads its main photo, its data, the settings, categories and its chunks, before the entry script', async () => {
    const product = await insertProduct(ctx, {
      name: 'Morral',
      images: ['morral-frente.webp', 'morral-lado.webp'],
    })
    const head = await headOf(`/producto/${product.id}`)
    const srcset = [480, 800, 1200]
      .map((w) => `/uploads/products/morral-frente${w === 1200 ? '' : `-${w}`}.webp ${w}w`)
      .join(', ')
    expect(links(head)).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="/uploads/products/morral-frente-800.webp" imagesrcset="${srcset}" imagesizes="${PRODUCT_MAIN_IMAGE_SIZES}" />`,
      '<link rel="preload" as="fetch" crossorigin href="/api/settings" />',
      '<link rel="preload" as="fetch" crossorigin href="/api/categories" />',
      `<link rel="preload" as="fetch" crossorigin href="/api/products/${product.id}" />`,
      '<link rel="modulepreload" crossorigin href="/assets/product-p1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/gallery-g1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/g1.css" />',
    ])
    // Already loaded by index.html, or loaded only on demand (the lightbox): not preloaded again.
    expect(head).not.toContain('framework-f1.js" />')
    expect(head).not.toContain('lightbox-l1.js')
    expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf('/assets/index-abc.js'))
  })

  test('a product without photos preloads no image; an external photo is preloaded as it is', async () => {
    const bare = await insertProduct(ctx, { name: 'Sin foto' })
    expect(await headOf(`/producto/${bare.id}`)).not.toContain('as="image"')
    const external = await insertProduct(ctx, {
      name: 'Foto externa',
      images: ['https://cdn.example.co/a.jpg'],
    })
    expect(links(await headOf(`/producto/${external.id}`))[0]).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="https://cdn.example.co/a.jpg" />',
    )
  })

  test('a missing product still preloads the settings, categories and page chunk, no product', async () => {
    const head = await headOf('/producto/999999', 404)
    expect(head).toContain('href="/api/settings"')
    expect(head).toContain('href="/assets/product-p1.js"')
    expect(head).not.toContain('/api/products/')
  })

  test("the bare shop preloads its first card's photo, as the card draws it", async () => {
    await insertProduct(ctx, { name: 'Ruana', images: ['ruana-frente.webp'] })
    const [first] = (await app.inject({ method: 'GET', url: '/api/products?limit=24&offset=0' })).json<
      { name: string }[]
    >()
    expect(first?.name).toBe('Ruana')
    const srcset = [480, 800, 1200]
      .map((w) => `/uploads/products/ruana-frente${w === 1200 ? '' : `-${w}`}.webp ${w}w`)
      .join(', ')
    expect(links(await headOf('/tienda'))[0]).toBe(
      `<link rel="preload" as="image" fetchpriority="high" href="/uploads/products/ruana-frente-800.webp" imagesrcset="${srcset}" imagesizes="${PRODUCT_CARD_IMAGE_SIZES}" />`,
    )
  })

  test('after a catalogue write the bare shop preloads the new first photo', async () => {
    expect(links(await headOf('/tienda'))[0]).toContain('ruana-frente-800.webp')
    await insertProduct(ctx, { name: 'Poncho', images: ['poncho-frente.webp'] })
    // Written behind the caches' back: the head still names the photo it found first.
    expect(links(await headOf('/tienda'))[0]).toContain('ruana-frente-800.webp')
    app.changes.publish(CATALOG_TOPIC)
    expect(links(await headOf('/tienda'))[0]).toContain('poncho-frente-800.webp')
  })

  test('the bare shop preloads its first page and its chunk, the home page its featured products and its chunks; both the settings and categories', async () => {
    expect(links(await headOf('/tienda')).filter((link) => !link.includes('as="image"'))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/settings" />',
      '<link rel="preload" as="fetch" crossorigin href="/api/categories" />',
      '<link rel="preload" as="fetch" crossorigin href="/api/products?limit=24&amp;offset=0" />',
      '<link rel="modulepreload" crossorigin href="/assets/shop-s1.js" />',
    ])
    // A filtered shop asks for another page: only the chunk and the settings.
    expect(links(await headOf('/tienda?sort=price_asc'))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/settings" />',
      '<link rel="preload" as="fetch" crossorigin href="/api/categories" />',
      '<link rel="modulepreload" crossorigin href="/assets/shop-s1.js" />',
    ])
    expect(links(await headOf('/'))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/settings" />',
      '<link rel="preload" as="fetch" crossorigin href="/api/categories" />',
      '<link rel="preload" as="fetch" crossorigin href="/api/products/featured?limit=8" />',
      '<link rel="modulepreload" crossorigin href="/assets/home-h1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/store-pages-c1.js" />',
    ])
  })
})
