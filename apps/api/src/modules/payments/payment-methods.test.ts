import { describe, expect, test } from 'vitest'
import { formatCOP } from '@vitrina/core/format'
import { codOverLimitAlone } from '@vitrina/core/payment-methods'
import { buildTestApp, eventually } from '../../test/build-test-app'
import { createAdmin, createUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import {
  placeOrder,
  productStock,
  putSettings,
  readableOutbox,
  shownNumber,
} from '../../test/factories/orders'
import { buildWompiTestApp } from '../../test/factories/wompi'

// docs/product/checkout-and-payments.md#payment-methods and #cod-settings.

const plain = await buildTestApp()
const { ctx: withWompi } = await buildWompiTestApp()
const methods = async (ctx = plain) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/payments/methods' })).json<{
    methods: string[]
    cod: { max_total: number | null; departamentos: string[] | null }
  }>()

describe('GET /api/payments/methods', () => {
  test('without provider keys only cash on delivery is on; with Wompi keys Wompi too', async () => {
    expect(await methods()).toEqual({
      methods: ['contra_entrega'],
      cod: { max_total: null, departamentos: null },
    })
    expect((await methods(withWompi)).methods).toEqual(['contra_entrega', 'wompi'])
  })

  test('staff switch cash on delivery off and set its limits; the public call says so', async () => {
    const admin = await createAdmin(withWompi)
    await putSettings(withWompi, admin, {
      cod_enabled: 'false',
      cod_max_total: '150000',
      cod_departamentos: 'Antioquia;bogota',
    })
    expect(await methods(withWompi)).toEqual({
      methods: ['wompi'],
      cod: { max_total: 150_000, departamentos: ['Antioquia', 'Bogotá D.C.'] },
    })
    await putSettings(withWompi, admin, { cod_enabled: 'true', cod_max_total: '', cod_departamentos: '' })
  })
})

describe('POST /api/orders takes only a method that is on', () => {
  test('PayPal and Wompi without their keys: 409, no order, no stock taken', async () => {
    const ana = await createUser(plain)
    const product = await insertProduct(plain, {
      name: 'Sombrero vueltiao',
      price: 50_000,
      stock_quantity: 5,
    })
    for (const payment_method of ['paypal', 'wompi'] as const) {
      const res = await placeOrder(plain, ana, [{ productId: product.id, quantity: 1 }], { payment_method })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_METHOD_UNAVAILABLE',
        message: 'Ese método de pago no está disponible en esta tienda. Elige otro.',
      })
    }
    expect(await productStock(plain, product.id)).toBe(5)
  })

  test('cash on delivery switched off, over its limit or outside its departamentos: 409 and nothing kept', async () => {
    const ctx = withWompi
    const admin = await createAdmin(ctx)
    const ana = await createUser(ctx)
    const product = await insertProduct(ctx, { name: 'Hamaca', price: 100_000, stock_quantity: 10 })
    const line = [{ productId: product.id, quantity: 1 }]
    const cod = { payment_method: 'contra_entrega' as const }

    await putSettings(ctx, admin, { cod_enabled: 'false' })
    expect((await placeOrder(ctx, ana, line, cod)).json().code).toBe('PAYMENT_METHOD_UNAVAILABLE')
    expect((await placeOrder(ctx, ana, line, { payment_method: 'wompi' })).statusCode).toBe(201)

    await putSettings(ctx, admin, { cod_enabled: 'true', cod_max_total: '150000' })
    const twoUnits = await placeOrder(ctx, ana, [{ productId: product.id, quantity: 2 }], cod)
    expect(twoUnits.statusCode).toBe(409)
    expect(twoUnits.json()).toMatchObject({
      code: 'COD_NOT_AVAILABLE',
      message: `El pago contra entrega está disponible para pedidos de hasta ${formatCOP(150_000)}. Elige otro método de pago.`,
    })
    const underLimit = await placeOrder(ctx, ana, line, cod)
    expect(underLimit.statusCode).toBe(201)
    // docs/product/orders.md#cod-confirmation: the confirmation e-mail says it waits 'Por confirmar'.
    const number = await shownNumber(ctx, underLimit.json<{ orderId: string }>().orderId)
    const mail = await eventually(() =>
      readableOutbox(ctx).find((m) => m.includes(`Tu pedido ${number} quedó registrado`)),
    )
    expect(mail).toContain('Estado: Por confirmar.')

    await putSettings(ctx, admin, { cod_max_total: '', cod_departamentos: 'Bogotá D.C.;Cundinamarca' })
    const medellin = await placeOrder(ctx, ana, line, cod)
    expect(medellin.json().message).toBe(
      'El pago contra entrega no está disponible en el departamento de tu dirección. Elige otro método de pago.',
    )
    const bogota = await saveAddress(ctx, ana, { city: 'Bogotá', state_province: 'Bogotá D.C.' })
    expect((await placeOrder(ctx, ana, line, { ...cod, addressId: bogota.id })).statusCode).toBe(201)
    // Two orders went through (Wompi and the Bogotá one), plus the one under the limit.
    expect(await productStock(ctx, product.id)).toBe(7)
    await putSettings(ctx, admin, { cod_departamentos: '' })
  })
})

