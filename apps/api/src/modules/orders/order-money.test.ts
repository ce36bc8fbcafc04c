import { describe, expect, test } from 'vitest'
import { formatCOP } from '@vitrina/core/format'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import type { ShippingZone } from '@vitrina/core/schemas/shipping-zones'
import { eventually } from '../../test/build-test-app'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import {
  insertVariants,
  orderId,
  productStock,
  putSettings,
  readableOutbox,
  orderTestApp,
  shownNumber,
} from '../../test/factories/orders'

// docs/product/platform.md#one-process on the order service: both tax modes, shipping by the address's zone
// (or the flat settings), and a total the server recomputes and checks against what the checkout showed.

const { ctx, app, admin, ana, address: medellin } = await orderTestApp()
const envigado = await saveAddress(ctx, ana, { city: 'envigado' })
const rionegro = await saveAddress(ctx, ana, { city: 'Rionegro' })
const pasto = await saveAddress(ctx, ana, { city: 'Pasto', state_province: 'Nariño' })
const shirt = await insertProduct(ctx, { name: 'Camiseta', price: 49_900, stock_quantity: 100 })

const settings = (values: Record<string, string>) => putSettings(ctx, admin, values)

async function zone(payload: object): Promise<ShippingZone> {
  const res = await app.inject({ method: 'POST', url: '/api/shipping/zones', headers: admin.auth, payload })
  expect(res.statusCode).toBe(201)
  return res.json()
}

async function detail(addressId: number, quantity = 2): Promise<OrderDetail> {
  const id = await orderId(ctx, ana, [{ productId: shirt.id, quantity }], { addressId })
  return (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })).json()
}

await settings({
  tax_enabled: 'true',
  tax_rate: '0.19',
  shipping_cost: '15000',
  free_shipping_threshold: '300000',
})

describe('tax modes on orders', () => {
  test("unset: the spec's formula, IVA added on top (two $ 49.900 items cost $ 133.762 with shipping)", async () => {
    expect(await detail(pasto.id)).toMatchObject({
      subtotal: 99_800,
      tax_amount: 18_962,
      tax_included: false,
      shipping_cost: 15_000,
      total_amount: 133_762,
    })
  })

  test("'true': the shelf prices plus shipping; the IVA contained is recorded, never added", async () => {
    await settings({ prices_include_tax: 'true' })
    const order = await detail(pasto.id)
    expect(order).toMatchObject({
      subtotal: 99_800,
      tax_amount: 15_934,
      tax_included: true,
      shipping_cost: 15_000,
      total_amount: 114_800,
    })
    const number = await shownNumber(ctx, order.id)
    const mail = await eventually(() => readableOutbox(ctx).find((m) => m.includes(`Tu pedido ${number}`)))
    expect(mail).toContain(`Total: ${formatCOP(114_800)}`)
    expect(mail).toContain(`IVA 19% incluido: ${formatCOP(15_934)}`)
  })
})

