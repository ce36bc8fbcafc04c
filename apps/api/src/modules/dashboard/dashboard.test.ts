import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { countsAsSale } from '@vitrina/core/sales'
import type { Dashboard } from '@vitrina/core/schemas/dashboard'
import { orders } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser, type TestUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import { insertVariants, orderId, putSettings } from '../../test/factories/orders'
import { getDashboard } from './dashboard.service'

// docs/product/back-office.md#dashboard: every figure computed from orders placed through the front doors
// (checkout, till, contact form, notify dialog, visit tracking), with "sales" as packages/core/src/sales.ts
// defines them.

// PayPal is on, so the PayPal orders below can be placed (docs/product/checkout-and-payments.md#payment-methods);
// no test here reaches PayPal itself.
const ctx = await buildTestApp({
  PAYPAL_CLIENT_ID: 'client-de-prueba',
  PAYPAL_CLIENT_SECRET: 'secreto-de-prueba',
})
const { app } = ctx
const employee = await createEmployee(ctx)
const admin = await createAdmin(ctx)
const ana = await createUser(ctx)
const { id: addressId } = await saveAddress(ctx, ana)
const DAY = 24 * 60 * 60 * 1000

const cap = await insertProduct(ctx, { name: 'Gorra', price: 10_000, stock_quantity: 100 })
const lamp = await insertProduct(ctx, { name: 'Lámpara', price: 30_000, stock_quantity: 50, sku: 'LAMP' })
const candle = await insertProduct(ctx, { name: 'Vela aromática', price: 8_000, stock_quantity: 3 })
const shirt = await insertProduct(ctx, { name: 'Camisa lino', price: 90_000, stock_quantity: 0 })
const sizes = await insertVariants(ctx, shirt.id, {
  options: [{ name: 'Talla', values: ['S', 'M'] }],
  variants: [
    { values: ['S'], stock_quantity: 20 },
    { values: ['M'], stock_quantity: 0 },
  ],
})

const webOrder = (productId: number, quantity: number, payment_method: 'contra_entrega' | 'paypal') =>
  orderId(ctx, ana, [{ productId, quantity }], { addressId, payment_method })
const posSale = async (productId: number, quantity: number) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/pos/sales',
    headers: employee.auth,
    payload: { items: [{ productId, quantity }], payment_method: 'tarjeta' },
  })
  return res.json<{ order: { id: string } }>().order.id
}
const moveBack = (id: string, days: number) =>
  app.db
    .update(orders)
    .set({ order_date: new Date(Date.now() - days * DAY) })
    .where(eq(orders.id, id))
const dashboard = async (user: TestUser | null = employee) =>
  app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: user ? user.auth : {} })

// Today: cash on delivery 2 x 10.000 (a sale, to collect), an unpaid PayPal order (not a sale), a till
// sale of a lamp, and a cash-on-delivery order cancelled by staff (not a sale).
await webOrder(cap.id, 2, 'contra_entrega')
await webOrder(cap.id, 1, 'paypal')
await posSale(lamp.id, 1)
const cancelled = await webOrder(lamp.id, 5, 'contra_entrega')
await app.inject({
  method: 'PUT',
  url: `/api/admin/orders/${cancelled}/status`,
  headers: admin.auth,
  payload: { status: 'cancelado' },
})
// Ten days ago: 3 caps at the till. Forty days ago: a big sale outside the 30 days.
await moveBack(await posSale(cap.id, 3), 10)
await moveBack(await posSale(lamp.id, 10), 40)

for (const email of ['a@correo.co', 'b@correo.co'])
  await app.inject({
    method: 'POST',
    url: '/api/notifications',
    payload: { productId: shirt.id, variantId: sizes['M'], email },
  })
for (const n of [1, 2])
  await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { sender_name: `Cliente ${n}`, sender_email: `c${n}@correo.co`, message: 'Hola' },
  })
for (let i = 0; i < 3; i += 1)
  await app.inject({
    method: 'POST',
    url: '/api/analytics/track-visit',
    headers: { 'content-type': 'application/json' },
    payload: '',
  })

