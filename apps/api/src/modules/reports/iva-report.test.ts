import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { bogotaDay } from '@vitrina/core/business-days'
import type { IvaReport } from '@vitrina/core/schemas/iva-report'
import { orders, orderStatusHistory } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser, type TestUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, orderId, putSettings } from '../../test/factories/orders'
import { askReturn, deliver, moveReturn, orderReturns } from '../returns/return-factories'

// docs/product/fiscal.md#informe-de-iva: goods of 19%, 5% and excluded, sold by cash on delivery and at the
// till, one partial return, one cancelled order and one not delivered yet.

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
const ana = await createUser(ctx)
await liftOrderLimits(ctx)
await putSettings(ctx, admin, { tax_enabled: 'true', tax_rate: '0.19', shipping_cost: '8000' })
const { id: addressId } = await saveAddress(ctx, ana)

const shirt = await insertProduct(ctx, { name: 'Camiseta', price: 10_000, stock_quantity: 50 })
const coffee = await insertProduct(ctx, {
  name: 'Café molido',
  price: 5_000,
  stock_quantity: 50,
  tax_class: 'reducido',
})
const rice = await insertProduct(ctx, {
  name: 'Arroz',
  price: 4_000,
  stock_quantity: 50,
  tax_class: 'excluido',
})

const cod = (items: { productId: number; quantity: number }[]) =>
  orderId(ctx, ana, items, { addressId, payment_method: 'contra_entrega' })
const move = (id: string, status: string) => deliver(ctx, employee, id, [status])

// Delivered today: 2 shirts (IVA 3.800), 3 coffees (750) and a kilo of rice, plus 8.000 of shipping.
const delivered = await cod([
  { productId: shirt.id, quantity: 2 },
  { productId: coffee.id, quantity: 3 },
  { productId: rice.id, quantity: 1 },
])
await deliver(ctx, employee, delivered, ['en_preparacion', 'enviado', 'entregado'])
// A till sale of one shirt (IVA 1.900), no shipping.
const till = await app.inject({
  method: 'POST',
  url: '/api/pos/sales',
  headers: employee.auth,
  payload: { items: [{ productId: shirt.id, quantity: 1 }], payment_method: 'tarjeta' },
})
expect(till.statusCode).toBe(201)
// Not sales: a cancelled order and a cash-on-delivery order not shipped yet.
await move(await cod([{ productId: shirt.id, quantity: 5 }]), 'cancelado')
await cod([{ productId: coffee.id, quantity: 4 }])
// One shirt and one coffee come back and are refunded in cash.
const lines = (await orderReturns(ctx, ana, delivered)).lines
const lineOf = (name: string) => lines.find((l) => l.product_name === name)!.order_item_id
const asked = await askReturn(ctx, ana, delivered, {
  items: [
    { order_item_id: lineOf('Camiseta'), quantity: 1 },
    { order_item_id: lineOf('Café molido'), quantity: 1 },
  ],
  reason: 'No era lo que esperaba',
})
expect(asked.statusCode).toBe(201)
const returnId = asked.json<{ id: number }>().id
await moveReturn(ctx, employee, returnId, { status: 'aprobada' })
await moveReturn(ctx, employee, returnId, { status: 'recibida', refund_method: 'efectivo' })

const today = bogotaDay(new Date())
const get = (query: string, user: TestUser | null = admin, csv = false) =>
  app.inject({
    method: 'GET',
    url: `/api/admin/reports/iva${csv ? '.csv' : ''}?${query}`,
    headers: user ? user.auth : {},
  })

