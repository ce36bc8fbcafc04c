import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { orders, payments } from '../../db/schema'
import { buildTestApp, eventually } from '../../test/build-test-app'
import { createUser, type TestUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, orderId, readableOutbox, shownNumber } from '../../test/factories/orders'
import { pdfText } from '../receipts/pdf-text'
import { captureRequestId } from './paypal-payments.service'
import {
  buildPaypalTestApp,
  capture,
  COP_PER_USD,
  createTransaction,
  paypalCheckout,
} from '../../test/factories/paypal'

// docs/product/checkout-and-payments.md#paypal, against a fake PayPal server.

const { ctx, fake } = await buildPaypalTestApp()
const { app } = ctx
await liftOrderLimits(ctx)
const ana = await createUser(ctx)
const luis = await createUser(ctx)
// 125.000 pesos at 4.150 per US$ is US$ 30,12.
const product = await insertProduct(ctx, {
  name: 'Chaqueta impermeable',
  price: 125_000,
  stock_quantity: 500,
})

const detail = async (id: string, user: TestUser = ana) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.auth })).json<OrderDetail>()
const captures = (paypalOrderId: string) =>
  fake.calls.filter((c) => c === `POST /v2/checkout/orders/${paypalOrderId}/capture`)

describe('GET /api/payments/paypal/config', () => {
  test('public: the client id, USD and capture, never the secret', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payments/paypal/config' })
    expect(res.json()).toEqual({
      clientId: fake.clientId,
      currency: 'USD',
      intent: 'capture',
      enabled: true,
      copPerUsd: Number(COP_PER_USD),
    })
    expect(res.body).not.toContain(fake.clientSecret)
  })
})

