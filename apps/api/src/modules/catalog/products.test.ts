import { brotliDecompressSync } from 'node:zlib'
import { beforeAll, describe, expect, test } from 'vitest'
import { productListSchema } from '@vitrina/core/schemas/catalog'
import { productVariants } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createUser } from '../../test/factories'
import { insertCategory, insertProduct } from '../../test/factories/catalog'

// Public catalogue reads of docs/product/catalogue.md#catalogue-api: filters, sorting, pagination and the
// cached answers.

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const names = (res: { json<T>(): T }) => res.json<{ name: string }[]>().map((p) => p.name)
const day = (n: number) => new Date(Date.UTC(2026, 0, n))

let ids: Record<string, number> = {}
beforeAll(async () => {
  const ropa = await insertCategory(ctx, 'Ropa')
  const hogar = await insertCategory(ctx, 'Hogar')
  const add = async (key: string, seed: Parameters<typeof insertProduct>[1]) => {
    ids[key] = (await insertProduct(ctx, seed)).id
  }
  ids = {}
  await add('barata', {
    name: 'Camiseta barata',
    price: 20000,
    rating_average: 3,
    categoryIds: [ropa.id],
    created_at: day(1),
  })
  await add('media', {
    name: 'Camisa media',
    price: 60000,
    discount_price: 30000,
    descuento: 50,
    rating_average: 4.5,
    review_count: 8,
    categoryIds: [ropa.id],
    created_at: day(2),
    is_featured: true,
  })
  await add('cara', {
    name: 'Chaqueta cara',
    price: 200000,
    rating_average: 5,
    review_count: 1,
    categoryIds: [ropa.id],
    created_at: day(3),
  })
  await add('cojin', {
    name: 'Cojín bordado',
    price: 45000,
    rating_average: 4,
    categoryIds: [hogar.id],
    created_at: day(4),
    stock_quantity: 0,
  })
  await add('oculto', {
    name: 'Producto oculto',
    price: 10000,
    is_active: false,
    categoryIds: [ropa.id],
    created_at: day(5),
  })
  await add('taza', {
    name: 'Taza de café',
    price: 25000,
    is_featured: true,
    categoryIds: [hogar.id],
    created_at: day(6),
  })
})

