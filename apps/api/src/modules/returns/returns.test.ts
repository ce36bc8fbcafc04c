import { describe, expect, test } from 'vitest'
import { formatCOP } from '@vitrina/core/format'
import { returnEstimate } from '@vitrina/core/returns'
import type { AdminOrderDetail } from '@vitrina/core/schemas/orders'
import type { Return } from '@vitrina/core/schemas/returns'
import { buildTestApp, eventually, type TestContext } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import {
  liftOrderLimits,
  orderId,
  productStock,
  putSettings,
  readableOutbox,
  shownNumber,
} from '../../test/factories/orders'
import {
  askReturn,
  deliver,
  deliveredDaysAgo,
  moveReturn,
  orderReturns,
  returnFirstLine,
} from './return-factories'

// docs/product/returns.md: requests from the account, the window, the staff's steps, cash and till refunds.

const ctx: TestContext = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
const ana = await createUser(ctx)
const beto = await createUser(ctx)
await liftOrderLimits(ctx)
const poncho = await insertProduct(ctx, { name: 'Poncho de lana', price: 83_000, stock_quantity: 100 })
const COD_STEPS = ['en_preparacion', 'enviado', 'entregado']

async function deliveredCodOrder(quantity = 3) {
  const id = await orderId(ctx, ana, [{ productId: poncho.id, quantity }])
  await deliver(ctx, employee, id, COD_STEPS)
  return id
}

const history = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: employee.auth }))
    .json<AdminOrderDetail>()
    .status_history.map((h) => h.note)

