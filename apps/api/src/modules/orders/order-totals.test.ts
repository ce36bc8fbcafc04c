import { inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { settings as settingsTable } from '../../db/schema'
import { insertProduct } from '../../test/factories/catalog'
import { SETTINGS_TOPIC } from '../settings/settings-cache'
import { insertVariants, orderId, putSettings, orderTestApp } from '../../test/factories/orders'

// docs/product/cart-and-totals.md#totals, every branch, computed by the order service from database prices
// and settings (docs/product/orders.md#server-decides-money: the client's numbers are never used).

const { ctx, app, admin, ana, address } = await orderTestApp()
const addressId = address.id

const settings = (values: Record<string, string>) => putSettings(ctx, admin, values)

async function totalsOf(items: { productId: number; variantId?: number; quantity: number }[]) {
  const id = await orderId(ctx, ana, items, { addressId })
  const order = (
    await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })
  ).json<OrderDetail>()
  const { subtotal, discount_total, shipping_cost, tax_rate, tax_amount, total_amount } = order
  return { subtotal, discount_total, shipping_cost, tax_rate: Number(tax_rate), tax_amount, total_amount }
}

const shirt = await insertProduct(ctx, { name: 'Camisa', price: 80_000, stock_quantity: 100 })
const jeans = await insertProduct(ctx, {
  name: 'Jean',
  price: 120_000,
  descuento: 25,
  discount_price: 90_000,
  stock_quantity: 100,
})
// A discount price above the list price is not a discount (docs/product/catalogue.md#discount: only when
// below price).
const odd = await insertProduct(ctx, {
  name: 'Correa',
  price: 40_000,
  discount_price: 45_000,
  stock_quantity: 100,
})
const boots = await insertProduct(ctx, {
  name: 'Botas',
  price: 200_000,
  descuento: 10,
  discount_price: 180_000,
})
const bootSizes = await insertVariants(ctx, boots.id, {
  options: [{ name: 'Talla', values: ['38', '40'] }],
  variants: [
    { values: ['38'], stock_quantity: 50 },
    { values: ['40'], stock_quantity: 50, price_override: 250_000 },
  ],
})

describe('order totals (docs/product/cart-and-totals.md#totals)', () => {
  test('list prices, shipping below the threshold, tax off', async () => {
    await settings({
      shipping_cost: '12000',
      free_shipping_threshold: '300000',
      tax_enabled: 'false',
      tax_rate: '0.19',
    })
    expect(await totalsOf([{ productId: shirt.id, quantity: 2 }])).toEqual({
      subtotal: 160_000,
      discount_total: 0,
      shipping_cost: 12_000,
      tax_rate: 0,
      tax_amount: 0,
      total_amount: 172_000,
    })
  })

  test('discounts: discount_price when below price, and variant overrides discounted by the percentage', async () => {
    expect(
      await totalsOf([
        { productId: jeans.id, quantity: 1 },
        { productId: odd.id, quantity: 1 },
        { productId: boots.id, variantId: bootSizes['38']!, quantity: 1 },
        { productId: boots.id, variantId: bootSizes['40']!, quantity: 1 },
      ]),
    ).toEqual({
      // 120.000 + 40.000 + 200.000 + 250.000
      subtotal: 610_000,
      // 30.000 (jean) + 0 (correa) + 20.000 (bota 38) + 25.000 (bota 40 at 225.000)
      discount_total: 75_000,
      // The discounted subtotal (535.000) reached the 300.000 threshold.
      shipping_cost: 0,
      tax_rate: 0,
      tax_amount: 0,
      total_amount: 535_000,
    })
  })

  test('the threshold compares the discounted subtotal, and reaching it exactly ships free', async () => {
    await settings({ free_shipping_threshold: '270000' })
    // List 360.000, discounted 270.000: exactly the threshold.
    expect(await totalsOf([{ productId: jeans.id, quantity: 3 }])).toMatchObject({
      subtotal: 360_000,
      discount_total: 90_000,
      shipping_cost: 0,
      total_amount: 270_000,
    })
    // Discounted 180.000 is below it even though the list subtotal (240.000) is not far.
    expect(await totalsOf([{ productId: jeans.id, quantity: 2 }])).toMatchObject({
      shipping_cost: 12_000,
      total_amount: 192_000,
    })
  })

  test('IVA on the discounted subtotal when tax_enabled is true, rounded to whole pesos', async () => {
    await settings({ tax_enabled: 'true', tax_rate: '0.19' })
    expect(
      await totalsOf([
        { productId: jeans.id, quantity: 1 },
        { productId: odd.id, quantity: 1 },
      ]),
    ).toEqual({
      subtotal: 160_000,
      discount_total: 30_000,
      shipping_cost: 12_000,
      tax_rate: 0.19,
      // 130.000 × 0,19
      tax_amount: 24_700,
      total_amount: 166_700,
    })
    await settings({ tax_rate: '0.0825' })
    // 80.000 × 0,0825 = 6.600; 12.345 pesos would round: checked with an odd amount below.
    expect((await totalsOf([{ productId: shirt.id, quantity: 1 }])).tax_amount).toBe(6_600)
    const cheap = await insertProduct(ctx, { name: 'Llavero', price: 12_345 })
    // 12.345 × 0,0825 = 1.018,46 -> 1.018
    expect((await totalsOf([{ productId: cheap.id, quantity: 1 }])).tax_amount).toBe(1_018)
  })

  test('unset shipping settings: no free shipping (999999999) and no shipping cost', async () => {
    await settings({ tax_enabled: 'false' })
    await app.db
      .delete(settingsTable)
      .where(inArray(settingsTable.setting_key, ['shipping_cost', 'free_shipping_threshold']))
    app.changes.publish(SETTINGS_TOPIC)
    expect(await totalsOf([{ productId: shirt.id, quantity: 1 }])).toEqual({
      subtotal: 80_000,
      discount_total: 0,
      shipping_cost: 0,
      tax_rate: 0,
      tax_amount: 0,
      total_amount: 80_000,
    })
  })
})