describe('GET /api/products', () => {
  // docs/product/catalogue.md#product-entity
  test('lists active products, newest first, each with the documented shape', async () => {
    const res = await get('/api/products')
    expect(res.statusCode).toBe(200)
    expect(names(res)).toEqual([
      'Taza de café',
      'Cojín bordado',
      'Chaqueta cara',
      'Camisa media',
      'Camiseta barata',
    ])
    expect(res.headers['x-total-count']).toBe('5')
    const list = productListSchema.parse(res.json())
    expect(list[3]).toMatchObject({
      price: 60000,
      discount_price: 30000,
      descuento: 50,
      rating_average: 4.5,
      review_count: 8,
    })
    expect(list[3]!.categories).toEqual([{ id: expect.any(Number), name: 'Ropa', slug: 'ropa' }])
  })

  test('paginates with limit and offset (or page), the total in X-Total-Count', async () => {
    const page = await get('/api/products?limit=2&offset=2')
    expect(names(page)).toEqual(['Chaqueta cara', 'Camisa media'])
    expect(page.headers['x-total-count']).toBe('5')
    expect(names(await get('/api/products?limit=2&page=3'))).toEqual(['Camiseta barata'])
    const beyond = await get('/api/products?offset=50')
    expect(beyond.json()).toEqual([])
    expect(beyond.headers['x-total-count']).toBe('5')
  })

  test('filters by category slug, under either name', async () => {
    expect(names(await get('/api/products?category=hogar'))).toEqual(['Taza de café', 'Cojín bordado'])
    expect(names(await get('/api/products?categorySlug=hogar'))).toEqual(['Taza de café', 'Cojín bordado'])
    expect((await get('/api/products?category=no-existe')).json()).toEqual([])
  })

  test('filters by price against the effective price (the discount price when lower)', async () => {
    expect(names(await get('/api/products?maxPrice=30000'))).toEqual([
      'Taza de café',
      'Camisa media',
      'Camiseta barata',
    ])
    expect(names(await get('/api/products?minPrice=40000&maxPrice=100000'))).toEqual(['Cojín bordado'])
    expect(names(await get('/api/products?minPrice=0&maxPrice='))).toHaveLength(5)
  })

  test('filters by minimum rating', async () => {
    expect(names(await get('/api/products?minRating=4.5'))).toEqual(['Chaqueta cara', 'Camisa media'])
  })

  test('sorts by price, rating and date', async () => {
    expect(names(await get('/api/products?sort=price_asc'))).toEqual([
      'Camiseta barata',
      'Taza de café',
      'Camisa media',
      'Cojín bordado',
      'Chaqueta cara',
    ])
    expect(names(await get('/api/products?sort=price_desc'))[0]).toBe('Chaqueta cara')
    expect(names(await get('/api/products?sort=rating')).slice(0, 2)).toEqual([
      'Chaqueta cara',
      'Camisa media',
    ])
    expect(names(await get('/api/products?sort=newest'))[0]).toBe('Taza de café')
    expect(names(await get('/api/products?sort=relevance'))[0]).toBe('Taza de café')
  })

  test('combines search, filters and sort', async () => {
    expect(names(await get('/api/products?search=camisa&sort=price_desc'))).toContain('Camisa media')
    expect(names(await get('/api/products?search=cojin&category=ropa'))).toEqual([])
  })

  test.each([
    ['minPrice=abc', 'El precio mínimo debe ser un número entero de pesos.'],
    ['maxPrice=12.5', 'El precio máximo debe ser un número entero de pesos.'],
    ['minRating=siete', 'La calificación mínima debe ser un número entre 0 y 5.'],
    ['minRating=6', 'La calificación mínima debe ser un número entre 0 y 5.'],
    ['limit=0', 'El límite debe ser un número entero entre 1 y 100.'],
    ['limit=101', 'El límite debe ser un número entero entre 1 y 100.'],
    ['offset=-1', 'El desplazamiento debe ser un número entero mayor o igual a 0.'],
    ['sort=barato', 'Orden no válido: usa relevance, newest, price_asc, price_desc o rating.'],
    ['minPrice=50000&maxPrice=100', 'El precio mínimo no puede ser mayor que el máximo.'],
  ])('%s answers 400 in Spanish', async (query, message) => {
    const res = await get(`/api/products?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' })
  })

  test('unknown parameters are refused', async () => {
    expect((await get('/api/products?color=rojo')).statusCode).toBe(400)
  })
})

describe('cached answers', () => {
  test('carry an ETag and answer 304 to If-None-Match', async () => {
    const first = await get('/api/products?limit=3')
    const etag = String(first.headers.etag)
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await get('/api/products?limit=3', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.headers['x-total-count']).toBe('5')
  })

  test('are compressed once, as the client asks', async () => {
    const plain = await get('/api/products')
    const br = await get('/api/products', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
  })

  test('are dropped by a write, so the next read shows it', async () => {
    const before = await get('/api/products/' + ids.cara)
    expect(before.json().price).toBe(200000)
    const list = await get('/api/products?category=ropa')
    const put = await app.inject({
      method: 'PUT',
      url: `/api/products/${ids.cara}`,
      headers: admin.auth,
      payload: { price: 150000 },
    })
    expect(put.statusCode).toBe(200)
    const after = await get('/api/products/' + ids.cara)
    expect(after.json().price).toBe(150000)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const listAfter = await get('/api/products?category=ropa', { 'if-none-match': String(list.headers.etag) })
    expect(listAfter.statusCode).toBe(200)
  })
})

describe('GET /api/products/{id} and /slug/{slug}', () => {
  test('answer the product with its reviews', async () => {
    const byId = await get(`/api/products/${ids.media}`)
    expect(byId.statusCode).toBe(200)
    expect(byId.json()).toMatchObject({ name: 'Camisa media', reviews: [], is_active: true })
    const bySlug = await get(`/api/products/slug/${byId.json().slug}`)
    expect(bySlug.json().id).toBe(ids.media)
  })

  test('a hidden or unknown product is 404 in Spanish; staff still open hidden ones', async () => {
    for (const url of [
      `/api/products/${ids.oculto}`,
      '/api/products/999999',
      '/api/products/slug/no-existe',
    ]) {
      const res = await get(url)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Producto no encontrado.', code: 'PRODUCT_NOT_FOUND' })
    }
    const asStaff = await get(`/api/products/${ids.oculto}`, admin.auth)
    expect(asStaff.json()).toMatchObject({ name: 'Producto oculto', is_active: false })
    const asCustomer = await get(`/api/products/${ids.oculto}`, (await createUser(ctx)).auth)
    expect(asCustomer.statusCode).toBe(404)
  })

  test('staff read a product fresh even when a shopper already cached it', async () => {
    const url = `/api/products/${ids.media}`
    await get(url)
    expect((await get(url)).headers['cache-control']).toBe('no-cache')
    expect((await get(url, admin.auth)).headers['cache-control']).toBe('no-store')
  })

  test('a malformed id is 400 in Spanish', async () => {
    const res = await get('/api/products/abc')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Identificador inválido.')
  })
})

describe('featured, random and suggestions', () => {
  test('featured lists the flagged active products, newest first', async () => {
    expect(names(await get('/api/products/featured'))).toEqual(['Taza de café', 'Camisa media'])
  })

  test('random answers 4 by default, up to 24', async () => {
    const res = await get('/api/products/random')
    expect(res.json()).toHaveLength(4)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(names(res)).not.toContain('Producto oculto')
    expect(await get('/api/products/random?limit=2').then((r) => r.json())).toHaveLength(2)
    expect((await get('/api/products/random?limit=25')).statusCode).toBe(400)
  })

  test('suggestions share a category with the cart, in stock first, never the cart itself', async () => {
    const res = await get(`/api/products/suggestions?ids=${ids.taza}`)
    const list = names(res)
    expect(list).toHaveLength(4)
    expect(list[0]).toBe('Cojín bordado')
    expect(list).not.toContain('Taza de café')
    const ropa = names(await get(`/api/products/suggestions?ids=${ids.barata},${ids.media}`))
    expect(ropa[0]).toBe('Chaqueta cara')
    expect(ropa).not.toContain('Producto oculto')
  })

  test('suggestions without ids are random, in stock first', async () => {
    const list = names(await get('/api/products/suggestions'))
    expect(list).toHaveLength(4)
    expect(list).not.toContain('Cojín bordado')
    expect((await get('/api/products/suggestions?ids=1,x')).statusCode).toBe(400)
  })

  test('stock is the sum of the variants when there are any', async () => {
    await app.db.insert(productVariants).values([
      { product_id: ids.cojin!, stock_quantity: 2 },
      { product_id: ids.cojin!, stock_quantity: 3 },
    ])
    const product = (await get(`/api/products/${ids.cojin}`, admin.auth)).json()
    expect(product.stock_quantity).toBe(5)
    expect(product.variants.map((v: { stock_quantity: number }) => v.stock_quantity)).toEqual([2, 3])
  })
})

describe('documentation', () => {
  test('/api/docs lists the catalogue calls with their schemas', async () => {
    const doc = (await get('/api/docs/json')).json()
    for (const path of [
      '/api/products',
      '/api/products/{id}',
      '/api/products/slug/{slug}',
      '/api/products/{id}/variants',
      '/api/products/{productId}/reviews',
      '/api/categories',
      '/api/future-products',
      '/api/shipping',
      '/api/wishlist',
      '/api/notifications',
    ]) {
      expect(doc.paths[path], path).toBeDefined()
    }
    expect(doc.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'minPrice',
    )
  })
})
