import { describe, expect, test } from 'vitest'
import { productDetailSchema } from '@vitrina/core/schemas/catalog'
import { stockNotifications } from '../../db/schema'
import { eventually } from '../../test/build-test-app'
import { staffTestApp } from '../../test/factories'
import { insertCategory, insertProduct } from '../../test/factories/catalog'

// Staff calls of docs/product/catalogue.md#catalogue-api (docs/product/catalogue.md#discount and
// docs/product/catalogue.md#back-in-stock).

const { ctx, app, employee, customer, call } = await staffTestApp()

describe('POST /api/products', () => {
  test('creates a product with a slug made from its name', async () => {
    const ropa = await insertCategory(ctx, 'Ropa de niños')
    const res = await call('POST', '/api/products', {
      name: 'Camiseta Niño Ñandú',
      price: 35900,
      description: 'Algodón orgánico.',
      stock_quantity: 4,
      brand: 'Andina',
      sku: 'NIN-001',
      is_featured: true,
      categoryIds: [ropa.id],
    })
    expect(res.statusCode).toBe(201)
    const product = productDetailSchema.parse(res.json())
    expect(product).toMatchObject({
      name: 'Camiseta Niño Ñandú',
      slug: 'camiseta-nino-nandu',
      price: 35900,
      discount_price: null,
      descuento: 0,
      stock_quantity: 4,
      is_featured: true,
      is_active: true,
      withdrawable: true,
      categories: [{ id: ropa.id, name: 'Ropa de niños', slug: 'ropa-de-ninos' }],
    })
    // docs/product/consumer-rights.md#retracto: goods the law excludes are marked so.
    const cheese = await call('POST', '/api/products', { name: 'Queso', price: 9000, withdrawable: false })
    expect(productDetailSchema.parse(cheese.json()).withdrawable).toBe(false)
    const again = await call('PUT', `/api/products/${cheese.json().id}`, { withdrawable: true })
    expect(again.json().withdrawable).toBe(true)
    const twin = await call('POST', '/api/products', { name: 'Camiseta niño ñandú', price: 1000 })
    expect(twin.json().slug).toBe('camiseta-nino-nandu-2')
  })

  test('an Empleado may create too', async () => {
    expect(
      (await call('POST', '/api/products', { name: 'Gorra', price: 20000 }, employee.auth)).statusCode,
    ).toBe(201)
  })

  test('a taken slug or SKU is a 409 in Spanish', async () => {
    await call('POST', '/api/products', { name: 'Bolso', price: 1000, slug: 'bolso-unico', sku: 'BOL-1' })
    const slug = await call('POST', '/api/products', { name: 'Otro', price: 1000, slug: 'bolso-unico' })
    expect(slug.statusCode).toBe(409)
    expect(slug.json()).toEqual({ message: 'Ya existe un producto con ese slug.', code: 'SLUG_TAKEN' })
    const sku = await call('POST', '/api/products', { name: 'Otro', price: 1000, sku: 'BOL-1' })
    expect(sku.json()).toEqual({ message: 'Ya existe un producto con ese SKU.', code: 'SKU_TAKEN' })
  })

  test.each([
    [{ price: 1000 }, 'El nombre del producto es obligatorio.'],
    [{ name: '  ', price: 1000 }, 'El nombre del producto es obligatorio.'],
    [{ name: 'X', price: '1000' }, 'El precio debe ser un número entero de pesos.'],
    [{ name: 'X', price: 10.5 }, 'El precio debe ser un número entero de pesos.'],
    [{ name: 'X', price: -1 }, 'El precio no puede ser negativo.'],
    [{ name: 'X', price: 1, stock_quantity: -2 }, 'El stock no puede ser negativo.'],
    [
      { name: 'X', price: 1, slug: 'Con Espacios' },
      'El slug solo puede tener letras minúsculas sin tildes, números y guiones.',
    ],
    [{ name: 'X', price: 1, categoryIds: [999] }, 'La categoría 999 no existe.'],
  ])('%j answers 400: %s', async (payload, message) => {
    const res = await call('POST', '/api/products', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  test('unknown fields never reach the database', async () => {
    const res = await call('POST', '/api/products', { name: 'X', price: 1, rating_average: 5 })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toContain('rating_average')
  })

  test('needs staff: 401 without a token, 403 for a Cliente', async () => {
    const payload = { name: 'X', price: 1 }
    expect((await call('POST', '/api/products', payload, {})).statusCode).toBe(401)
    const res = await call('POST', '/api/products', payload, customer.auth)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('No tienes permiso para realizar esta acción.')
  })
})

describe('PUT /api/products/{id}', () => {
  test('changes only the fields sent; a new price keeps the discount percentage', async () => {
    const product = await insertProduct(ctx, {
      name: 'Chaqueta',
      price: 100000,
      descuento: 20,
      discount_price: 80000,
    })
    const res = await call('PUT', `/api/products/${product.id}`, { price: 59900, is_featured: true })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Chaqueta',
      price: 59900,
      descuento: 20,
      discount_price: 47920,
      is_featured: true,
    })
    const featured = await call('GET', '/api/products/featured')
    expect(featured.json().map((p: { id: number }) => p.id)).toContain(product.id)
    const hidden = await call('PUT', `/api/products/${product.id}`, { is_active: false })
    expect(hidden.json().is_active).toBe(false)
    expect((await app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404)
  })

  test('landing content is saved, sent with the detail by id and by slug, and cleared with null', async () => {
    const product = await insertProduct(ctx, { name: 'Ruana de lana' })
    const landing = {
      headline: '  Abrigo para la sabana  ',
      body: 'Tejida a mano en Nobsa.',
      benefits: [{ title: 'Lana virgen', text: '' }],
      cta: 'La quiero',
    }
    const res = await call('PUT', `/api/products/${product.id}`, { landing_content: landing })
    expect(res.statusCode).toBe(200)
    const expected = {
      headline: 'Abrigo para la sabana',
      subheadline: null,
      body: 'Tejida a mano en Nobsa.',
      benefits: [{ title: 'Lana virgen', text: null }],
      cta: 'La quiero',
    }
    expect(res.json().landing_content).toEqual(expected)
    const bySlug = await app.inject({ method: 'GET', url: `/api/products/slug/${product.slug}` })
    expect(bySlug.json().landing_content).toEqual(expected)
    const cleared = await call('PUT', `/api/products/${product.id}`, { landing_content: { headline: ' ' } })
    expect(cleared.json().landing_content).toBeNull()
  })

  test('landing content with a wrong shape is a 400 in Spanish and changes nothing', async () => {
    const product = await insertProduct(ctx, { name: 'Poncho' })
    const tooMany = Array.from({ length: 9 }, (_, i) => ({ title: `Beneficio ${i}` }))
    for (const [landing_content, message] of [
      [{ benefits: tooMany }, 'Puedes destacar como máximo 8 beneficios.'],
      [{ benefits: [{ text: 'sin título' }] }, 'Cada beneficio necesita un título.'],
      [{ headline: 'x'.repeat(151) }, 'El titular puede tener como máximo 150 caracteres.'],
      [{ script: 'x' }, 'El contenido de la página de aterrizaje no es válido.'],
    ] as const) {
      const res = await call('PUT', `/api/products/${product.id}`, { name: 'Otro', landing_content })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(message)
    }
    const after = await app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    expect(after.json()).toMatchObject({ name: 'Poncho', landing_content: null })
  })

  test('an unknown product is 404, a bad body 400, a Cliente 403', async () => {
    expect((await call('PUT', '/api/products/999999', { price: 1 })).statusCode).toBe(404)
    const product = await insertProduct(ctx, { name: 'Correa' })
    expect((await call('PUT', `/api/products/${product.id}`, { price: 'caro' })).statusCode).toBe(400)
    expect((await call('PUT', `/api/products/${product.id}`, { price: 1 }, customer.auth)).statusCode).toBe(
      403,
    )
  })

  test('stock going from 0 to positive e-mails each pending sign-up once', async () => {
    const product = await insertProduct(ctx, { name: 'Sombrero vueltiao', stock_quantity: 0 })
    for (const email of ['ana@correo.co', 'luis@correo.co']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/notifications',
        payload: { productId: product.id, email },
      })
      expect(res.json()).toEqual({ message: '¡Te avisaremos cuando vuelva a estar disponible!' })
    }
    const mailsFor = () => ctx.outbox().filter((m) => m.includes('Sombrero vueltiao'))
    await call('PUT', `/api/products/${product.id}`, { name: 'Sombrero vueltiao', stock_quantity: 0 })
    await call('PUT', `/api/products/${product.id}`, { stock_quantity: 5 })
    await eventually(() => mailsFor().length === 2)
    expect(mailsFor().join()).toContain(`/producto/${product.id}`)
    await call('PUT', `/api/products/${product.id}`, { stock_quantity: 8 })
    await call('PUT', `/api/products/${product.id}`, { stock_quantity: 0 })
    await call('PUT', `/api/products/${product.id}`, { stock_quantity: 3 })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mailsFor()).toHaveLength(2)
    const rows = await app.db.select().from(stockNotifications)
    expect(rows.filter((r) => r.product_id === product.id).every((r) => r.notified_at !== null)).toBe(true)
  })
})

