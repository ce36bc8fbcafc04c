import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrderDetail, OrderDetail } from '@vitrina/core/schemas/orders'
import type { Product } from '@vitrina/core/schemas/catalog'
import { migrationsFolder } from '../../db/client'
import { orderItems, orders } from '../../db/schema'
import { buildTestApp, type TestContext } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, orderId, putSettings } from '../../test/factories/orders'
import { deliver, moveReturn, orderReturns, askReturn } from '../returns/return-factories'

// docs/decisions/030-iva-by-product.md: products carry an IVA class, orders freeze each line's class, rate and
// IVA with the per-rate breakdown, and returns give back each line's own IVA.

const ctx: TestContext = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
const ana = await createUser(ctx)
await liftOrderLimits(ctx)
await putSettings(ctx, admin, {
  tax_enabled: 'true',
  tax_rate: '0.19',
  tax_rate_reduced: '0.05',
  prices_include_tax: 'false',
  shipping_cost: '0',
})

const shirt = await insertProduct(ctx, { name: 'Camiseta', price: 59_900, stock_quantity: 50 })
const coffee = await insertProduct(ctx, {
  name: 'Café tostado',
  price: 18_000,
  stock_quantity: 50,
  tax_class: 'reducido',
})
const panela = await insertProduct(ctx, {
  name: 'Panela',
  price: 12_500,
  stock_quantity: 50,
  tax_class: 'excluido',
})

const mixedOrder = () =>
  orderId(ctx, ana, [
    { productId: shirt.id, quantity: 1 },
    { productId: coffee.id, quantity: 2 },
    { productId: panela.id, quantity: 1 },
  ])

const customerDetail = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })).json<OrderDetail>()

const BREAKDOWN = [
  { kind: 'gravado', rate: 0.19, base: 59_900, tax: 11_381 },
  { kind: 'gravado', rate: 0.05, base: 36_000, tax: 1_800 },
  { kind: 'excluido', rate: 0, base: 12_500, tax: 0 },
]

describe('the product payload carries tax_class', () => {
  test('staff write it, shoppers read it; a wrong class is a Spanish 400 and nothing is created', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.auth,
      payload: { name: 'Chocolate de mesa', price: 24_900, tax_class: 'reducido' },
    })
    expect(created.statusCode).toBe(201)
    const { id } = created.json<Product>()
    const read = await app.inject({ method: 'GET', url: `/api/products/${id}` })
    expect(read.json<Product>().tax_class).toBe('reducido')
    const plain = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.auth,
      payload: { name: 'Gorra', price: 30_000 },
    })
    expect(plain.json<Product>().tax_class).toBe('general')

    const bad = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.auth,
      payload: { name: 'Leche', price: 4_000, tax_class: 'cero' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('La clase de IVA debe ser general, reducido, exento o excluido.')
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: employee.auth,
      payload: { tax_class: 'exento' },
    })
    expect(edited.json<Product>().tax_class).toBe('exento')
    const visitor = await app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      payload: { tax_class: 'general' },
    })
    expect(visitor.statusCode).toBe(401)
  })
})