describe('GET /api/admin/reports/iva', () => {
  test('sales less the refunded return, per rate; cancelled and undelivered orders left out', async () => {
    const res = await get(`from=${today}&to=${today}`)
    expect(res.statusCode).toBe(200)
    const report = res.json<IvaReport>()
    expect(report.months.map((m) => m.period)).toEqual([today.slice(0, 7)])
    const row = (label: string) => report.total.rows.find((r) => r.label === label)
    expect(row('Gravado 19%')).toMatchObject({
      orders: 2,
      sales_base: 30_000,
      sales_tax: 5_700,
      returns_base: 10_000,
      returns_tax: 1_900,
      base: 20_000,
      tax: 3_800,
    })
    expect(row('Gravado 5%')).toMatchObject({ orders: 1, sales_base: 15_000, sales_tax: 750, tax: 500 })
    expect(row('Exento')).toMatchObject({ orders: 0, base: 0, tax: 0 })
    expect(row('Excluido')).toMatchObject({ orders: 1, sales_base: 4_000, base: 4_000, tax: 0 })
    expect(report.total.totals).toEqual({
      orders: 2,
      sales_base: 49_000,
      sales_tax: 6_450,
      returns_base: 15_000,
      returns_tax: 2_150,
      base: 34_000,
      tax: 4_300,
    })
    expect(report.total.returns).toBe(1)
    expect(report.total.shipping).toEqual({ charged: 8_000, refunded: 0, net: 8_000 })
    expect(report.months[0]).toEqual({ ...report.total, period: today.slice(0, 7) })
  })

  test('a range before the sales is empty but keeps its rows', async () => {
    const report = (await get('from=2020-01-01&to=2020-02-29')).json<IvaReport>()
    expect(report.months.map((m) => m.period)).toEqual(['2020-01', '2020-02'])
    expect(report.total.totals.orders).toBe(0)
    expect(report.total.rows.map((r) => r.label)).toEqual(['Gravado 19%', 'Gravado 5%', 'Exento', 'Excluido'])
  })

  test('the CSV: BOM, Spanish headers, integer pesos', async () => {
    const res = await get(`from=${today}&to=${today}`, admin, true)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="informe-iva-${today}-a-${today}.csv"`,
    )
    const month = today.slice(0, 7)
    const csv = res.body
    expect(csv.startsWith('\uFEFFPeriodo,Concepto,Pedidos,Base ventas,IVA ventas,')).toBe(true)
    const rows = csv.slice(1).trim().split('\n')
    expect(rows).toContain(`${month},Gravado 19%,2,30000,5700,10000,1900,20000,3800`)
    expect(rows).toContain(`${month},Excluido,1,4000,0,0,0,4000,0`)
    expect(rows).toContain(`Total ${today} a ${today},Total,2,49000,6450,15000,2150,34000,4300`)
    expect(rows).toContain(`${month},Envíos (fuera de la base de IVA),,8000,,0,,8000,`)
    expect(csv).not.toContain(';')
  })

  test('Administrador only: employee and customer 403, anonymous 401', async () => {
    expect((await get(`from=${today}&to=${today}`, employee)).statusCode).toBe(403)
    expect((await get(`from=${today}&to=${today}`, ana)).statusCode).toBe(403)
    expect((await get(`from=${today}&to=${today}`, null)).statusCode).toBe(401)
    expect((await get(`from=${today}&to=${today}`, null, true)).statusCode).toBe(401)
  })

  test('bad dates and ranges over 366 days are 400 in Spanish', async () => {
    const message = async (query: string) => {
      const res = await get(query)
      expect(res.statusCode).toBe(400)
      return res.json<{ message: string }>().message
    }
    expect(await message('from=2026-02-30&to=2026-03-01')).toMatch(/AAAA-MM-DD/)
    expect(await message('from=ayer&to=2026-03-01')).toMatch(/AAAA-MM-DD/)
    expect(await message('to=2026-03-01')).toBeTruthy()
    expect(await message('from=2026-03-02&to=2026-03-01')).toBe(
      'La fecha inicial no puede ser posterior a la final.',
    )
    expect(await message('from=2025-01-01&to=2026-01-02')).toMatch(/como máximo 366 días/)
    expect((await get('from=2025-01-01&to=2026-01-02', admin, true)).statusCode).toBe(400)
  })

  // Last, since it adds a sale: cash on delivery counts the day it shipped (its invoice), not the day it was placed.
  test('cash on delivery counts on the day it shipped, when its factura is owed', async () => {
    const DAY = 24 * 60 * 60 * 1000
    const excluded = async (day: string) =>
      (await get(`from=${day}&to=${day}`)).json<IvaReport>().total.rows.find((r) => r.label === 'Excluido')!
    const id = await cod([{ productId: rice.id, quantity: 2 }])
    await deliver(ctx, employee, id, ['en_preparacion', 'enviado'])
    const placed = new Date(Date.now() - 40 * DAY)
    await app.db.update(orders).set({ order_date: placed }).where(eq(orders.id, id))
    expect(await excluded(today)).toMatchObject({ orders: 2, sales_base: 12_000 })
    await app.db
      .update(orderStatusHistory)
      .set({ created_at: placed })
      .where(and(eq(orderStatusHistory.order_id, id), eq(orderStatusHistory.status, 'enviado')))
    expect(await excluded(today)).toMatchObject({ orders: 1, sales_base: 4_000 })
    expect(await excluded(bogotaDay(placed))).toMatchObject({ orders: 1, sales_base: 8_000 })
  })
})