describe('PUT /api/products/{id}/discount', () => {
  test('sets discount_price from the percentage, applies it to variant prices, and 0 clears it', async () => {
    const product = await insertProduct(ctx, { name: 'Vestido', price: 59900 })
    await call('POST', `/api/products/${product.id}/variants`, {
      options: [{ name: 'Talla', values: ['S', 'M'] }],
      variants: [
        { values: ['S'], stock_quantity: 1 },
        { values: ['M'], stock_quantity: 1, price_override: 69900 },
      ],
    })
    const res = await call('PUT', `/api/products/${product.id}/discount`, { descuento: 20 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ price: 59900, descuento: 20, discount_price: 47920 })
    expect(res.json().variants.map((v: { discount_price: number | null }) => v.discount_price)).toEqual([
      47920, 55920,
    ])
    const cleared = await call('PUT', `/api/products/${product.id}/discount`, { descuento: 0 })
    expect(cleared.json()).toMatchObject({ descuento: 0, discount_price: null })
    expect(cleared.json().variants.map((v: { discount_price: number | null }) => v.discount_price)).toEqual([
      null,
      null,
    ])
  })

  test('only whole percentages from 0 to 95', async () => {
    const product = await insertProduct(ctx, { name: 'Bufanda' })
    for (const descuento of [96, -1, 12.5, '10']) {
      const res = await call('PUT', `/api/products/${product.id}/discount`, { descuento })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('El descuento debe ser un número entero entre 0 y 95.')
    }
    expect((await call('PUT', '/api/products/999999/discount', { descuento: 10 })).statusCode).toBe(404)
    expect(
      (await call('PUT', `/api/products/${product.id}/discount`, { descuento: 10 }, customer.auth))
        .statusCode,
    ).toBe(403)
  })
})

