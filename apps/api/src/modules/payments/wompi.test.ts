import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrderDetail, OrderDetail } from '@vitrina/core/schemas/orders'
import { payments } from '../../db/schema'
import { integritySignature } from '../../lib/wompi'
import { eventually } from '../../test/build-test-app'
import { createAdmin, createUser, type TestUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, productStock, readableOutbox } from '../../test/factories/orders'
import { buildWompiTestApp, postEvent, verify, wompiCheckout } from '../../test/factories/wompi'

// docs/product/checkout-and-payments.md#wompi, against the local Wompi stand-in.

const lines: string[] = []
const { ctx, fake } = await buildWompiTestApp(
  { LOG_LEVEL: 'warn', LOG_REQUESTS: 'false' },
  { logStream: { write: (line) => void lines.push(line) } },
)
const { app } = ctx
await liftOrderLimits(ctx)
const ana = await createUser(ctx)
const luis = await createUser(ctx)
const product = await insertProduct(ctx, { name: 'Mochila tejida', price: 89_900, stock_quantity: 500 })

const admin = await createAdmin(ctx)
const staffMove = (id: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/status`,
    headers: admin.auth,
    payload: { status },
  })
const detail = async (id: string, user: TestUser = ana) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.auth })).json<OrderDetail>()
const staffHistory = async (id: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin.auth })
  ).json<AdminOrderDetail>().status_history
const paidFor = (orderId: string, status = 'APPROVED', change: object = {}) =>
  fake.createTransaction({ reference: orderId, amount_in_cents: 89_900 * 100, status, ...change })
const warnings = (text: string) =>
  lines
    .map((l) => JSON.parse(l) as { level: number; msg: string; orderId?: string })
    .filter((l) => l.level === 40 && l.msg === text)

describe('POST /api/payments/wompi/checkout', () => {
  test('signs the Web Checkout for the order: reference, COP cents, integrity signature, return address', async () => {
    const checkout = await wompiCheckout(ctx, ana, product.id)
    const url = new URL(checkout.url)
    expect(`${url.origin}${url.pathname}`).toBe(fake.checkoutUrl)
    const params = Object.fromEntries(url.searchParams)
    expect(params).toEqual({
      'public-key': fake.keys.publicKey,
      currency: 'COP',
      'amount-in-cents': '8990000',
      reference: checkout.orderId,
      'signature:integrity': integritySignature(
        checkout.orderId,
        8_990_000,
        'COP',
        fake.keys.integritySecret,
      ),
      'redirect-url': `${ctx.config.publicUrl}/pedido-confirmado/${checkout.orderId}`,
    })
    expect(checkout.url).not.toContain(fake.keys.integritySecret)
    // Wompi's own page accepts the signature.
    expect((await fetch(checkout.url)).status).toBe(200)
  })

  test('only the owner, only a pendiente Wompi order', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const other = await app.inject({
      method: 'POST',
      url: '/api/payments/wompi/checkout',
      headers: luis.auth,
      payload: { orderId },
    })
    expect(other.statusCode).toBe(404)
    const anon = await app.inject({
      method: 'POST',
      url: '/api/payments/wompi/checkout',
      payload: { orderId },
    })
    expect(anon.statusCode).toBe(401)
  })
})

describe('the shopper comes back from Wompi', () => {
  test('approve: read from Wompi by id, the order is paid once, e-mailed, history says so', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const transaction = paidFor(orderId)
    const res = await verify(ctx, ana, orderId, transaction.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ orderId, status: 'pagado', transactionStatus: 'APPROVED' })
    expect(fake.calls).toContain(`GET /v1/transactions/${transaction.id}`)
    const again = await verify(ctx, ana, orderId, transaction.id)
    expect(again.json()).toEqual({ orderId, status: 'pagado', transactionStatus: 'APPROVED' })
    const order = await detail(orderId)
    expect(order.status).toBe('pagado')
    expect(order.paid_at).not.toBeNull()
    expect(order.status_history.map((h) => h.status)).toEqual(['pendiente', 'pagado'])
    expect((await staffHistory(orderId))[1]!.note).toBe(
      `Pago confirmado por Wompi (transacción ${transaction.id})`,
    )
    expect(order.payments).toEqual([
      expect.objectContaining({
        provider: 'wompi',
        status: 'completed',
        amount_cop: 89_900,
        currency: 'COP',
      }),
    ])
    await eventually(() => readableOutbox(ctx).some((m) => m.includes('ahora está: Pagado')))
  })

  test('decline leaves the order pendiente; a second attempt that is approved pays it', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const declined = paidFor(orderId, 'DECLINED')
    expect((await verify(ctx, ana, orderId, declined.id)).json()).toEqual({
      orderId,
      status: 'pendiente',
      transactionStatus: 'DECLINED',
    })
    expect((await detail(orderId)).payments).toEqual([expect.objectContaining({ status: 'declined' })])
    const approved = paidFor(orderId)
    expect((await verify(ctx, ana, orderId, approved.id)).json().status).toBe('pagado')
  })

  test('voided and failed transactions leave it pendiente', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    for (const status of ['VOIDED', 'ERROR'])
      expect((await verify(ctx, ana, orderId, paidFor(orderId, status).id)).json().status).toBe('pendiente')
  })

  test('pending then approved: the event of the approval pays it', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const transaction = paidFor(orderId, 'PENDING')
    expect((await verify(ctx, ana, orderId, transaction.id)).json()).toMatchObject({
      status: 'pendiente',
      transactionStatus: 'PENDING',
    })
    fake.setStatus(transaction.id, 'APPROVED')
    expect((await postEvent(ctx, fake.signedEvent(transaction))).statusCode).toBe(200)
    expect((await detail(orderId)).status).toBe('pagado')
  })
})

describe('POST /api/payments/wompi/events', () => {
  test('a signed approval pays the order; replays change nothing and pay once', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const event = fake.signedEvent(paidFor(orderId))
    const results = await Promise.all([postEvent(ctx, event), postEvent(ctx, event), postEvent(ctx, event)])
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200])
    const order = await detail(orderId)
    expect(order.status).toBe('pagado')
    expect(order.status_history.filter((h) => h.status === 'pagado')).toHaveLength(1)
    expect(order.payments).toHaveLength(1)
  })

  test('a bad checksum is 401 and changes nothing', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const event = fake.signedEvent(paidFor(orderId))
    const forged = { ...event, signature: { ...event.signature, checksum: 'A'.repeat(64) } }
    const res = await postEvent(ctx, forged)
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Firma del evento inválida.')
    const tampered = { ...event, timestamp: event.timestamp + 1 }
    expect((await postEvent(ctx, tampered)).statusCode).toBe(401)
    expect((await postEvent(ctx, { event: 'transaction.updated' })).statusCode).toBe(400)
    const order = await detail(orderId)
    expect(order.status).toBe('pendiente')
    expect(order.payments).toEqual([])
  })

  test('amount or currency that do not match the order: flagged, logged, not paid, given back', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const cheap = paidFor(orderId, 'APPROVED', { amount_in_cents: 100 })
    expect((await postEvent(ctx, fake.signedEvent(cheap))).statusCode).toBe(200)
    const dollars = paidFor(orderId, 'APPROVED', { currency: 'USD' })
    expect((await postEvent(ctx, fake.signedEvent(dollars))).statusCode).toBe(200)
    expect((await detail(orderId)).status).toBe('pendiente')
    const rows = await app.db.select().from(payments).where(eq(payments.order_id, orderId))
    // docs/product/payment-alerts.md: the money is voided at once.
    expect(rows.map((r) => r.status)).toEqual(['refunded', 'refunded'])
    expect(
      warnings('pago de Wompi que no coincide con el pedido').filter((l) => l.orderId === orderId),
    ).toHaveLength(2)
    // A replay of the approval later never turns the flagged row into a payment.
    expect((await postEvent(ctx, fake.signedEvent(cheap))).statusCode).toBe(200)
    expect((await detail(orderId)).status).toBe('pendiente')
  })

  test('other events are acknowledged and ignored; a payment for a cancelled order is logged', async () => {
    const event = fake.signedEvent(paidFor('00000000-0000-4000-8000-000000000000'))
    expect((await postEvent(ctx, { ...event, event: 'nequi_token.updated' })).json().message).toBe(
      'Evento ignorado.',
    )
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const before = await productStock(ctx, product.id)
    expect((await staffMove(orderId, 'cancelado')).statusCode).toBe(200)
    expect(await productStock(ctx, product.id)).toBe(before + 1)
    expect((await postEvent(ctx, fake.signedEvent(paidFor(orderId)))).statusCode).toBe(200)
    expect((await detail(orderId)).status).toBe('cancelado')
    expect(
      warnings('pago de Wompi para un pedido que no lo esperaba').some((l) => l.orderId === orderId),
    ).toBe(true)
  })

  test('staff can never mark a Wompi order paid by hand', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const res = await staffMove(orderId, 'pagado')
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Un pedido con Wompi queda pagado solo cuando Wompi confirma el cobro.')
  })
})
