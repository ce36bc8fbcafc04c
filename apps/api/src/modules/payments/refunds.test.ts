import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { formatCOP } from '@vitrina/core/format'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { payments } from '../../db/schema'
import { buildTestApp, eventually, type TestContext } from '../../test/build-test-app'
import { startFakePaypal } from '../../test/fake-paypal'
import { startFakeWompi } from '../../test/fake-wompi'
import { createAdmin, createUser, type TestUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { readableOutbox } from '../../test/factories/orders'
import { capture, COP_PER_USD, paypalCheckout } from '../../test/factories/paypal'
import { postEvent, verify, wompiCheckout, wompiEnv } from '../../test/factories/wompi'

// docs/product/checkout-and-payments.md#refunds, against the PayPal and Wompi stand-ins.

const paypal = await startFakePaypal()
const wompi = await startFakeWompi()
afterAll(async () => {
  await paypal.close()
  await wompi.close()
})
const ctx: TestContext = await buildTestApp({
  PAYPAL_API_BASE: paypal.url,
  PAYPAL_CLIENT_ID: paypal.clientId,
  PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  COP_PER_USD,
  ...wompiEnv(wompi),
})
const { app } = ctx
const admin = await createAdmin(ctx)
const ana = await createUser(ctx)
const product = await insertProduct(ctx, { name: 'Poncho de lana', price: 83_000, stock_quantity: 100 })

const cancel = (id: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/status`,
    headers: admin.auth,
    payload: { status: 'cancelado' },
  })
const detail = async (id: string, user: TestUser = ana) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.auth })).json<OrderDetail>()
const paymentRow = async (orderId: string) =>
  (await app.db.select().from(payments).where(eq(payments.order_id, orderId)))[0]!

describe('cancelling a paid order refunds it in full', () => {
  test('PayPal: one refund of the capture under concurrent cancels, stored, in the history, e-mailed', async () => {
    const checkout = await paypalCheckout(ctx, ana, product.id)
    paypal.approve(checkout.orderID)
    expect((await capture(ctx, ana, checkout.orderID)).statusCode).toBe(200)
    const captureId = paypal.orders.get(checkout.orderID)!.captures[0]!.id

    const answers = await Promise.all([cancel(checkout.orderId), cancel(checkout.orderId)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(paypal.refunds).toEqual([{ id: expect.any(String), captureId }])
    expect(paypal.calls.filter((c) => c === `POST /v2/payments/captures/${captureId}/refund`)).toHaveLength(1)

    const row = await paymentRow(checkout.orderId)
    expect(row).toMatchObject({ status: 'refunded', refund_id: paypal.refunds[0]!.id })
    expect(row.refunded_at).toBeInstanceOf(Date)
    const order = await detail(checkout.orderId)
    expect(order.status_history.at(-1)!.note).toBe(
      `Reembolso de ${formatCOP(83_000)} por PayPal (${paypal.refunds[0]!.id}).`,
    )
    await eventually(() =>
      readableOutbox(ctx).some((m) => m.includes(`Te devolvimos ${formatCOP(83_000)} de tu pedido`)),
    )

    // A retried cancel is refused and refunds nothing more.
    expect((await cancel(checkout.orderId)).statusCode).toBe(409)
    expect(paypal.refunds).toHaveLength(1)
  })

  test('Wompi: the approved transaction is voided and the payment marked refunded', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const transaction = wompi.createTransaction({
      reference: orderId,
      amount_in_cents: 8_300_000,
      status: 'APPROVED',
    })
    expect((await verify(ctx, ana, orderId, transaction.id)).json().status).toBe('pagado')
    expect((await cancel(orderId)).statusCode).toBe(200)
    expect(wompi.transactions.get(transaction.id)!.status).toBe('VOIDED')
    expect(await paymentRow(orderId)).toMatchObject({ status: 'refunded', refund_id: transaction.id })
    expect((await detail(orderId)).status_history.at(-1)!.note).toBe(
      `Reembolso de ${formatCOP(83_000)} por Wompi (${transaction.id}).`,
    )
  })

  test('a Wompi payment that reaches an order already cancelled is voided at once', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    expect((await cancel(orderId)).statusCode).toBe(200)
    const late = wompi.createTransaction({
      reference: orderId,
      amount_in_cents: 8_300_000,
      status: 'APPROVED',
    })
    expect((await postEvent(ctx, wompi.signedEvent(late))).statusCode).toBe(200)
    expect(wompi.transactions.get(late.id)!.status).toBe('VOIDED')
    expect(await paymentRow(orderId)).toMatchObject({ status: 'refunded', refund_id: late.id })
    // The event again changes nothing more.
    expect((await postEvent(ctx, wompi.signedEvent(late))).statusCode).toBe(200)
    expect(wompi.calls.filter((c) => c === `POST /v1/transactions/${late.id}/void`)).toHaveLength(1)
    expect((await paymentRow(orderId)).status).toBe('refunded')
  })

  test('an unpaid order is cancelled without any refund call', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const before = wompi.calls.length
    expect((await cancel(orderId)).statusCode).toBe(200)
    expect(wompi.calls.slice(before).some((c) => c.endsWith('/void'))).toBe(false)
  })
})
