import { describe, expect, test } from 'vitest'
import { discountPrice } from '@vitrina/core/discount'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser } from '../../test/factories'
import { insertCategory, insertProduct } from '../../test/factories/catalog'

// The discounts screen applies one percentage to a whole category
// (docs/product/catalogue.md#category-discount).

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
const customer = await createUser(ctx)

const apply = (id: number, payload: object, headers: Record<string, string> = admin.auth) =>
  app.inject({ method: 'PUT', url: `/api/categories/${id}/discount`, headers, payload })
const product = async (id: number) => (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json()

describe('PUT /api/categories/{id}/discount', () => {
  test('every product of the category gets the percentage, variants included; the shop sees it at once', async () => {
    const cat = await insertCategory(ctx, 'Calzado')
    const other = await insertCategory(ctx, 'Bolsos')
    const tenis = await insertProduct(ctx, { name: 'Tenis', price: 129900, categoryIds: [cat.id] })
    const botas = await insertProduct(ctx, { name: 'Botas', price: 99999, categoryIds: [cat.id, other.id] })
    const hidden = await insertProduct(ctx, {
      name: 'Sandalias',
      price: 50000,
      categoryIds: [cat.id],
      is_active: false,
    })
    const bolso = await insertProduct(ctx, { name: 'Bolso', price: 80000, categoryIds: [other.id] })
    await app.inject({
      method: 'POST',
      url: `/api/products/${tenis.id}/variants`,
      headers: admin.auth,
      payload: {
        options: [{ name: 'Talla', values: ['38', '40'] }],
        variants: [
          { values: ['38'], stock_quantity: 1 },
          { values: ['40'], stock_quantity: 1, price_override: 139900 },
        ],
      },
    })
    // Read once so the public detail is in the response cache before the change.
    expect((await product(tenis.id)).discount_price).toBeNull()

    const res = await apply(cat.id, { descuento: 15 }, employee.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      message: 'Descuento del 15 % aplicado a 3 productos de Calzado.',
      updated: 3,
    })

    const fresh = await product(tenis.id)
    expect(fresh).toMatchObject({ descuento: 15, discount_price: discountPrice(129900, 15) })
    expect(fresh.variants.map((v: { discount_price: number }) => v.discount_price)).toEqual([
      discountPrice(129900, 15),
      discountPrice(139900, 15),
    ])
    expect(await product(botas.id)).toMatchObject({ descuento: 15, discount_price: discountPrice(99999, 15) })
    const staffView = await app.inject({
      method: 'GET',
      url: `/api/products/${hidden.id}`,
      headers: admin.auth,
    })
    expect(staffView.json()).toMatchObject({ descuento: 15, discount_price: 42500 })
    expect(await product(bolso.id)).toMatchObject({ descuento: 0, discount_price: null })
    const shop = await app.inject({ method: 'GET', url: `/api/products?category=${cat.slug}&sort=price_asc` })
    expect(shop.json().map((p: { discount_price: number }) => p.discount_price)).toEqual([
      discountPrice(99999, 15),
      discountPrice(129900, 15),
    ])

    const cleared = await apply(cat.id, { descuento: 0 })
    expect(cleared.json()).toEqual({ message: 'Descuento quitado de 3 productos de Calzado.', updated: 3 })
    expect(await product(tenis.id)).toMatchObject({ descuento: 0, discount_price: null })
  })

  test('an empty category changes nothing and says so', async () => {
    const cat = await insertCategory(ctx, 'Vacía')
    const res = await apply(cat.id, { descuento: 10 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Descuento del 10 % aplicado a 0 productos de Vacía.', updated: 0 })
  })

  test('only whole percentages 0-95; unknown category 404; nothing changes on refusal', async () => {
    const cat = await insertCategory(ctx, 'Joyas')
    const anillo = await insertProduct(ctx, { name: 'Anillo', price: 30000, categoryIds: [cat.id] })
    for (const descuento of [96, -5, 10.5, '20', null]) {
      const res = await apply(cat.id, { descuento })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('El descuento debe ser un número entero entre 0 y 95.')
    }
    expect((await apply(cat.id, {})).statusCode).toBe(400)
    expect((await apply(cat.id, { descuento: 10, extra: true })).statusCode).toBe(400)
    expect((await apply(999999, { descuento: 10 })).json()).toEqual({
      message: 'Categoría no encontrada.',
      code: 'CATEGORY_NOT_FOUND',
    })
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/categories/x/discount',
          headers: admin.auth,
          payload: { descuento: 1 },
        })
      ).statusCode,
    ).toBe(400)
    expect(await product(anillo.id)).toMatchObject({ descuento: 0, discount_price: null })
  })

  test('staff only: 401 without a token, 403 for a Cliente, 200 for Empleado and Administrador', async () => {
    const cat = await insertCategory(ctx, 'Gafas')
    const gafas = await insertProduct(ctx, { name: 'Gafas de sol', price: 60000, categoryIds: [cat.id] })
    expect((await apply(cat.id, { descuento: 50 }, {})).statusCode).toBe(401)
    const refused = await apply(cat.id, { descuento: 50 }, customer.auth)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('No tienes permiso para realizar esta acción.')
    expect(await product(gafas.id)).toMatchObject({ descuento: 0 })
    expect((await apply(cat.id, { descuento: 5 }, employee.auth)).statusCode).toBe(200)
    expect((await apply(cat.id, { descuento: 10 }, admin.auth)).statusCode).toBe(200)
    expect(await product(gafas.id)).toMatchObject({ descuento: 10, discount_price: 54000 })
  })
})
