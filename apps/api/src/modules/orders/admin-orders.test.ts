import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrderDetail, OrderSummary } from '@vitrina/core/schemas/orders'
import { orders } from '../../db/schema'
import { buildTestApp, eventually } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser, type TestUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import {
  insertVariants,
  orderId,
  productStock,
  readableOutbox,
  shownNumber,
  variantStock,
} from '../../test/factories/orders'

// docs/product/orders.md#admin-orders (GET/PUT /api/admin/orders) and
// docs/product/orders.md#status-transitions: the transition table, history, an e-mail per change, and a
// cancellation that puts the stock back.

// PayPal is on, so PayPal orders can be placed (docs/product/checkout-and-payments.md#payment-methods); no
// test here reaches PayPal itself.
const ctx = await buildTestApp({
  PAYPAL_CLIENT_ID: 'client-de-prueba',
  PAYPAL_CLIENT_SECRET: 'secreto-de-prueba',
})
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
const ana = await createUser(ctx)
const { id: addressId } = await saveAddress(ctx, ana)
const product = await insertProduct(ctx, { name: 'Café de origen', price: 30_000, stock_quantity: 1000 })

const setStatus = (id: string, status: string, user: TestUser | null = employee, note?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/status`,
    headers: user ? user.auth : {},
    payload: { status, ...(note ? { note } : {}) },
  })
const list = (query: string, user: TestUser | null = admin) =>
  app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: user ? user.auth : {} })
const newOrder = (payment_method: 'contra_entrega' | 'paypal' = 'contra_entrega') =>
  orderId(ctx, ana, [{ productId: product.id, quantity: 1 }], { addressId, payment_method })

describe('PUT /api/admin/orders/{id}/status', () => {
  test('cash on delivery: pendiente -> en preparación -> enviado -> entregado, kept in history and e-mailed', async () => {
    const id = await newOrder()
    const first = await setStatus(id, 'en_preparacion', employee, 'Empacado con cuidado')
    expect(first.statusCode).toBe(200)
    expect(first.json<AdminOrderDetail>()).toMatchObject({
      status: 'en_preparacion',
      next_statuses: ['enviado', 'cancelado'],
    })
    await setStatus(id, 'enviado')
    const done = (await setStatus(id, 'entregado')).json<AdminOrderDetail>()
    expect(done.status_history.map((h) => h.status)).toEqual([
      'pendiente',
      'en_preparacion',
      'enviado',
      'entregado',
    ])
    expect(done.status_history[1]!.note).toBe('Empacado con cuidado')
    expect(done.next_statuses).toEqual([])
    const number = await shownNumber(ctx, id)
    for (const label of ['En preparación', 'Enviado', 'Entregado'])
      await eventually(() =>
        readableOutbox(ctx).find((m) => m.includes(`Tu pedido ${number} ahora está: ${label}.`)),
      )
  })

  test('an invalid move is 409 in Spanish and changes nothing', async () => {
    const id = await newOrder()
    const res = await setStatus(id, 'entregado')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: 'Un pedido pendiente no puede pasar a entregado.',
      code: 'INVALID_STATUS_TRANSITION',
    })
    expect((await setStatus(id, 'pagado')).json().message).toBe(
      'Un pedido pendiente no puede pasar a pagado.',
    )
    expect((await setStatus(id, 'pendiente')).json().message).toBe('El pedido ya está pendiente.')
    const [row] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id))
    expect(row!.status).toBe('pendiente')
  })

  test('a PayPal order is marked paid only by the capture, never by hand', async () => {
    const id = await newOrder('paypal')
    const res = await setStatus(id, 'pagado', admin)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Un pedido con PayPal queda pagado solo cuando PayPal confirma el cobro.')
  })

  test('cancelling puts the stock back once, and whoever waited for it gets an e-mail', async () => {
    const hat = await insertProduct(ctx, { name: 'Sombrero aguadeño', stock_quantity: 1 })
    const bag = await insertProduct(ctx, { name: 'Bolso' })
    const colors = await insertVariants(ctx, bag.id, {
      options: [{ name: 'Color', values: ['Negro'] }],
      variants: [{ values: ['Negro'], stock_quantity: 2 }],
    })
    const id = await orderId(
      ctx,
      ana,
      [
        { productId: hat.id, quantity: 1 },
        { productId: bag.id, variantId: colors['Negro']!, quantity: 2 },
      ],
      { addressId },
    )
    expect(await productStock(ctx, hat.id)).toBe(0)
    await app.inject({
      method: 'POST',
      url: '/api/notifications',
      payload: { productId: hat.id, email: 'espera@correo.co' },
    })
    // The public catalogue caches the sold-out product...
    expect((await app.inject({ method: 'GET', url: `/api/products/${hat.id}` })).json().stock_quantity).toBe(
      0,
    )

    const res = await setStatus(id, 'cancelado', employee)
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('cancelado')
    expect(await productStock(ctx, hat.id)).toBe(1)
    expect(await variantStock(ctx, colors['Negro']!)).toBe(2)
    // ...and shows the stock back at once.
    expect((await app.inject({ method: 'GET', url: `/api/products/${hat.id}` })).json().stock_quantity).toBe(
      1,
    )
    const notice = await eventually(() => readableOutbox(ctx).find((m) => m.includes('To: espera@correo.co')))
    expect(notice).toContain('Sombrero aguadeño')

    expect((await setStatus(id, 'cancelado')).statusCode).toBe(409)
    expect((await setStatus(id, 'en_preparacion')).statusCode).toBe(409)
    expect(await productStock(ctx, hat.id)).toBe(1)
  })

  test('a shipped order can no longer be cancelled', async () => {
    const id = await newOrder()
    await setStatus(id, 'en_preparacion')
    await setStatus(id, 'enviado')
    expect((await setStatus(id, 'cancelado')).json().message).toBe(
      'Un pedido enviado no puede pasar a cancelado.',
    )
  })

  test('guards: customers 403, no session 401, bad status 400, unknown order 404', async () => {
    const id = await newOrder()
    expect((await setStatus(id, 'cancelado', ana)).statusCode).toBe(403)
    expect((await setStatus(id, 'cancelado', null)).statusCode).toBe(401)
    const bad = await setStatus(id, 'perdido')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe(
      'Estado no válido: usa pendiente, pagado, en_preparacion, enviado, entregado o cancelado.',
    )
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'cancelado')).statusCode).toBe(404)
  })
})

describe('GET /api/admin/orders', () => {
  test('every customer, newest first, filtered by status, order number, customer and dates', async () => {
    const luis = await createUser(ctx)
    const luisOrder = await orderId(ctx, luis, [{ productId: product.id, quantity: 2 }])
    const anaOrder = await newOrder()
    await setStatus(anaOrder, 'cancelado')

    const all = await list('?limit=2')
    expect(all.statusCode).toBe(200)
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(2)
    expect(all.json<OrderSummary[]>().map((o) => o.id)).toEqual([anaOrder, luisOrder])
    expect(all.json()[1]).toMatchObject({ user_id: luis.user.id, customer_email: luis.email, channel: 'web' })

    const cancelled = (await list('?status=cancelado&limit=100')).json<OrderSummary[]>()
    expect(cancelled.map((o) => o.id)).toContain(anaOrder)
    expect(cancelled.every((o) => o.status === 'cancelado')).toBe(true)

    const byNumber = await list(`?search=%23${luisOrder.slice(-6).toUpperCase()}`)
    expect(byNumber.json<OrderSummary[]>().map((o) => o.id)).toEqual([luisOrder])
    expect(byNumber.headers['x-total-count']).toBe('1')
    const byCustomer = (await list(`?search=${luis.user.username.toUpperCase()}`)).json<OrderSummary[]>()
    expect(byCustomer.map((o) => o.id)).toEqual([luisOrder])

    const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10)
    expect((await list(`?from=${today}&to=${today}&limit=100`)).json().length).toBeGreaterThan(1)
    expect((await list('?to=2000-01-01')).json()).toEqual([])
  })

  test('detail for staff with the allowed moves; customers 403; bad filters 400', async () => {
    const id = await newOrder()
    const res = await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: employee.auth })
    expect(res.json<AdminOrderDetail>()).toMatchObject({
      id,
      user_id: ana.user.id,
      customer_email: ana.email,
      next_statuses: ['en_preparacion', 'cancelado'],
    })
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: ana.auth })).statusCode,
    ).toBe(403)
    expect((await list('', ana)).statusCode).toBe(403)
    expect((await list('', null)).statusCode).toBe(401)
    expect((await list('?from=ayer')).json().message).toBe(
      'La fecha inicial debe tener el formato AAAA-MM-DD.',
    )
    expect((await list('?status=perdido')).statusCode).toBe(400)
    const backwards = await list('?from=2026-05-10&to=2026-05-01')
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().message).toBe('La fecha inicial no puede ser posterior a la final.')
  })
})