describe('an order with mixed classes', () => {
  test('freezes each line at its rate and answers the per-rate breakdown to the customer and staff', async () => {
    const id = await mixedOrder()
    const order = await customerDetail(id)
    expect(order).toMatchObject({ tax_amount: 13_181, total_amount: 108_400 + 13_181, tax_included: false })
    expect(order.tax_breakdown).toEqual(BREAKDOWN)
    expect(
      order.items.map(({ tax_class, tax_rate, tax_amount }) => ({ tax_class, tax_rate, tax_amount })),
    ).toEqual([
      { tax_class: 'general', tax_rate: 0.19, tax_amount: 11_381 },
      { tax_class: 'reducido', tax_rate: 0.05, tax_amount: 1_800 },
      { tax_class: 'excluido', tax_rate: 0, tax_amount: 0 },
    ])
    const staff = await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: employee.auth })
    expect(staff.json<AdminOrderDetail>().tax_breakdown).toEqual(BREAKDOWN)
    expect(staff.json<AdminOrderDetail>().items.map((i) => i.tax_amount)).toEqual([11_381, 1_800, 0])
  })

  test("changing a product's class or the rates later does not change an order already placed", async () => {
    const id = await mixedOrder()
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/products/${coffee.id}`,
      headers: admin.auth,
      payload: { tax_class: 'general' },
    })
    expect(moved.statusCode).toBe(200)
    await putSettings(ctx, admin, { tax_rate_reduced: '0.08' })
    const order = await customerDetail(id)
    expect(order.tax_breakdown).toEqual(BREAKDOWN)
    expect(order.items[1]).toMatchObject({ tax_class: 'reducido', tax_rate: 0.05, tax_amount: 1_800 })
    await app.inject({
      method: 'PUT',
      url: `/api/products/${coffee.id}`,
      headers: admin.auth,
      payload: { tax_class: 'reducido' },
    })
    await putSettings(ctx, admin, { tax_rate_reduced: '0.05' })
  })

  test("a partial return gives back the lines' own IVA: 5% for the coffee, none for the panela", async () => {
    const id = await mixedOrder()
    await deliver(ctx, employee, id, ['en_preparacion', 'enviado', 'entregado'])
    const view = await orderReturns(ctx, ana, id)
    expect(view.lines.map((l) => l.tax_amount)).toEqual([11_381, 1_800, 0])
    const [, coffeeLine, panelaLine] = view.lines
    const asked = await askReturn(ctx, ana, id, {
      items: [
        { order_item_id: coffeeLine!.order_item_id, quantity: 1 },
        { order_item_id: panelaLine!.order_item_id, quantity: 1 },
      ],
      reason: 'Llegó abierto el empaque',
    })
    expect(asked.statusCode).toBe(201)
    // 18.000 + 5% (900) + 12.500 without IVA.
    expect(asked.json().refund_amount).toBe(18_900 + 12_500)
    const returnId = asked.json<{ id: number }>().id
    await moveReturn(ctx, employee, returnId, { status: 'aprobada' })
    const received = await moveReturn(ctx, employee, returnId, {
      status: 'recibida',
      refund_method: 'efectivo',
    })
    expect(received.json().refund_amount).toBe(31_400)
  })
})

describe('orders placed before IVA classes (migration 0015, hand-written part)', () => {
  test("their items take the order's rate and share its IVA exactly, and the breakdown is that one rate", async () => {
    const lamp = await insertProduct(ctx, { name: 'Lámpara', price: 1_030, stock_quantity: 50 })
    const vase = await insertProduct(ctx, { name: 'Jarrón', price: 2_060, stock_quantity: 50 })
    const id = await orderId(ctx, ana, [
      { productId: lamp.id, quantity: 1 },
      { productId: vase.id, quantity: 1 },
    ])
    // As the order was before the migration: items without IVA, no breakdown.
    await app.db.update(orderItems).set({ tax_rate: '0', tax_amount: 0 }).where(eq(orderItems.order_id, id))
    await app.db.update(orders).set({ tax_breakdown: [] }).where(eq(orders.id, id))
    const file = readFileSync(join(migrationsFolder, '0015_iva_by_product.sql'), 'utf8')
    const handWritten = file.split('-- data migration (hand-written)')[1]!
    for (const statement of handWritten.split('--> statement-breakpoint'))
      await app.db.execute(sql.raw(statement))
    const order = await customerDetail(id)
    // 3.090 × 0,19 = 587,1 -> 587, shared 1.030 : 2.060.
    expect(order.tax_amount).toBe(587)
    expect(order.items.map((i) => [i.tax_rate, i.tax_amount])).toEqual([
      [0.19, 196],
      [0.19, 391],
    ])
    expect(order.tax_breakdown).toEqual([{ kind: 'gravado', rate: 0.19, base: 3_090, tax: 587 }])
  })
})
