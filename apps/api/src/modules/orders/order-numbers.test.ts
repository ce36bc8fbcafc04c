import { describe, expect, test } from 'vitest'
import { orderNumber } from '@vitrina/core/format'
import type { AdminOrderDetail, OrderCreated, OrderSummary } from '@vitrina/core/schemas/orders'
import { buildTestApp } from '../../test/build-test-app'
import { createEmployee, createUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, placeOrder } from '../../test/factories/orders'

// docs/product/orders.md#order-number: orders are numbered #1001, #1002… in the order they are placed, the
// number is in every answer that carries the order, and both the number and the old code find it. The
// concurrency test proves something only on PostgreSQL (PGlite runs one statement at a time): run this file
// with TEST_DATABASE_URL too.

const ctx = await buildTestApp()
await liftOrderLimits(ctx)
const { app } = ctx
const onPostgres = ctx.database.kind === 'postgres'
const employee = await createEmployee(ctx)
const shoppers = await Promise.all(
  [1, 2, 3, 4].map(async () => {
    const user = await createUser(ctx)
    return { user, addressId: (await saveAddress(ctx, user)).id }
  }),
)
const shopper = (i: number) => shoppers[i % shoppers.length]!
const buy = (i: number, productId: number, quantity = 1) =>
  placeOrder(ctx, shopper(i).user, [{ productId, quantity }], { addressId: shopper(i).addressId })
const search = async (term: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/admin/orders?search=${encodeURIComponent(term)}&limit=100`,
      headers: employee.auth,
    })
  ).json<OrderSummary[]>()

const consecutive = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  return sorted.every((n, i) => i === 0 || n === sorted[i - 1]! + 1)
}

describe('order numbers', () => {
  test('the first order is #1001, the next ones follow, and every answer carries the number', async () => {
    const product = await insertProduct(ctx, { name: 'Mochila arhuaca', stock_quantity: 100 })
    const first = (await buy(0, product.id)).json<OrderCreated>()
    const second = (await buy(0, product.id)).json<OrderCreated>()
    expect(first.order_number).toBe(1001)
    expect(second.order_number).toBe(1002)

    const auth = shopper(0).user.auth
    const own = await app.inject({ method: 'GET', url: '/api/orders', headers: auth })
    expect(own.json<OrderSummary[]>().map((o) => o.order_number)).toEqual([1002, 1001])
    const detail = await app.inject({ method: 'GET', url: `/api/orders/${first.orderId}`, headers: auth })
    expect(detail.json()).toMatchObject({ id: first.orderId, order_number: 1001 })
    const staff = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${second.orderId}`,
      headers: employee.auth,
    })
    expect(staff.json<AdminOrderDetail>().order_number).toBe(1002)
  })

  test("staff find an order by '#1001', '1001' or its old six-character code", async () => {
    const product = await insertProduct(ctx, { name: 'Sombrero vueltiao', stock_quantity: 100 })
    const placed = (await buy(1, product.id)).json<OrderCreated>()
    for (const term of [
      `#${placed.order_number}`,
      String(placed.order_number),
      `#${orderNumber(placed.orderId)}`,
    ])
      expect((await search(term)).map((o) => o.id)).toEqual([placed.orderId])
    expect(await search('#999999999')).toEqual([])
  })

  test('an order refused for stock gives its number back: no gaps', async () => {
    const scarce = await insertProduct(ctx, { name: 'Último tejido', stock_quantity: 1 })
    const before = (await buy(2, scarce.id)).json<OrderCreated>()
    expect((await buy(2, scarce.id)).statusCode).toBe(409)
    const plenty = await insertProduct(ctx, { name: 'Café de Nariño', stock_quantity: 100 })
    const after = (await buy(2, plenty.id)).json<OrderCreated>()
    expect(after.order_number).toBe(before.order_number + 1)
  })
})

describe.skipIf(!onPostgres)('order numbers under concurrency on PostgreSQL', () => {
  test('30 concurrent orders, 10 of them refused for stock: 20 distinct consecutive numbers', async () => {
    const plenty = await insertProduct(ctx, { name: 'Arepas congeladas', stock_quantity: 1000 })
    const scarce = await insertProduct(ctx, { name: 'Edición numerada', stock_quantity: 5 })
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? buy(i, plenty.id) : buy(i, scarce.id))),
    )
    const created = results.filter((r) => r.statusCode === 201).map((r) => r.json<OrderCreated>())
    expect(created).toHaveLength(20)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(10)
    const numbers = created.map((o) => o.order_number)
    expect(new Set(numbers).size).toBe(20)
    expect(consecutive(numbers)).toBe(true)
  })
})