describe('PayPal checkout', () => {
  test('happy path: the order total in US$ at the stored rate, captured once and paid', async () => {
    const checkout = await paypalCheckout(ctx, ana, product.id)
    expect(checkout.amountUSD).toBe('30.12')
    const remote = fake.orders.get(checkout.orderID)!
    expect(remote).toMatchObject({
      reference_id: checkout.orderId,
      amount: { currency_code: 'USD', value: '30.12' },
    })
    const [row] = await app.db
      .select({ rate: orders.cop_per_usd })
      .from(orders)
      .where(eq(orders.id, checkout.orderId))
    expect(Number(row!.rate)).toBe(4150)

    fake.approve(checkout.orderID)
    const res = await capture(ctx, ana, checkout.orderID)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      message: '¡Pago completado y pedido creado!',
      orderId: checkout.orderId,
      status: 'pagado',
    })
    const order = await detail(checkout.orderId)
    expect(order.status).toBe('pagado')
    expect(order.paid_at).not.toBeNull()
    expect(order.cop_per_usd).toMatch(/^4150(\.0+)?$/)
    expect(order.status_history.map((h) => h.status)).toEqual(['pendiente', 'pagado'])
    expect(order.payments).toEqual([
      expect.objectContaining({
        provider: 'paypal',
        status: 'completed',
        amount_cop: 125_000,
        amount_usd: '30.12',
        currency: 'USD',
      }),
    ])
    const number = await shownNumber(ctx, checkout.orderId)
    await eventually(() =>
      readableOutbox(ctx).find((m) => m.includes(`Tu pedido ${number} ahora está: Pagado.`)),
    )

    const receipt = await app.inject({
      method: 'GET',
      url: `/api/receipts/download/${checkout.orderId}`,
      headers: ana.auth,
    })
    const text = pdfText(receipt.rawPayload)
    expect(text).toContain('Pagado con PayPal: US$ 30,12 (1 US$ = 4.150 COP)')
    expect(text).toContain('Estado: Pagado')
  })

  test('asking twice for the PayPal order gives the same one', async () => {
    const checkout = await paypalCheckout(ctx, ana, product.id)
    const again = await createTransaction(ctx, ana, {
      orderId: checkout.orderId,
      totalAmountCOP: checkout.total,
    })
    expect(again.json()).toEqual({ orderID: checkout.orderID, amountUSD: '30.12', copPerUsd: 4150 })
    const rows = await app.db.select().from(payments).where(eq(payments.order_id, checkout.orderId))
    expect(rows).toHaveLength(1)
  })

  test('the body total is checked, never used: a different total is 409 and PayPal is not called', async () => {
    const id = await orderId(ctx, ana, [{ productId: product.id, quantity: 1 }], { payment_method: 'paypal' })
    const before = fake.calls.length
    const res = await createTransaction(ctx, ana, { orderId: id, totalAmountCOP: 1000 })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: 'El total no coincide con el de tu pedido. Actualiza la página e inténtalo de nuevo.',
      code: 'TOTAL_MISMATCH',
    })
    expect(fake.calls.length).toBe(before)
  })

  test('only the caller’s own pending PayPal orders can be paid', async () => {
    const cash = await orderId(ctx, ana, [{ productId: product.id, quantity: 1 }])
    const wrongMethod = await createTransaction(ctx, ana, { orderId: cash, totalAmountCOP: 125_000 })
    expect(wrongMethod.statusCode).toBe(409)
    expect(wrongMethod.json().message).toBe('Este pedido no se paga con PayPal.')

    const id = await orderId(ctx, ana, [{ productId: product.id, quantity: 1 }], { payment_method: 'paypal' })
    expect((await createTransaction(ctx, luis, { orderId: id, totalAmountCOP: 125_000 })).statusCode).toBe(
      404,
    )

    const paid = await paypalCheckout(ctx, ana, product.id)
    fake.approve(paid.orderID)
    await capture(ctx, ana, paid.orderID)
    const again = await createTransaction(ctx, ana, { orderId: paid.orderId, totalAmountCOP: paid.total })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Este pedido ya no está pendiente de pago (estado: Pagado).')
  })

  // docs/product/payment-alerts.md: money PayPal took that does not fit the order is refunded at once.
  test.each([
    ['amount', { value: '1.00' }, 'refunded'],
    ['currency', { currency_code: 'EUR' }, 'refunded'],
    ['status', { status: 'PENDING' }, 'mismatch'],
  ])('a capture with the wrong %s leaves the order pendiente (409)', async (_what, change, row) => {
    const checkout = await paypalCheckout(ctx, ana, product.id)
    fake.approve(checkout.orderID)
    fake.tamper(checkout.orderID, change)
    const res = await capture(ctx, ana, checkout.orderID)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('PAYMENT_NOT_CONFIRMED')
    const order = await detail(checkout.orderId)
    expect(order.status).toBe('pendiente')
    expect(order.payments[0]!.status).toBe(row)
  })

  test("someone else's PayPal order, or one the store never made, is 404 and never captured", async () => {
    const checkout = await paypalCheckout(ctx, ana, product.id)
    fake.approve(checkout.orderID)
    const res = await capture(ctx, luis, checkout.orderID)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('No encontramos ese pago de PayPal entre tus pedidos.')
    const foreign = fake.createForeignOrder('30.12')
    expect((await capture(ctx, ana, foreign)).statusCode).toBe(404)
    expect([...captures(checkout.orderID), ...captures(foreign)]).toEqual([])
    expect((await detail(checkout.orderId)).status).toBe('pendiente')
  })

  test('a replayed or concurrent capture pays once', async () => {
    const checkout = await paypalCheckout(ctx, ana, product.id)
    fake.approve(checkout.orderID)
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => capture(ctx, ana, checkout.orderID)))
    for (const res of results)
      expect(res.json()).toMatchObject({ orderId: checkout.orderId, status: 'pagado' })
    const replay = await capture(ctx, ana, checkout.orderID)
    expect(replay.statusCode).toBe(200)
    expect(fake.orders.get(checkout.orderID)!.captures).toHaveLength(1)
    const order = await detail(checkout.orderId)
    expect(order.status_history.filter((h) => h.status === 'pagado')).toHaveLength(1)
    expect(order.payments).toHaveLength(1)
  })

  test('a capture PayPal already made (lost answer, or ORDER_ALREADY_CAPTURED) is recorded, not repeated', async () => {
    const lost = await paypalCheckout(ctx, ana, product.id)
    fake.approve(lost.orderID)
    // Our capture reached PayPal, but its answer never came back: the retry uses the same PayPal-Request-Id.
    await (await app.paypal()).captureOrder(lost.orderID, captureRequestId(lost.orderId))
    expect((await capture(ctx, ana, lost.orderID)).json().status).toBe('pagado')

    const other = await paypalCheckout(ctx, ana, product.id)
    fake.approve(other.orderID)
    await (await app.paypal()).captureOrder(other.orderID, 'otra-solicitud')
    const res = await capture(ctx, ana, other.orderID)
    expect(res.json().status).toBe('pagado')
    expect(fake.orders.get(other.orderID)!.captures).toHaveLength(1)
  })

  test('before the buyer approves, the capture is 409 and can be retried after', async () => {
    const checkout = await paypalCheckout(ctx, ana, product.id)
    const early = await capture(ctx, ana, checkout.orderID)
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(
      'Aún no apruebas el pago en PayPal. Complétalo en la ventana de PayPal.',
    )
    fake.approve(checkout.orderID)
    expect((await capture(ctx, ana, checkout.orderID)).json().status).toBe('pagado')
  })

  test('one OAuth token serves every call until it expires', () => {
    expect(fake.tokensIssued()).toBe(1)
  })

  test('bad input 400, no session 401', async () => {
    const missing = await createTransaction(ctx, ana, { orderId: '00000000-0000-4000-8000-000000000000' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('El total en pesos debe ser un número entero.')
    expect((await createTransaction(ctx, ana, { orderId: 'x', totalAmountCOP: 1 })).json().message).toBe(
      'Identificador de pedido inválido.',
    )
    expect((await capture(ctx, ana, 'nada; DROP')).json().message).toBe(
      'Identificador de pago de PayPal inválido.',
    )
    expect((await createTransaction(ctx, null, {})).statusCode).toBe(401)
    expect((await capture(ctx, null, 'ABC')).statusCode).toBe(401)
  })
})

describe('without PayPal credentials', () => {
  test('the button is disabled and no PayPal order can be made', async () => {
    const plain = await buildTestApp({ JWT_SECRET: ctx.config.jwtSecret }, { shareDatabaseWith: ctx })
    const config = await plain.app.inject({ method: 'GET', url: '/api/payments/paypal/config' })
    expect(config.json()).toMatchObject({ clientId: null, enabled: false })
    const id = await orderId(ctx, ana, [{ productId: product.id, quantity: 1 }], { payment_method: 'paypal' })
    const res = await createTransaction(plain, ana, { orderId: id, totalAmountCOP: 125_000 })
    expect(res.statusCode).toBe(503)
    expect(res.json().message).toBe(
      'El pago con PayPal no está disponible en este momento. Puedes pagar contra entrega.',
    )
  })
})
