import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { orderItems, orders } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { createUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import {
  insertVariants,
  liftOrderLimits,
  placeOrder,
  productStock,
  variantStock,
} from '../../test/factories/orders'

// docs/product/orders.md#no-oversell: races only prove something on PostgreSQL (PGlite runs one statement at
// a time), so this file runs with TEST_DATABASE_URL.

const ctx = await buildTestApp()
await liftOrderLimits(ctx)
const onPostgres = ctx.database.kind === 'postgres'
const shoppers = await Promise.all(
  [1, 2, 3, 4].map(async () => {
    const user = await createUser(ctx)
    return { user, addressId: (await saveAddress(ctx, user)).id }
  }),
)
const shopper = (i: number) => shoppers[i % shoppers.length]!

const unitsSold = async (productId: number) =>
  (
    await ctx.app.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .where(eq(orderItems.product_id, productId))
  ).reduce((sum, row) => sum + row.quantity, 0)

describe.skipIf(!onPostgres)('concurrent orders on PostgreSQL', () => {
  test('40 concurrent orders for a product with 10 units: exactly 10 orders and stock 0', async () => {
    const product = await insertProduct(ctx, { name: 'Edición limitada', stock_quantity: 10 })
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        placeOrder(ctx, shopper(i).user, [{ productId: product.id, quantity: 1 }], {
          addressId: shopper(i).addressId,
        }),
      ),
    )
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(10)
    expect(codes.filter((c) => c === 409)).toHaveLength(30)
    expect(await productStock(ctx, product.id)).toBe(0)
    expect(await unitsSold(product.id)).toBe(10)
  })

  test('concurrent lines of the same variant, split across lines, never oversell', async () => {
    const product = await insertProduct(ctx, { name: 'Tenis de lona' })
    const sizes = await insertVariants(ctx, product.id, {
      options: [{ name: 'Talla', values: ['39', '40'] }],
      variants: [
        { values: ['39'], stock_quantity: 7 },
        { values: ['40'], stock_quantity: 5 },
      ],
    })
    const v39 = sizes['39']!
    const v40 = sizes['40']!
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(
          ctx,
          shopper(i).user,
          [
            { productId: product.id, variantId: v39, quantity: 1 },
            { productId: product.id, variantId: v40, quantity: 1 },
            { productId: product.id, variantId: v39, quantity: 1 },
          ],
          { addressId: shopper(i).addressId },
        ),
      ),
    )
    // Each order takes 2 of the 39 (merged) and 1 of the 40: 3 orders fit in 7 units of the 39.
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3)
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true)
    expect(await variantStock(ctx, v39)).toBe(1)
    expect(await variantStock(ctx, v40)).toBe(2)
  })

  test('orders naming the same products in opposite orders never deadlock', async () => {
    const a = await insertProduct(ctx, { name: 'Producto A', stock_quantity: 100 })
    const b = await insertProduct(ctx, { name: 'Producto B', stock_quantity: 100 })
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const lines = [
          { productId: a.id, quantity: 1 },
          { productId: b.id, quantity: 2 },
        ]
        return placeOrder(ctx, shopper(i).user, i % 2 ? lines : lines.reverse(), {
          addressId: shopper(i).addressId,
        })
      }),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201))
    expect(await productStock(ctx, a.id)).toBe(70)
    expect(await productStock(ctx, b.id)).toBe(40)
  })

  test('concurrent requests with one Idempotency-Key make one order', async () => {
    const product = await insertProduct(ctx, { name: 'Hamaca', stock_quantity: 50 })
    const { user, addressId } = shopper(0)
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeOrder(ctx, user, [{ productId: product.id, quantity: 1 }], { addressId, key: 'una-sola-vez' }),
      ),
    )
    const ids = new Set(results.map((r) => r.json().orderId))
    expect(ids.size).toBe(1)
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(await productStock(ctx, product.id)).toBe(49)
  })
})
