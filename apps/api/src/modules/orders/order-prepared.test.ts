import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { products } from '../../db/schema'
import { createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { insertVariants, orderId, placeOrder, putSettings, orderTestApp } from '../../test/factories/orders'

// docs/decisions/008-orders-stock-and-idempotency.md: the order's statements are built once and, on
// PostgreSQL, kept prepared per connection (past five runs PostgreSQL may plan them generically). Whatever
// the plan, every order reads the prices, stock and settings of its own moment.

const { ctx, app, admin, ana, address } = await orderTestApp()
const addressId = address.id

async function detail(id: string): Promise<OrderDetail> {
  return (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })).json()
}

describe('the prepared order statements', () => {
  test('a changed price, discount and setting reach the next order', async () => {
    await putSettings(ctx, admin, { tax_enabled: 'false', shipping_cost: '0', free_shipping_threshold: '0' })
    const cap = await insertProduct(ctx, { name: 'Gorra', price: 30_000, stock_quantity: 100 })
    for (let i = 0; i < 7; i++) await orderId(ctx, ana, [{ productId: cap.id, quantity: 1 }], { addressId })

    await app.db
      .update(products)
      .set({ price: 40_000, discount_price: 36_000, descuento: 10 })
      .where(eq(products.id, cap.id))
    await putSettings(ctx, admin, { tax_enabled: 'true', tax_rate: '0.19' })
    const order = await detail(await orderId(ctx, ana, [{ productId: cap.id, quantity: 2 }], { addressId }))
    expect(order.items[0]).toMatchObject({ quantity: 2, price_per_unit: 36_000 })
    expect(order).toMatchObject({ subtotal: 80_000, discount_total: 8_000, tax_amount: 13_680 })
  })

  test('names, options and SKUs with quotes, commas and braces are frozen as written', async () => {
    const name = 'Camiseta "Edición {1}", talla \\ única'
    const shirt = await insertProduct(ctx, { name, sku: null, stock_quantity: 10 })
    const plain = await insertProduct(ctx, { name: "Jean d'Arc, azul", sku: 'J,{1}', stock_quantity: 10 })
    const sizes = await insertVariants(ctx, shirt.id, {
      options: [{ name: 'Talla', values: ['M, "grande"'] }],
      variants: [{ values: ['M, "grande"'], stock_quantity: 5, sku: null }],
    })
    const id = await orderId(
      ctx,
      ana,
      [
        { productId: plain.id, quantity: 1 },
        { productId: shirt.id, variantId: sizes['M, "grande"']!, quantity: 2 },
      ],
      { addressId },
    )
    const items = (await detail(id)).items
    expect(items.map((i) => [i.product_name, i.variant_details, i.sku, i.quantity])).toEqual([
      [name, 'Talla: M, "grande"', null, 2],
      ["Jean d'Arc, azul", null, 'J,{1}', 1],
    ])
  })

  test('another customer cannot order to this address, and the stock stays', async () => {
    const bea = await createUser(ctx)
    const bag = await insertProduct(ctx, { name: 'Bolso', stock_quantity: 3 })
    const res = await placeOrder(ctx, bea, [{ productId: bag.id, quantity: 1 }], { addressId })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND' })
    const [row] = await app.db
      .select({ stock: products.stock_quantity })
      .from(products)
      .where(eq(products.id, bag.id))
    expect(row!.stock).toBe(3)
  })
})
