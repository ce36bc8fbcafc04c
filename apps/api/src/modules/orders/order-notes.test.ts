import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrderDetail, OrderDetail } from '@vitrina/core/schemas/orders'
import { queryRows } from '../../db/client'
import { buildTestApp } from '../../test/build-test-app'
import { createEmployee, createUser, type TestUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, orderId, readableOutbox, shownNumber } from '../../test/factories/orders'

// docs/product/orders.md#customer-messages: a status change's `note` is the staff's alone (never e-mailed,
// never in the customer's answers); its `customer_message` is e-mailed and shown to the customer.

const ctx = await buildTestApp()
await liftOrderLimits(ctx)
const { app } = ctx
const employee = await createEmployee(ctx)
const ana = await createUser(ctx)
const { id: addressId } = await saveAddress(ctx, ana)
const product = await insertProduct(ctx, { name: 'Hamaca de San Jacinto', stock_quantity: 100 })

const newOrder = () => orderId(ctx, ana, [{ productId: product.id, quantity: 1 }], { addressId })
const move = (id: string, payload: Record<string, unknown>, user: TestUser = employee) =>
  app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/status`, headers: user.auth, payload })
const customerView = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })).json<OrderDetail>()
const staffView = async (id: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: employee.auth })
  ).json<AdminOrderDetail>()
const queuedStatusMails = () =>
  queryRows<{ payload: string }>(
    app.db,
    sql`SELECT payload::text AS payload FROM jobs WHERE kind = 'mail.order-status'`,
  )

describe('PUT /api/admin/orders/{id}/status: note and customer_message', () => {
  test('an internal note never reaches the outbox nor the customer; the customer message reaches both', async () => {
    const id = await newOrder()
    const res = await move(id, {
      status: 'en_preparacion',
      note: 'Cliente difícil: llamar antes de despachar',
      customer_message: 'Tu hamaca sale mañana en la mañana.',
    })
    expect(res.statusCode).toBe(200)
    await app.jobs.drain()
    const number = await shownNumber(ctx, id)
    const mail = readableOutbox(ctx).find((m) =>
      m.includes(`Tu pedido ${number} ahora está: En preparación.`),
    )
    expect(mail).toContain('Mensaje de la tienda: Tu hamaca sale mañana en la mañana.')
    expect(readableOutbox(ctx).join('\n')).not.toContain('Cliente difícil')
    expect((await queuedStatusMails()).map((j) => j.payload).join('\n')).not.toContain('Cliente difícil')

    const own = await customerView(id)
    expect(own.status_history.at(-1)).toEqual({
      status: 'en_preparacion',
      customer_message: 'Tu hamaca sale mañana en la mañana.',
      created_at: expect.any(String),
    })
    expect(JSON.stringify(own)).not.toContain('Cliente difícil')

    expect((await staffView(id)).status_history.at(-1)).toMatchObject({
      note: 'Cliente difícil: llamar antes de despachar',
      customer_message: 'Tu hamaca sale mañana en la mañana.',
    })
  })

  test('a note alone e-mails the change without any message; the creation note stays internal', async () => {
    const id = await newOrder()
    expect((await move(id, { status: 'cancelado', note: 'Sospecha de fraude' })).statusCode).toBe(200)
    await app.jobs.drain()
    const number = await shownNumber(ctx, id)
    const mail = readableOutbox(ctx).find((m) => m.includes(`Tu pedido ${number} ahora está: Cancelado.`))
    expect(mail).toBeDefined()
    expect(mail).not.toContain('Mensaje de la tienda')
    expect(readableOutbox(ctx).join('\n')).not.toContain('Sospecha de fraude')
    const own = await customerView(id)
    expect(own.status_history.map((h) => h.customer_message)).toEqual([null, null])
    expect(JSON.stringify(own)).not.toMatch(/Sospecha de fraude|Pedido creado/)
  })

  test('a customer message over 500 characters is a 400 in Spanish and changes nothing', async () => {
    const id = await newOrder()
    const res = await move(id, { status: 'en_preparacion', customer_message: 'a'.repeat(501) })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('El mensaje para el cliente puede tener hasta 500 caracteres.')
    expect((await staffView(id)).status).toBe('pendiente')
  })

  test('a customer cannot change a status, with or without a message', async () => {
    const id = await newOrder()
    expect((await move(id, { status: 'cancelado', customer_message: 'hola' }, ana)).statusCode).toBe(403)
  })
})
