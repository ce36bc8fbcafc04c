import { afterAll } from 'vitest'
import { buildTestApp, type TestContext } from '../build-test-app'
import { startFakePaypal, type FakePaypal } from '../fake-paypal'
import type { TestUser } from './index'
import { orderId } from './orders'

// Test helpers: an app whose PayPal is the fake PayPal server, and the steps of a PayPal checkout.

export const COP_PER_USD = '4150'

export async function buildPaypalTestApp(): Promise<{ ctx: TestContext; fake: FakePaypal }> {
  const fake = await startFakePaypal()
  afterAll(() => fake.close())
  const ctx = await buildTestApp({
    PAYPAL_API_BASE: fake.url,
    PAYPAL_CLIENT_ID: fake.clientId,
    PAYPAL_CLIENT_SECRET: fake.clientSecret,
    COP_PER_USD,
  })
  return { ctx, fake }
}

export const createTransaction = (ctx: TestContext, user: TestUser | null, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/paypal/create-transaction',
    headers: user ? user.auth : {},
    payload,
  })

export const capture = (ctx: TestContext, user: TestUser | null, paypalOrderID: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/paypal/capture-order',
    headers: user ? user.auth : {},
    payload: { paypalOrderID },
  })

/** A PayPal order for `productId` × quantity, with its PayPal order created (not yet approved). */
export async function paypalCheckout(ctx: TestContext, user: TestUser, productId: number, quantity = 1) {
  const id = await orderId(ctx, user, [{ productId, quantity }], { payment_method: 'paypal' })
  const order = (await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.auth })).json<{
    total_amount: number
  }>()
  const res = await createTransaction(ctx, user, { orderId: id, totalAmountCOP: order.total_amount })
  if (res.statusCode !== 200) throw new Error(`create-transaction failed: ${res.body}`)
  return { orderId: id, total: order.total_amount, ...res.json<{ orderID: string; amountUSD: string }>() }
}