describe('shipping by departamento on orders', () => {
  test('city zones win over departamento zones; an address in no zone pays the flat settings', async () => {
    await zone({
      name: 'Antioquia',
      departamentos: ['Antioquia'],
      cost: 11_000,
      delivery_days_min: 2,
      delivery_days_max: 3,
    })
    await zone({
      name: 'Valle de Aburrá',
      departamentos: ['Antioquia'],
      cities: ['Medellín', 'Envigado'],
      cost: 7_000,
      free_shipping_threshold: 150_000,
      delivery_days_min: 1,
      delivery_days_max: 2,
    })
    expect(await detail(envigado.id)).toMatchObject({
      shipping_cost: 7_000,
      shipping_zone: 'Valle de Aburrá',
      shipping_estimate: '1 a 2 días hábiles',
      total_amount: 106_800,
    })
    expect(await detail(rionegro.id)).toMatchObject({
      shipping_cost: 11_000,
      shipping_zone: 'Antioquia',
      shipping_estimate: '2 a 3 días hábiles',
    })
    expect(await detail(pasto.id)).toMatchObject({
      shipping_cost: 15_000,
      shipping_zone: null,
      shipping_estimate: null,
    })
  })

  test("the zone's own free-shipping threshold applies", async () => {
    expect(await detail(medellin.id, 4)).toMatchObject({ subtotal: 199_600, shipping_cost: 0 })
    expect(await detail(rionegro.id, 4)).toMatchObject({ shipping_cost: 11_000 })
  })

  test("shipping_zones_enabled 'false' keeps the zones but charges every address the flat settings", async () => {
    await settings({ shipping_zones_enabled: 'false' })
    expect(await detail(envigado.id)).toMatchObject({ shipping_cost: 15_000, shipping_zone: null })
    await settings({ shipping_zones_enabled: 'true' })
    const zones = await app.inject({ method: 'GET', url: '/api/shipping/zones' })
    expect(zones.json<ShippingZone[]>().map((z) => z.name)).toEqual(['Antioquia', 'Valle de Aburrá'])
  })

  test('orders read the zones from memory, and the next order after a zone edit or removal sees it', async () => {
    const rionegroZone = await zone({
      name: 'Oriente antioqueño',
      departamentos: ['Antioquia'],
      cities: ['Rionegro'],
      cost: 9_000,
      delivery_days_min: 1,
      delivery_days_max: 3,
    })
    expect(await detail(rionegro.id)).toMatchObject({
      shipping_cost: 9_000,
      shipping_zone: 'Oriente antioqueño',
    })
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/shipping/zones/${rionegroZone.id}`,
      headers: admin.auth,
      payload: { ...rionegroZone, id: undefined, cost: 8_000 },
    })
    expect(edit.statusCode).toBe(200)
    expect(await detail(rionegro.id)).toMatchObject({ shipping_cost: 8_000 })
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/shipping/zones/${rionegroZone.id}`,
      headers: admin.auth,
    })
    expect(removal.statusCode).toBeLessThan(300)
    expect(await detail(rionegro.id)).toMatchObject({ shipping_cost: 11_000, shipping_zone: 'Antioquia' })
  })
})

describe('the server decides the money', () => {
  const place = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/orders', headers: ana.auth, payload })

  test('the total the checkout showed is accepted when it matches the server', async () => {
    const res = await place({
      shipping_address_id: envigado.id,
      items: [{ productId: shirt.id, quantity: 1 }],
      expected_total: 49_900 + 7_000,
    })
    expect(res.statusCode).toBe(201)
  })

  test('a tampered total is refused with a Spanish 409 and the stock stays', async () => {
    const before = await productStock(ctx, shirt.id)
    const res = await place({
      shipping_address_id: envigado.id,
      items: [{ productId: shirt.id, quantity: 1 }],
      expected_total: 49_900,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'TOTAL_CHANGED',
      message: `El total de tu pedido cambió: ahora es ${formatCOP(56_900)}. Revisa el resumen y confirma de nuevo.`,
    })
    expect(await productStock(ctx, shirt.id)).toBe(before)
  })

  test('shipping, prices and totals in the body are unknown fields, refused with a 400', async () => {
    for (const extra of [{ shipping_cost: 0 }, { total_amount: 1 }, { shipping_zone: 'Gratis' }]) {
      const res = await place({
        shipping_address_id: envigado.id,
        items: [{ productId: shirt.id, quantity: 1 }],
        ...extra,
      })
      expect(res.statusCode).toBe(400)
    }
    const bad = await place({
      shipping_address_id: envigado.id,
      items: [{ productId: shirt.id, quantity: 1 }],
      expected_total: 'mucho',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('El total esperado debe ser un número entero de pesos.')
  })

  test("a variant's own price follows the product's percentage, rounded to the store's step", async () => {
    await settings({ price_rounding: '100' })
    const jeans = await insertProduct(ctx, {
      name: 'Jean',
      price: 59_900,
      descuento: 35,
      discount_price: 38_900,
      stock_quantity: 0,
    })
    const sizes = await insertVariants(ctx, jeans.id, {
      options: [{ name: 'Talla', values: ['32'] }],
      variants: [{ values: ['32'], price_override: 64_900, stock_quantity: 3 }],
    })
    const id = await orderId(ctx, ana, [{ productId: jeans.id, variantId: sizes['32']!, quantity: 1 }], {
      addressId: pasto.id,
    })
    const order = (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })).json()
    // 64.900 × 0,65 = 42.185, shown and charged as $ 42.200.
    expect(order.items[0]).toMatchObject({ list_price: 64_900, price_per_unit: 42_200 })
    const product = await app.inject({ method: 'GET', url: `/api/products/${jeans.id}` })
    expect(product.json().variants[0].discount_price).toBe(42_200)
  })
})