describe('POST /api/products/{id}/categories', () => {
  test('replaces the categories', async () => {
    const a = await insertCategory(ctx, 'Verano')
    const b = await insertCategory(ctx, 'Playa')
    const product = await insertProduct(ctx, { name: 'Chanclas', categoryIds: [a.id] })
    const res = await call('POST', `/api/products/${product.id}/categories`, { categoryIds: [b.id, b.id] })
    expect(res.json().categories.map((c: { slug: string }) => c.slug)).toEqual(['playa'])
    expect(
      (await call('POST', `/api/products/${product.id}/categories`, { categoryIds: [] })).json().categories,
    ).toEqual([])
    expect(
      (await call('POST', `/api/products/${product.id}/categories`, { categoryIds: [123456] })).statusCode,
    ).toBe(400)
    expect(
      (await call('POST', `/api/products/${product.id}/categories`, { categoryIds: 'x' })).statusCode,
    ).toBe(400)
    expect((await call('POST', '/api/products/999999/categories', { categoryIds: [] })).statusCode).toBe(404)
    expect(
      (await call('POST', `/api/products/${product.id}/categories`, { categoryIds: [] }, customer.auth))
        .statusCode,
    ).toBe(403)
  })
})

describe('DELETE /api/products/{id}', () => {
  test('deletes, then 404; staff only', async () => {
    const product = await insertProduct(ctx, { name: 'Llavero' })
    expect((await call('DELETE', `/api/products/${product.id}`, undefined, customer.auth)).statusCode).toBe(
      403,
    )
    const res = await call('DELETE', `/api/products/${product.id}`)
    expect(res.json()).toEqual({ message: 'Producto eliminado.' })
    expect((await call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404)
  })
})

describe('GET /api/products/admin/all', () => {
  test('lists hidden products too, paginated, for staff only', async () => {
    await insertProduct(ctx, { name: 'Artículo escondido', is_active: false })
    const res = await call('GET', '/api/products/admin/all?search=escondido', undefined, employee.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([expect.objectContaining({ name: 'Artículo escondido', is_active: false })])
    expect(res.headers['x-total-count']).toBe('1')
    const page = await call('GET', '/api/products/admin/all?limit=2')
    expect(page.json()).toHaveLength(2)
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2)
    expect((await call('GET', '/api/products/admin/all', undefined, customer.auth)).statusCode).toBe(403)
    expect((await call('GET', '/api/products/admin/all', undefined, {})).statusCode).toBe(401)
  })
})
