import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { formatCOP } from '@vitrina/core/format'
import { retractoClosedMessage, retractoEndDay } from '@vitrina/core/retracto'
import type { AdminOrderDetail, OrderDetail } from '@vitrina/core/schemas/orders'
import type { Return } from '@vitrina/core/schemas/returns'
import { orderStatusHistory, products } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { buildTestApp, eventually, type TestContext } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, orderId, putSettings, readableOutbox } from '../../test/factories/orders'
import { deliver, deliveredDaysAgo, moveReturn, orderReturns, PREPAID_STEPS } from './return-factories'
import { requestRetracto } from './retracto.service'

// docs/product/consumer-rights.md#retracto: Ley 1480 art. 47 on a delivered web order.

const ctx: TestContext = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
const ana = await createUser(ctx)
const beto = await createUser(ctx)
await liftOrderLimits(ctx)
await putSettings(ctx, admin, { shipping_cost: '12000' })
const poncho = await insertProduct(ctx, { name: 'Poncho de lana', price: 83_000, stock_quantity: 100 })
const queso = await insertProduct(ctx, { name: 'Queso campesino', price: 20_000, stock_quantity: 100 })
await app.db.update(products).set({ withdrawable: false }).where(eq(products.id, queso.id))

const retracto = (user: { auth: Record<string, string> } | null, id: string) =>
  app.inject({ method: 'POST', url: `/api/orders/${id}/retracto`, headers: user ? user.auth : {} })

async function deliveredOrder(items = [{ productId: poncho.id, quantity: 2 }]) {
  const id = await orderId(ctx, ana, items)
  await deliver(ctx, employee, id, PREPAID_STEPS)
  return id
}

const order = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })).json<OrderDetail>()
const staffHistory = async (id: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin.auth })
  ).json<AdminOrderDetail>().status_history

/** Put the delivery at a fixed instant, to count the window on a known calendar. */
async function deliveredAt(id: string, at: string) {
  await app.db
    .update(orderStatusHistory)
    .set({ created_at: new Date(at) })
    .where(and(eq(orderStatusHistory.order_id, id), eq(orderStatusHistory.status, 'entregado')))
}

describe('POST /api/orders/{id}/retracto', () => {
  test('within the window: 201, everything paid back including shipping, owed within 30 days', async () => {
    const id = await deliveredOrder()
    const total = (await order(id)).total_amount
    const res = await retracto(ana, id)
    expect(res.statusCode).toBe(201)
    const made = res.json<Return>()
    expect(made).toMatchObject({ kind: 'retracto', status: 'solicitada', refund_amount: total })
    expect(made.items).toEqual([expect.objectContaining({ product_name: 'Poncho de lana', quantity: 2 })])
    const days = (Date.parse(made.refund_due_at!) - Date.parse(made.created_at)) / 86_400_000
    expect(days).toBeGreaterThan(29)
    expect(days).toBeLessThanOrEqual(31)
    expect((await staffHistory(id)).at(-1)!.note).toContain(
      `Retracto #${made.id} solicitado (${formatCOP(total)}, envío incluido).`,
    )
    await eventually(() => readableOutbox(ctx).some((m) => m.includes(`Recibimos tu retracto #${made.id}`)))

    // Asked again: the same request, 200.
    const again = await retracto(ana, id)
    expect(again.statusCode).toBe(200)
    expect(again.json<Return>().id).toBe(made.id)
  })

  test('received by staff: the refund keeps the shipping (cash on delivery, paid by hand)', async () => {
    const id = await deliveredOrder()
    const made = (await retracto(ana, id)).json<Return>()
    expect((await moveReturn(ctx, employee, made.id, { status: 'aprobada' })).statusCode).toBe(200)
    const done = await moveReturn(ctx, employee, made.id, { status: 'recibida', refund_method: 'efectivo' })
    expect(done.statusCode).toBe(200)
    expect(done.json<Return>()).toMatchObject({ status: 'recibida', refund_amount: 2 * 83_000 + 12_000 })
  })

  test('a non-withdrawable product stays out; the other lines and the shipping go back', async () => {
    const id = await deliveredOrder([
      { productId: poncho.id, quantity: 1 },
      { productId: queso.id, quantity: 1 },
    ])
    const view = await orderReturns(ctx, ana, id)
    expect(view.lines.map((l) => [l.product_name, l.withdrawable])).toEqual([
      ['Poncho de lana', true],
      ['Queso campesino', false],
    ])
    expect(view.retracto.open).toBe(true)
    const made = (await retracto(ana, id)).json<Return>()
    expect(made.items.map((i) => i.product_name)).toEqual(['Poncho de lana'])
    expect(made.refund_amount).toBe(83_000 + 12_000)
    expect((await staffHistory(id)).at(-1)!.note).toContain('Excluidos por la ley: Queso campesino.')
  })

  test('only non-withdrawable goods: 409', async () => {
    const id = await deliveredOrder([{ productId: queso.id, quantity: 1 }])
    const res = await retracto(ana, id)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('RETRACTO_NOTHING_LEFT')
  })

  test('after the window: 409 naming the day it ended', async () => {
    const id = await deliveredOrder()
    await deliveredDaysAgo(ctx, id, 20)
    const delivered = new Date(Date.now() - 20 * 86_400_000)
    const res = await retracto(ana, id)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: retractoClosedMessage(retractoEndDay(delivered)),
      code: 'RETRACTO_WINDOW_CLOSED',
    })
    expect((await orderReturns(ctx, ana, id)).retracto).toEqual({
      end_date: retractoEndDay(delivered),
      open: false,
    })
  })

  test('not delivered: 409; another customer: 404; signed out: 401', async () => {
    const id = await orderId(ctx, ana, [{ productId: poncho.id, quantity: 1 }])
    const pending = await retracto(ana, id)
    expect(pending.statusCode).toBe(409)
    expect(pending.json().code).toBe('RETRACTO_NOT_DELIVERED')
    await deliver(ctx, employee, id, PREPAID_STEPS)
    expect((await retracto(beto, id)).statusCode).toBe(404)
    expect((await retracto(null, id)).statusCode).toBe(401)
    const bad = await app.inject({ method: 'POST', url: '/api/orders/abc/retracto', headers: ana.auth })
    expect(bad.statusCode).toBe(400)
  })
})

describe('the window is 5 business days on the Colombian calendar', () => {
  // Delivered Tuesday 10 November 2026: Wed 11, Thu 12, Fri 13, (Sat 14, Sun 15, Mon 16 holiday) Tue 17,
  // Wed 18 — without the holiday the window would end on the 17th.
  test('a holiday inside the window is skipped; the day after the last is refused with its date', async () => {
    const open = await deliveredOrder()
    await deliveredAt(open, '2026-11-10T15:00:00-05:00')
    const made = await requestRetracto(app.db, ana.user.id, open, new Date('2026-11-18T23:30:00-05:00'))
    expect(made.created).toBe(true)

    const late = await deliveredOrder()
    await deliveredAt(late, '2026-11-10T15:00:00-05:00')
    const refused = requestRetracto(app.db, ana.user.id, late, new Date('2026-11-19T00:05:00-05:00'))
    await expect(refused).rejects.toBeInstanceOf(HttpError)
    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      message:
        'El plazo para retractarte de esta compra terminó el 18 de noviembre de 2026 (5 días hábiles desde la entrega).',
    })
  })
})
