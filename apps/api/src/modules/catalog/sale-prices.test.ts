import { describe, expect, test } from 'vitest'
import { PRICE_ROUNDING_STEPS } from '@vitrina/core/discount'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createEmployee } from '../../test/factories'
import { insertCategory, insertProduct } from '../../test/factories/catalog'

// docs/product/platform.md#one-process: a typed discount_price is
// kept as typed and descuento follows it; every price the store computes is rounded to price_rounding.

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)

const call = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin.auth) =>
  app.inject({ method, url, headers, payload })
const detail = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json<ProductDetail>()
const rounding = (step: string) =>
  call('PUT', '/api/settings', [{ setting_key: 'price_rounding', setting_value: step }])

describe('discount_price in the product payload', () => {
  test('create with a sale price: kept as typed, descuento is the whole percentage it represents', async () => {
    const res = await call(
      'POST',
      '/api/products',
      { name: 'Chaqueta', price: 59_900, discount_price: 38_900 },
      employee.auth,
    )
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ price: 59_900, discount_price: 38_900, descuento: 35 })
  })

  test('update sets, changes and clears it; the variants follow the percentage', async () => {
    const { id } = await insertProduct(ctx, { name: 'Jean', price: 100_000 })
    expect((await call('PUT', `/api/products/${id}`, { discount_price: 79_900 })).json()).toMatchObject({
      discount_price: 79_900,
      descuento: 20,
    })
    await call('POST', `/api/products/${id}/variants`, {
      options: [{ name: 'Talla', values: ['32'] }],
      variants: [{ values: ['32'], price_override: 120_000, stock_quantity: 2 }],
    })
    expect((await detail(id)).variants[0]).toMatchObject({ price_override: 120_000, discount_price: 96_000 })
    expect(
      (await call('PUT', `/api/products/${id}`, { price: 90_000, discount_price: 80_000 })).json(),
    ).toMatchObject({ price: 90_000, discount_price: 80_000, descuento: 11 })
    expect((await call('PUT', `/api/products/${id}`, { discount_price: null })).json()).toMatchObject({
      discount_price: null,
      descuento: 0,
    })
    expect((await detail(id)).variants[0]!.discount_price).toBeNull()
  })

  test('a sale price at or above the price is a Spanish 400, on create and against the stored price', async () => {
    const created = await call('POST', '/api/products', {
      name: 'Gorra',
      price: 30_000,
      discount_price: 30_000,
    })
    expect(created.statusCode).toBe(400)
    expect(created.json().message).toContain('El precio de oferta debe ser menor que el precio.')
    const { id } = await insertProduct(ctx, { name: 'Bolso', price: 80_000 })
    for (const payload of [{ discount_price: 90_000 }, { price: 50_000, discount_price: 60_000 }]) {
      const res = await call('PUT', `/api/products/${id}`, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain('El precio de oferta debe ser menor que el precio.')
    }
    const negative = await call('PUT', `/api/products/${id}`, { discount_price: -1 })
    expect(negative.statusCode).toBe(400)
    expect((await detail(id)).discount_price).toBeNull()
  })

  test('PUT /api/products/{id}/discount keeps working and sets discount_price from the percentage', async () => {
    await rounding('1')
    const { id } = await insertProduct(ctx, { name: 'Blusa', price: 59_900 })
    const res = await call('PUT', `/api/products/${id}/discount`, { descuento: 35 })
    expect(res.json()).toMatchObject({ descuento: 35, discount_price: 38_935 })
  })
})

describe('price_rounding', () => {
  test('every step rounds a percentage discount; a typed sale price is never changed', async () => {
    // 59.900 × 0,65 = 38.935
    const expected: Record<number, number> = {
      1: 38_935,
      10: 38_940,
      50: 38_950,
      100: 38_900,
      500: 39_000,
      1000: 39_000,
    }
    const { id } = await insertProduct(ctx, { name: 'Vestido', price: 59_900 })
    for (const step of PRICE_ROUNDING_STEPS) {
      expect((await rounding(String(step))).statusCode).toBe(200)
      const res = await call('PUT', `/api/products/${id}/discount`, { descuento: 35 })
      expect(res.json().discount_price, `paso ${step}`).toBe(expected[step])
    }
    const typed = await call('PUT', `/api/products/${id}`, { discount_price: 38_935 })
    expect(typed.json()).toMatchObject({ discount_price: 38_935 })
  })

  test('a category discount and a new price round to the step too', async () => {
    await rounding('100')
    const category = await insertCategory(ctx, 'Faldas')
    const { id } = await insertProduct(ctx, { name: 'Falda', price: 45_900, categoryIds: [category.id] })
    await call('PUT', `/api/categories/${category.id}/discount`, { descuento: 15 })
    // 45.900 × 0,85 = 39.015
    expect((await detail(id)).discount_price).toBe(39_000)
    await call('PUT', `/api/products/${id}`, { price: 52_900 })
    // 52.900 × 0,85 = 44.965
    expect((await detail(id)).discount_price).toBe(45_000)
  })

  test('an unknown step is a Spanish 400', async () => {
    const res = await rounding('250')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Debe ser uno de estos pasos en pesos: 1, 10, 50, 100, 500, 1000.')
  })
})