describe('GET /api/admin/dashboard', () => {
  test('sales today, 7 and 30 days follow the sales rule; average ticket over 30 days', async () => {
    const res = await dashboard()
    expect(res.statusCode).toBe(200)
    const body = res.json<Dashboard>()
    expect(body.sales.today).toEqual({ total: 20_000 + 30_000, orders: 2 })
    expect(body.sales.last7).toEqual({ total: 50_000, orders: 2 })
    expect(body.sales.last30).toEqual({ total: 80_000, orders: 3 })
    expect(body.average_ticket).toBe(Math.round(80_000 / 3))
    expect(body.daily).toHaveLength(30)
    expect(body.daily.at(-1)).toMatchObject({ day: body.today, sales: 50_000, orders: 2, visits: 3 })
    expect(body.daily.reduce((sum, d) => sum + d.sales, 0)).toBe(80_000)
  })

  test('the SQL counts exactly the orders that core countsAsSale accepts', async () => {
    const body = (await dashboard()).json<Dashboard>()
    const windowStart = new Date(`${body.daily[0]!.day}T00:00:00-05:00`) // Bogotá midnight
    const all = await app.db.select().from(orders)
    const sales = all.filter((o) => o.order_date >= windowStart && countsAsSale(o))
    expect(sales.length).toBeLessThan(all.length)
    expect(body.sales.last30).toEqual({
      total: sales.reduce((sum, o) => sum + o.total_amount, 0),
      orders: sales.length,
    })
  })

  test('orders by status, cash on delivery to collect, new messages and visits', async () => {
    const body = (await dashboard()).json<Dashboard>()
    expect(Object.fromEntries(body.orders_by_status.map((s) => [s.status, s.count]))).toEqual({
      pendiente: 2,
      pagado: 0,
      en_preparacion: 0,
      enviado: 0,
      entregado: 3,
      cancelado: 1,
    })
    expect(body.cash_on_delivery).toEqual({ orders: 1, amount: 20_000 })
    expect(body.new_messages).toBe(2)
    expect(body.visits).toEqual({ today: 3, last7: 3, last30: 3 })
  })

  test('best sellers of the last 30 days by units, low stock and back-in-stock demand', async () => {
    const body = (await dashboard()).json<Dashboard>()
    expect(body.best_sellers).toEqual([
      { product_id: cap.id, product_name: 'Gorra', units: 5, revenue: 50_000 },
      { product_id: lamp.id, product_name: 'Lámpara', units: 1, revenue: 30_000 },
    ])
    expect(body.low_stock).toEqual([
      {
        product_id: shirt.id,
        product_name: 'Camisa lino',
        variant_id: sizes['M'],
        variant: 'M',
        sku: null,
        stock: 0,
      },
      {
        product_id: candle.id,
        product_name: 'Vela aromática',
        variant_id: null,
        variant: null,
        sku: null,
        stock: 3,
      },
    ])
    expect(body.low_stock_total).toBe(2)
    expect(body.back_in_stock_demand).toEqual([
      {
        product_id: shirt.id,
        product_name: 'Camisa lino',
        variant_id: sizes['M'],
        variant: 'M',
        waiting: 2,
        stock: 0,
      },
    ])
  })

  // docs/product/catalogue.md#low-stock
  test("'Poco stock' follows the store's low_stock_threshold setting", async () => {
    await putSettings(ctx, admin, { low_stock_threshold: '2' })
    const body = (await dashboard()).json<Dashboard>()
    expect(body.low_stock.map((row) => [row.product_name, row.stock])).toEqual([['Camisa lino', 0]])
    await putSettings(ctx, admin, { low_stock_threshold: '20' })
    const wider = (await dashboard()).json<Dashboard>()
    expect(wider.low_stock.map((row) => [row.product_name, row.variant, row.stock])).toEqual([
      ['Camisa lino', 'M', 0],
      ['Vela aromática', null, 3],
      ['Camisa lino', 'S', 20],
    ])
    await putSettings(ctx, admin, { low_stock_threshold: '5' })
  })

  test('days are Bogotá days: 23:30 in Bogotá belongs to that day, not the next UTC one', async () => {
    const late = await posSale(candle.id, 1)
    await app.db
      .update(orders)
      .set({ order_date: new Date('2026-03-10T04:30:00Z') })
      .where(eq(orders.id, late))
    const body = await getDashboard(app.db, new Date('2026-03-10T12:00:00Z'))
    expect(body.today).toBe('2026-03-10')
    expect(body.daily.find((d) => d.day === '2026-03-09')).toMatchObject({ sales: 8_000, orders: 1 })
    expect(body.sales.today).toEqual({ total: 0, orders: 0 })
    expect(body.daily[0]!.day).toBe('2026-02-09')
  })

  test('staff only', async () => {
    expect((await dashboard(null)).statusCode).toBe(401)
    expect((await dashboard(ana)).statusCode).toBe(403)
    expect((await dashboard(admin)).statusCode).toBe(200)
  })
})