describe('a customer asks for a return', () => {
  test('lines and units of a delivered order, in the history, e-mailed, and staff alerted live', async () => {
    const id = await deliveredCodOrder()
    const heard: unknown[] = []
    app.orderEvents.onAlert((alert) => heard.push(alert))
    const view = await orderReturns(ctx, ana, id)
    expect(view).toMatchObject({ window_days: 30, open: true, returns: [] })
    expect(view.lines[0]).toMatchObject({ product_name: 'Poncho de lana', quantity: 3, returnable: 3 })

    const created = await returnFirstLine(ctx, ana, id, 2)
    expect(created).toMatchObject({
      status: 'solicitada',
      refund_amount: 166_000,
      items: [{ product_name: 'Poncho de lana', quantity: 2 }],
    })
    expect(heard).toContainEqual({ event: 'new-return', orderId: id, id: created.id })
    expect((await orderReturns(ctx, ana, id)).lines[0]!.returnable).toBe(1)
    expect((await history(id)).at(-1)).toBe(
      `Devolución #${created.id} solicitada (${formatCOP(166_000)}). Motivo: No me quedó bien la talla`,
    )
    await eventually(() =>
      readableOutbox(ctx).some((m) => m.includes(`Recibimos tu solicitud de devolución #${created.id}`)),
    )
    // No more units than are left.
    const more = await askReturn(ctx, ana, id, {
      items: [{ order_item_id: view.lines[0]!.order_item_id, quantity: 2 }],
      reason: 'Quiero devolver otro más',
    })
    expect(more.statusCode).toBe(409)
    expect(more.json().message).toBe('De "Poncho de lana" puedes devolver hasta 1 unidad.')
  })

  test('bad input is a Spanish 400; an order not delivered or past the window is refused', async () => {
    const id = await deliveredCodOrder()
    const line = (await orderReturns(ctx, ana, id)).lines[0]!.order_item_id
    const bad = await askReturn(ctx, ana, id, { items: [], reason: 'x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/Elige al menos un producto para devolver|Cuéntanos por qué/)
    const unknown = await askReturn(ctx, ana, id, {
      items: [{ order_item_id: 999_999, quantity: 1 }],
      reason: 'No era lo que esperaba',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('Ese producto no es de este pedido.')

    const pending = await orderId(ctx, ana, [{ productId: poncho.id, quantity: 1 }])
    const pendingLine = (await orderReturns(ctx, ana, pending)).lines[0]!.order_item_id
    const early = await askReturn(ctx, ana, pending, {
      items: [{ order_item_id: pendingLine, quantity: 1 }],
      reason: 'Ya no lo quiero',
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe('Solo puedes devolver productos de un pedido entregado.')

    await putSettings(ctx, admin, { return_window_days: '10' })
    await deliveredDaysAgo(ctx, id, 11)
    expect((await orderReturns(ctx, ana, id)).open).toBe(false)
    const late = await askReturn(ctx, ana, id, {
      items: [{ order_item_id: line, quantity: 1 }],
      reason: 'No me quedó bien',
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(
      'El plazo para devolver este pedido (10 días desde la entrega) ya terminó.',
    )
    await putSettings(ctx, admin, { return_window_days: '30' })
  })

  test("another customer's order is 404, a visitor is 401, a customer cannot act as staff", async () => {
    const id = await deliveredCodOrder()
    const created = await returnFirstLine(ctx, ana, id, 1)
    const res = await app.inject({ method: 'GET', url: `/api/orders/${id}/returns`, headers: beto.auth })
    expect(res.statusCode).toBe(404)
    expect((await askReturn(ctx, beto, id, { items: [], reason: 'Devuélvanme esto' })).statusCode).toBe(400)
    const line = (await orderReturns(ctx, ana, id)).lines[0]!.order_item_id
    const foreign = await askReturn(ctx, beto, id, {
      items: [{ order_item_id: line, quantity: 1 }],
      reason: 'Devuélvanme esto',
    })
    expect(foreign.statusCode).toBe(404)
    expect((await askReturn(ctx, null, id, {})).statusCode).toBe(401)
    expect((await moveReturn(ctx, ana, created.id, { status: 'aprobada' })).statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/returns', headers: ana.auth })).statusCode,
    ).toBe(403)
    // Only an Administrador changes the window (store settings).
    const put = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: employee.auth,
      payload: [{ setting_key: 'return_window_days', setting_value: '15' }],
    })
    expect(put.statusCode).toBe(403)
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.auth,
      payload: [{ setting_key: 'return_window_days', setting_value: '400' }],
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toContain('Debe ser un número entero entre 1 y 365.')
  })
})

describe("the account form's estimate", () => {
  test('with IVA on top it is the refund the server records, before and after a return is received', async () => {
    await putSettings(ctx, admin, { tax_enabled: 'true', tax_rate: '0.19', prices_include_tax: 'false' })
    const id = await deliveredCodOrder(3)
    await putSettings(ctx, admin, { tax_enabled: 'false' })
    const view = await orderReturns(ctx, ana, id)
    expect(view).toMatchObject({ tax_rate: 0.19, tax_included: false })
    const line = view.lines[0]!
    expect(line).toMatchObject({ quantity: 3, returnable: 3, received: 0 })
    const estimate = (seen: typeof view, units: number) =>
      returnEstimate(seen, { [line.order_item_id]: units }).total
    expect(estimate(view, 1)).toBe(98_770)
    const first = await returnFirstLine(ctx, ana, id, 1)
    expect(first.refund_amount).toBe(98_770)
    await moveReturn(ctx, employee, first.id, { status: 'aprobada' })
    await moveReturn(ctx, employee, first.id, { status: 'recibida', refund_method: 'efectivo' })

    const after = await orderReturns(ctx, ana, id)
    expect(after.lines[0]).toMatchObject({ returnable: 2, received: 1 })
    const second = await returnFirstLine(ctx, ana, id, 2)
    // 3 × 83.000 with 19% is 296.310 in all; 98.770 went back already.
    expect(second.refund_amount).toBe(estimate(after, 2))
    expect(second.refund_amount).toBe(296_310 - 98_770)

    // The back office's order page reads the same two, and only them.
    const other = await deliveredCodOrder(1)
    await returnFirstLine(ctx, ana, other, 1)
    const forOrder = await app.inject({
      method: 'GET',
      url: `/api/admin/returns?order_id=${id}`,
      headers: employee.auth,
    })
    expect(forOrder.json<Return[]>().map((r) => r.id)).toEqual([second.id, first.id])
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/returns?order_id=42',
      headers: employee.auth,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Pedido inválido.')
  })
})

describe('staff complete a return', () => {
  test('cash on delivery: an Empleado approves, then receives it: stock back, cash refund recorded with who paid', async () => {
    const id = await deliveredCodOrder(2)
    const created = await returnFirstLine(ctx, ana, id, 2)
    const listed = (
      await app.inject({ method: 'GET', url: '/api/admin/returns?status=solicitada', headers: employee.auth })
    ).json<Return[]>()
    expect(listed.map((r) => r.id)).toContain(created.id)

    expect((await moveReturn(ctx, employee, created.id, { status: 'recibida' })).statusCode).toBe(409)
    expect((await moveReturn(ctx, employee, created.id, { status: 'aprobada' })).statusCode).toBe(200)
    const stock = await productStock(ctx, poncho.id)
    const noMethod = await moveReturn(ctx, employee, created.id, { status: 'recibida' })
    expect(noMethod.statusCode).toBe(400)
    expect(noMethod.json().message).toBe('Indica si devolviste el dinero en efectivo o por transferencia.')

    const done = await moveReturn(ctx, employee, created.id, {
      status: 'recibida',
      refund_method: 'efectivo',
    })
    expect(done.statusCode).toBe(200)
    expect(done.json<Return>()).toMatchObject({
      status: 'recibida',
      refund_amount: 166_000,
      refund_method: 'efectivo',
      refund_id: null,
      refunded_by_name: employee.user.username,
    })
    expect(await productStock(ctx, poncho.id)).toBe(stock + 2)
    expect((await history(id)).at(-1)).toBe(
      `Devolución #${created.id} recibida: los productos volvieron al inventario. Reembolso de ${formatCOP(166_000)} pagado en efectivo.`,
    )
    await eventually(() =>
      readableOutbox(ctx).some((m) => m.includes(`Te devolvimos ${formatCOP(166_000)}.`)),
    )
    // Receiving twice puts nothing back twice.
    const again = await moveReturn(ctx, admin, created.id, { status: 'recibida', refund_method: 'efectivo' })
    expect(again.statusCode).toBe(409)
    expect(await productStock(ctx, poncho.id)).toBe(stock + 2)
  })

  test('a rejection needs a note, which reaches the customer; the units become returnable again', async () => {
    const id = await deliveredCodOrder(1)
    const created = await returnFirstLine(ctx, ana, id, 1)
    const noNote = await moveReturn(ctx, admin, created.id, { status: 'rechazada' })
    expect(noNote.statusCode).toBe(400)
    expect(noNote.json().message).toContain('Escribe una nota para el cliente')
    const res = await moveReturn(ctx, admin, created.id, {
      status: 'rechazada',
      note: 'El producto tiene uso.',
    })
    expect(res.json<Return>()).toMatchObject({ status: 'rechazada', staff_note: 'El producto tiene uso.' })
    const number = await shownNumber(ctx, id)
    await eventually(() =>
      readableOutbox(ctx).some(
        (m) => m.includes('Nota: El producto tiene uso.') && m.includes(`de tu pedido ${number}.`),
      ),
    )
    expect((await orderReturns(ctx, ana, id)).lines[0]!.returnable).toBe(1)
    expect((await moveReturn(ctx, admin, 999_999, { status: 'aprobada' })).statusCode).toBe(404)
  })

  test('a till sale to a customer is returned and refunded by transfer', async () => {
    const sale = await app.inject({
      method: 'POST',
      url: '/api/pos/sales',
      headers: employee.auth,
      payload: {
        items: [{ productId: poncho.id, quantity: 1 }],
        payment_method: 'tarjeta',
        customer_id: ana.user.id,
      },
    })
    expect(sale.statusCode).toBe(201)
    const id = sale.json<{ order: { id: string } }>().order.id
    const created = await returnFirstLine(ctx, ana, id, 1)
    await moveReturn(ctx, employee, created.id, { status: 'aprobada' })
    const done = await moveReturn(ctx, employee, created.id, {
      status: 'recibida',
      refund_method: 'transferencia',
    })
    expect(done.json<Return>()).toMatchObject({ refund_method: 'transferencia', refund_amount: 83_000 })
  })
})
