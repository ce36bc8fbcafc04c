import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { ORDER_LIMIT_DEFAULTS } from '@vitrina/core/order-limits'
import type { PaymentIssue } from '@vitrina/core/schemas/payment-issues'
import { payments } from '../../db/schema'
import type { StaffAlert } from '../orders/order-events'
import { buildTestApp, type TestContext } from '../../test/build-test-app'
import { startFakePaypal } from '../../test/fake-paypal'
import { startFakeWompi } from '../../test/fake-wompi'
import { createAdmin, createEmployee, createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, productStock } from '../../test/factories/orders'
import { capture, COP_PER_USD, paypalCheckout } from '../../test/factories/paypal'
import { postEvent, wompiCheckout, wompiEnv } from '../../test/factories/wompi'

// docs/product/payment-alerts.md against the PayPal and Wompi stand-ins.

const paypal = await startFakePaypal()
const wompi = await startFakeWompi()
afterAll(async () => {
  await paypal.close()
  await wompi.close()
})
const lines: string[] = []
const ctx: TestContext = await buildTestApp(
  {
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    COP_PER_USD,
    ...wompiEnv(wompi),
    LOG_LEVEL: 'warn',
    LOG_REQUESTS: 'false',
  },
  { logStream: { write: (line) => void lines.push(line) } },
)
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
const ana = await createUser(ctx)
await liftOrderLimits(ctx)
const product = await insertProduct(ctx, { name: 'Mochila wayuu', price: 150_000, stock_quantity: 40 })
const alerts: StaffAlert[] = []
app.orderEvents.onAlert((alert) => alerts.push(alert))
const later = () => new Date(Date.now() + (ORDER_LIMIT_DEFAULTS.online_payment_minutes + 1) * 60_000)

const issues = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/payment-issues', headers: employee.auth })).json<
    PaymentIssue[]
  >()
const warned = (orderId: string) =>
  lines
    .map((l) => JSON.parse(l) as { level: number; msg: string; orderId?: string })
    .some(
      (l) =>
        l.level === 40 && l.msg === 'pago con problemas: no coincide con el pedido' && l.orderId === orderId,
    )
const paymentRows = (orderId: string) => app.db.select().from(payments).where(eq(payments.order_id, orderId))

describe('payment problems are never silent', () => {
  test('Wompi amount mismatch: stored once, warned, alerted, voided; the sweeper releases the stock', async () => {
    const before = await productStock(ctx, product.id)
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const cheap = wompi.createTransaction({ reference: orderId, amount_in_cents: 100, status: 'APPROVED' })
    expect((await postEvent(ctx, wompi.signedEvent(cheap))).statusCode).toBe(200)
    expect((await postEvent(ctx, wompi.signedEvent(cheap))).statusCode).toBe(200)

    const found = (await issues()).filter((i) => i.order_id === orderId)
    expect(found).toEqual([
      expect.objectContaining({
        provider: 'wompi',
        provider_ref: cheap.id,
        kind: 'amount',
        detail: `Monto distinto al del pedido (Wompi ${cheap.id}).`,
        refund_id: cheap.id,
        refund_note: 'Reembolsado automáticamente.',
      }),
    ])
    expect(alerts).toContainEqual({ event: 'payment-issue', orderId, id: found[0]!.id })
    expect(warned(orderId)).toBe(true)
    expect(wompi.transactions.get(cheap.id)!.status).toBe('VOIDED')
    expect(wompi.calls.filter((c) => c === `POST /v1/transactions/${cheap.id}/void`)).toHaveLength(1)
    expect((await paymentRows(orderId)).map((r) => r.status)).toEqual(['refunded'])

    await app.sweepWompiOrders(later())
    expect(await productStock(ctx, product.id)).toBe(before)
  })

  test('a Wompi payment for a cancelled order is refunded automatically and listed', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      headers: admin.auth,
      payload: { status: 'cancelado' },
    })
    expect(cancel.statusCode).toBe(200)
    const late = wompi.createTransaction({
      reference: orderId,
      amount_in_cents: 15_000_000,
      status: 'APPROVED',
    })
    expect((await postEvent(ctx, wompi.signedEvent(late))).statusCode).toBe(200)
    expect(wompi.transactions.get(late.id)!.status).toBe('VOIDED')
    expect((await issues()).find((i) => i.order_id === orderId)).toMatchObject({
      kind: 'cancelled_order',
      refund_id: late.id,
    })
  })

  test('PayPal amount mismatch: the capture is refunded, the issue listed; the sweeper releases the stock', async () => {
    const before = await productStock(ctx, product.id)
    const checkout = await paypalCheckout(ctx, ana, product.id)
    paypal.approve(checkout.orderID)
    paypal.tamper(checkout.orderID, { value: '1.00' })
    const res = await capture(ctx, ana, checkout.orderID)
    expect(res.statusCode).toBe(409)
    const captureId = paypal.orders.get(checkout.orderID)!.captures[0]!.id
    expect(paypal.refunds).toContainEqual({ id: expect.any(String), captureId })
    const issue = (await issues()).find((i) => i.order_id === checkout.orderId)
    expect(issue).toMatchObject({ provider: 'paypal', kind: 'amount', provider_ref: checkout.orderID })
    expect(issue!.refund_id).toBe(paypal.refunds.find((r) => r.captureId === captureId)!.id)
    expect(alerts.some((a) => a.orderId === checkout.orderId && a.event === 'payment-issue')).toBe(true)
    expect(warned(checkout.orderId)).toBe(true)

    await app.sweepPaypalOrders(later())
    expect(await productStock(ctx, product.id)).toBe(before)
  })

  test('approved Wompi money for a reference that is no order of ours is voided once and listed', async () => {
    const stray = wompi.createTransaction({
      reference: 'pedido-de-otra-tienda',
      amount_in_cents: 5_000_000,
      status: 'APPROVED',
    })
    expect((await postEvent(ctx, wompi.signedEvent(stray))).statusCode).toBe(200)
    expect((await postEvent(ctx, wompi.signedEvent(stray))).statusCode).toBe(200)
    const found = (await issues()).filter((i) => i.provider_ref === stray.id)
    expect(found).toEqual([
      expect.objectContaining({
        order_id: null,
        kind: 'reference',
        refund_id: stray.id,
        refund_note: 'Reembolsado automáticamente.',
      }),
    ])
    expect(wompi.transactions.get(stray.id)?.status).toBe('VOIDED')
    expect(wompi.calls.filter((c) => c.includes(`${stray.id}/void`))).toHaveLength(1)
  })

  test('only staff read the list', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/payment-issues', headers: ana.auth })).statusCode,
    ).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/admin/payment-issues' })).statusCode).toBe(401)
  })
})
