import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { orders, paymentReversals, users } from '../../db/schema'
import { insertProduct } from '../../test/factories/catalog'
import { callerAs, createEmployee, createUser } from '../../test/factories'
import { orderId, orderTestApp } from '../../test/factories/orders'
import { requestDeletion } from './deletion-requests.service'

// docs/product/consumer-rights.md#derechos-del-titular (Ley 1581 art. 8 and 15).

const { ctx, app, admin, ana, address } = await orderTestApp()
const asAna = callerAs(ctx, ana)
const asAdmin = callerAs(ctx, admin)
const shirt = await insertProduct(ctx, { name: 'Camiseta de algodón', price: 40000 })
const anaOrder = await orderId(ctx, ana, [{ productId: shirt.id, quantity: 2 }], { addressId: address.id })
await asAna('POST', '/api/wishlist', { productId: shirt.id })
await app.inject({
  method: 'POST',
  url: '/api/contact',
  headers: ana.auth,
  payload: {
    sender_name: 'Ana Gómez',
    sender_email: ana.email,
    subject: 'Talla',
    message: '¿Tienen talla M?',
  },
})

describe('GET /api/account/data-export', () => {
  test('downloads the holder’s data as a JSON attachment, with no secret in it', async () => {
    await ctx.app.db.insert(paymentReversals).values({
      number: 'REV-2026-000001',
      order_id: anaOrder,
      requested_by: ana.user.id,
      cause: 'no_recibido',
      description: 'No ha llegado a mi casa.',
      learned_on: '2026-11-02',
      amount: 1000,
      due_date: '2026-11-24',
    })
    const res = await asAna('GET', '/api/account/data-export')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const data = res.json()
    expect(data.profile).toMatchObject({ id: ana.user.id, email: ana.email, roles: ['Cliente'] })
    expect(data.addresses).toHaveLength(1)
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]).toMatchObject({
      id: anaOrder,
      items: [{ product_name: 'Camiseta de algodón', quantity: 2 }],
      payment_reversals: [{ number: 'REV-2026-000001', description: 'No ha llegado a mi casa.' }],
    })
    expect(data.wishlist).toEqual([{ product: 'Camiseta de algodón', added_at: expect.any(String) }])
    expect(data.consents[0]).toMatchObject({ kind: 'tratamiento_datos' })
    expect(data.messages).toEqual([expect.objectContaining({ message: '¿Tienen talla M?', replies: [] })])
    expect(res.body).not.toMatch(/password|token_version|idempotency|argon2/i)
  })

  test('only the signed-in holder: signed out is refused', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/data-export' })).statusCode).toBe(401)
  })
})

describe('account deletion', () => {
  test('the due date is 15 business days after the request (weekends and 8 December skipped), in Bogotá’s calendar', async () => {
    const someone = await createUser(ctx)
    // Friday 27 November 2026, 22:00 in Bogotá (03:00 UTC on Saturday).
    const { request } = await requestDeletion(app.db, someone.user.id, new Date('2026-11-28T03:00:00Z'))
    expect(request.due_date).toBe('2026-12-21')
  })

  test('a request tells what is kept and why; asking again returns the open request', async () => {
    const first = await asAna('POST', '/api/account/deletion-request')
    expect(first.statusCode).toBe(201)
    expect(first.json().request).toMatchObject({ status: 'pendiente', completed_at: null })
    expect(first.json().keeps.join(' ')).toContain('Estatuto Tributario')
    const again = await asAna('POST', '/api/account/deletion-request')
    expect(again.statusCode).toBe(200)
    expect(again.json().request.id).toBe(first.json().request.id)
    expect((await asAna('GET', '/api/account/deletion-request')).json().request.id).toBe(
      first.json().request.id,
    )
  })

  test('staff see the requests with their due dates; customers cannot', async () => {
    const list = await asAdmin('GET', '/api/admin/deletion-requests')
    expect(list.statusCode).toBe(200)
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: ana.email, status: 'pendiente', overdue: false }),
      ]),
    )
    expect((await asAna('GET', '/api/admin/deletion-requests')).statusCode).toBe(403)
    const employee = await createEmployee(ctx)
    expect((await callerAs(ctx, employee)('GET', '/api/admin/deletion-requests')).statusCode).toBe(200)
  })

  test('carrying it out anonymises the account and keeps the order with its fiscal fields', async () => {
    const buyer = { document_type: 'CC', document_number: '1020304050', name: 'Ana Gómez', email: ana.email }
    await app.db.update(users).set({ buyer }).where(eq(users.id, ana.user.id))
    await app.db.update(orders).set({ buyer }).where(eq(orders.id, anaOrder))
    const [before] = await app.db.select().from(orders).where(eq(orders.id, anaOrder))
    const open = (await asAdmin('GET', '/api/admin/deletion-requests'))
      .json()
      .find((r: { email: string }) => r.email === ana.email)
    const unconfirmed = await asAdmin('POST', `/api/admin/deletion-requests/${open.id}/complete`)
    expect(unconfirmed.statusCode).toBe(400)
    const done = await asAdmin('POST', `/api/admin/deletion-requests/${open.id}/complete`, { confirm: true })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({
      status: 'completada',
      username: expect.stringMatching(/^cliente-eliminado-/),
    })
    expect(done.json().email).toMatch(/@anonimo\.invalid$/)

    // The old session ends and the old password opens nothing.
    expect((await asAna('GET', '/api/auth/me')).statusCode).toBe(401)
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ana.email, password: ana.password },
    })
    expect(login.statusCode).toBe(400)

    const [after] = await app.db.select().from(orders).where(eq(orders.id, anaOrder))
    expect(after).toMatchObject({
      user_id: ana.user.id,
      total_amount: before!.total_amount,
      tax_amount: before!.tax_amount,
      subtotal: before!.subtotal,
      customer_name: null,
      customer_email: null,
    })
    const kept = after!.shipping_address as Record<string, unknown>
    // The place of sale, with its DANE code: the invoice names it.
    expect(Object.keys(kept).sort()).toEqual(['city', 'country', 'municipality_code', 'state_province'])
    expect(after!.buyer).toEqual(buyer)
    const [account] = await app.db.select().from(users).where(eq(users.id, ana.user.id))
    expect(account!.buyer).toBeNull()

    const again = await asAdmin('POST', `/api/admin/deletion-requests/${open.id}/complete`, { confirm: true })
    expect(again.statusCode).toBe(409)
  })

  test('an unknown request is 404 and a customer may not carry one out', async () => {
    const confirm = { confirm: true }
    expect((await asAdmin('POST', '/api/admin/deletion-requests/999999/complete', confirm)).statusCode).toBe(
      404,
    )
    const other = await createUser(ctx)
    const asOther = callerAs(ctx, other)
    expect((await asOther('POST', '/api/admin/deletion-requests/1/complete', confirm)).statusCode).toBe(403)
  })
})
