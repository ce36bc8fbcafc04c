import { afterAll } from 'vitest'
import { buildTestApp, type TestContext } from '../build-test-app'
import { startFakeWompi, type FakeWompi } from '../fake-wompi'
import type { TestUser } from './index'
import type { WompiEvent } from '../../lib/wompi'
import { orderId } from './orders'

// Test helpers: an app whose Wompi is the local stand-in, and the steps of a Wompi checkout.

/** The environment that points the store at `fake`. */
export const wompiEnv = (fake: FakeWompi) => ({
  WOMPI_PUBLIC_KEY: fake.keys.publicKey,
  WOMPI_PRIVATE_KEY: fake.keys.privateKey,
  WOMPI_INTEGRITY_SECRET: fake.keys.integritySecret,
  WOMPI_EVENTS_SECRET: fake.keys.eventsSecret,
  WOMPI_API_BASE: fake.url,
  WOMPI_CHECKOUT_URL: fake.checkoutUrl,
})

export async function buildWompiTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof buildTestApp>[1] = {},
): Promise<{ ctx: TestContext; fake: FakeWompi }> {
  const fake = await startFakeWompi()
  afterAll(() => fake.close())
  const ctx = await buildTestApp({ ...wompiEnv(fake), ...env }, options)
  return { ctx, fake }
}

/** A Wompi order for `productId` × quantity with its signed checkout. */
export async function wompiCheckout(ctx: TestContext, user: TestUser, productId: number, quantity = 1) {
  const id = await orderId(ctx, user, [{ productId, quantity }], { payment_method: 'wompi' })
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/wompi/checkout',
    headers: user.auth,
    payload: { orderId: id },
  })
  if (res.statusCode !== 200) throw new Error(`wompi checkout failed: ${res.body}`)
  return { orderId: id, ...res.json<{ url: string; amountInCents: number; reference: string }>() }
}

export const verify = (ctx: TestContext, user: TestUser | null, orderId: string, transactionId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/wompi/verify',
    headers: user ? user.auth : {},
    payload: { orderId, transactionId },
  })

export const postEvent = (ctx: TestContext, event: WompiEvent | object) =>
  ctx.app.inject({ method: 'POST', url: '/api/payments/wompi/events', payload: event })