// docs/product/checkout-and-payments.md#blocked-carts
describe('a cart over the cash-on-delivery limit when nothing else can pay it', () => {
  test('the shopper is told what to do, and staff see the blocked checkout counted', async () => {
    const admin = await createAdmin(plain)
    const luis = await createUser(plain)
    const product = await insertProduct(plain, { name: 'Hamaca grande', price: 100_000, stock_quantity: 10 })
    await putSettings(plain, admin, { cod_enabled: 'true', cod_max_total: '150000' })
    const res = await placeOrder(plain, luis, [{ productId: product.id, quantity: 2 }], {
      payment_method: 'contra_entrega',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'COD_LIMIT_NO_OTHER_METHOD',
      message: codOverLimitAlone(150_000),
    })
    expect(await productStock(plain, product.id)).toBe(10)
    const screen = await plain.app.inject({
      method: 'GET',
      url: '/api/admin/payment-providers',
      headers: admin.auth,
    })
    expect(screen.json()).toMatchObject({
      cod_max_total: 150_000,
      blocked_checkouts: { days: 30, count: 1, largest_total: null },
    })

    // The checkout reports the message it showed; counted once per shopper and only when it is true.
    const report = (total: number, user = luis) =>
      plain.app.inject({
        method: 'POST',
        url: '/api/payments/blocked-checkout',
        headers: user.auth,
        payload: { total },
      })
    const sofia = await createUser(plain)
    expect((await report(100_000, sofia)).json()).toEqual({ counted: false })
    expect((await report(300_000, sofia)).json()).toEqual({ counted: true })
    expect((await report(300_000, sofia)).json()).toEqual({ counted: true })
    expect((await report(-5, sofia)).statusCode).toBe(400)
    expect(
      (
        await plain.app.inject({
          method: 'POST',
          url: '/api/payments/blocked-checkout',
          payload: { total: 1 },
        })
      ).statusCode,
    ).toBe(401)
    const after = await plain.app.inject({
      method: 'GET',
      url: '/api/admin/payment-providers',
      headers: admin.auth,
    })
    expect(after.json()).toMatchObject({ blocked_checkouts: { count: 2, largest_total: 300_000 } })
    await putSettings(plain, admin, { cod_max_total: '' })
  })

  test('with an online method on, nothing is counted', async () => {
    const admin = await createAdmin(withWompi)
    const eva = await createUser(withWompi)
    await putSettings(withWompi, admin, { cod_max_total: '150000' })
    const res = await withWompi.app.inject({
      method: 'POST',
      url: '/api/payments/blocked-checkout',
      headers: eva.auth,
      payload: { total: 300_000 },
    })
    expect(res.json()).toEqual({ counted: false })
    await putSettings(withWompi, admin, { cod_max_total: '' })
  })
})
