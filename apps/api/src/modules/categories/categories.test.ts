import { describe, expect, test } from 'vitest'
import { staffTestApp } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'

// docs/product/catalogue.md#categories: public list with product counts, staff writes, unique slugs.

const { ctx, app, employee, customer, call } = await staffTestApp()

describe('categories', () => {
  test('staff create categories; the slug comes from the name and stays unique', async () => {
    const res = await call('POST', '/api/categories', { name: 'Ropa de Baño', description: 'Para la playa' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Ropa de Baño',
      slug: 'ropa-de-bano',
      description: 'Para la playa',
      image_url: null,
      position: 1,
      product_count: 0,
      product_image_url: null,
    })
    expect((await call('POST', '/api/categories', { name: 'Ropa de baño' }, employee.auth)).json().slug).toBe(
      'ropa-de-bano-2',
    )
    const taken = await call('POST', '/api/categories', { name: 'Otra', slug: 'ropa-de-bano' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ message: 'Ya existe una categoría con ese slug.', code: 'SLUG_TAKEN' })
  })

  test('the public list counts active products; writes show up at once', async () => {
    const cat = (await call('POST', '/api/categories', { name: 'Hogar' })).json()
    await insertProduct(ctx, { name: 'Cojín', categoryIds: [cat.id] })
    await insertProduct(ctx, { name: 'Oculto', categoryIds: [cat.id], is_active: false })
    const list = await app.inject({ method: 'GET', url: '/api/categories' })
    expect(list.statusCode).toBe(200)
    expect(list.headers.etag).toBeDefined()
    expect(list.json().find((c: { id: number }) => c.id === cat.id).product_count).toBe(1)

    const renamed = await call('PUT', `/api/categories/${cat.id}`, { name: 'Casa y hogar', slug: 'casa' })
    expect(renamed.json()).toMatchObject({ name: 'Casa y hogar', slug: 'casa', product_count: 1 })
    const again = await app.inject({ method: 'GET', url: '/api/categories' })
    expect(again.json().find((c: { id: number }) => c.id === cat.id).slug).toBe('casa')
    expect((await app.inject({ method: 'GET', url: `/api/categories/${cat.id}` })).json().name).toBe(
      'Casa y hogar',
    )
    const products = await app.inject({ method: 'GET', url: '/api/products?category=casa' })
    expect(products.json().map((p: { name: string }) => p.name)).toEqual(['Cojín'])
  })

  test('deleting a category leaves its products without it (docs/decisions/014)', async () => {
    const cat = (await call('POST', '/api/categories', { name: 'Temporada' })).json()
    const product = await insertProduct(ctx, { name: 'Gorro navideño', categoryIds: [cat.id] })
    expect((await call('DELETE', `/api/categories/${cat.id}`, undefined, employee.auth)).json()).toEqual({
      message: 'Categoría eliminada.',
    })
    expect((await call('GET', `/api/categories/${cat.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/categories/${cat.id}`)).statusCode).toBe(404)
    const detail = await app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    expect(detail.json().categories).toEqual([])
  })

  test('bad input is 400 in Spanish; unknown ids 404', async () => {
    expect((await call('POST', '/api/categories', { name: '' })).json().message).toBe(
      'El nombre de la categoría es obligatorio.',
    )
    expect((await call('POST', '/api/categories', { name: 'X', image_url: 'ftp://x' })).json().message).toBe(
      'El enlace debe empezar por https://.',
    )
    expect((await call('POST', '/api/categories', { name: 'X', extra: 1 })).statusCode).toBe(400)
    expect((await call('PUT', '/api/categories/999999', { name: 'X' })).statusCode).toBe(404)
    expect((await call('GET', '/api/categories/abc')).statusCode).toBe(400)
  })

  test('the public list follows the position staff give, then the name (docs/product/catalogue.md#category-order)', async () => {
    const zeta = (await call('POST', '/api/categories', { name: 'Zeta orden', position: 1 })).json()
    const alfa = (await call('POST', '/api/categories', { name: 'Alfa orden', position: 2 })).json()
    const beta = (await call('POST', '/api/categories', { name: 'Beta orden', position: 2 })).json()
    const order = async () =>
      (await app.inject({ method: 'GET', url: '/api/categories' }))
        .json()
        .map((c: { id: number }) => c.id)
        .filter((id: number) => [zeta.id, alfa.id, beta.id].includes(id))
    expect(await order()).toEqual([zeta.id, alfa.id, beta.id])
    const moved = await call('PUT', `/api/categories/${zeta.id}`, { position: 3 }, employee.auth)
    expect(moved.json()).toMatchObject({ name: 'Zeta orden', position: 3 })
    expect(await order()).toEqual([alfa.id, beta.id, zeta.id])
    const last = (await call('POST', '/api/categories', { name: 'Aaa sin posición' })).json()
    const all = (await app.inject({ method: 'GET', url: '/api/categories' })).json()
    expect(all.at(-1)).toMatchObject({
      id: last.id,
      position: Math.max(...all.map((c: { position: number }) => c.position)),
    })
    expect(last.position).toBeGreaterThan(3)
  })

  test('a position must be a whole number from 0 to 9999', async () => {
    const message = 'La posición debe ser un número entero entre 0 y 9999.'
    for (const position of [-1, 1.5, 10000, '2'])
      expect((await call('POST', '/api/categories', { name: 'Mal', position })).json()).toMatchObject({
        message: expect.stringMatching(/^La posición debe ser un número/),
      })
    expect((await call('POST', '/api/categories', { name: 'Mal', position: 10000 })).json().message).toBe(
      message,
    )
    expect((await call('PUT', '/api/categories/1', { position: -3 })).statusCode).toBe(400)
  })

  test("a category without its own image offers its best product's (docs/product/catalogue.md#category-tiles)", async () => {
    const rated = (await call('POST', '/api/categories', { name: 'Vitrina de prueba' })).json()
    const featured = (await call('POST', '/api/categories', { name: 'Vitrina destacada' })).json()
    await insertProduct(ctx, { name: 'Sin foto', categoryIds: [rated.id], is_featured: true })
    await insertProduct(ctx, {
      name: 'Oculta',
      categoryIds: [rated.id],
      images: ['oculta.webp'],
      is_active: false,
    })
    await insertProduct(ctx, {
      name: 'Regular',
      categoryIds: [rated.id, featured.id],
      images: ['regular.webp'],
      rating_average: 3,
    })
    await insertProduct(ctx, {
      name: 'Estrella',
      categoryIds: [rated.id, featured.id],
      images: ['estrella-1.webp', 'estrella-2.webp'],
      rating_average: 4.5,
      review_count: 8,
    })
    await insertProduct(ctx, {
      name: 'Destacada',
      categoryIds: [featured.id],
      images: ['destacada.webp'],
      is_featured: true,
    })
    const read = async (id: number) => (await call('GET', `/api/categories/${id}`)).json()
    expect(await read(rated.id)).toMatchObject({ image_url: null, product_image_url: 'estrella-1.webp' })
    expect((await read(featured.id)).product_image_url).toBe('destacada.webp')
    await call('PUT', `/api/categories/${rated.id}`, { image_url: 'https://cdn.tienda.co/hogar.webp' })
    expect(await read(rated.id)).toMatchObject({
      image_url: 'https://cdn.tienda.co/hogar.webp',
      product_image_url: 'estrella-1.webp',
    })
  })

  test('writes need staff: 401 without a token, 403 for a Cliente', async () => {
    expect((await call('POST', '/api/categories', { name: 'X' }, {})).statusCode).toBe(401)
    expect((await call('POST', '/api/categories', { name: 'X' }, customer.auth)).statusCode).toBe(403)
    expect((await call('PUT', '/api/categories/1', { name: 'X' }, customer.auth)).statusCode).toBe(403)
    expect((await call('DELETE', '/api/categories/1', undefined, customer.auth)).statusCode).toBe(403)
    expect((await call('DELETE', '/api/categories/1', undefined, {})).statusCode).toBe(401)
  })
})
