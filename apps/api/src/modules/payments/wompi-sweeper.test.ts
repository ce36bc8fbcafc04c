import { describe, expect, test } from 'vitest'
import { ORDER_LIMIT_DEFAULTS } from '@vitrina/core/order-limits'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, productStock } from '../../test/factories/orders'
import { buildWompiTestApp, postEvent, verify, wompiCheckout } from '../../test/factories/wompi'

// docs/product/checkout-and-payments.md#wompi-sweeper, against the local Wompi stand-in.

const { ctx, fake } = await buildWompiTestApp()
const { app } = ctx
await liftOrderLimits(ctx)
const ana = await createUser(ctx)
const product = await insertProduct(ctx, { name: 'Ruana de lana', price: 120_000, stock_quantity: 50 })
// Past the default payment window (docs/product/checkout-and-payments.md#payment-window).
const later = () => new Date(Date.now() + (ORDER_LIMIT_DEFAULTS.online_payment_minutes + 1) * 60_000)
const status = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })).json<OrderDetail>()
    .status
const attempt = (orderId: string, state: string, cents = 12_000_000) =>
  fake.createTransaction({ reference: orderId, amount_in_cents: cents, status: state })

describe('unpaid Wompi orders', () => {
  test('kept for their payment window, then cancelled with their stock back', async () => {
    const before = await productStock(ctx, product.id)
    const { orderId } = await wompiCheckout(ctx, ana, product.id, 2)
    await app.sweepWompiOrders()
    expect(await status(orderId)).toBe('pendiente')
    await app.sweepWompiOrders(later())
    expect(await status(orderId)).toBe('cancelado')
    expect(await productStock(ctx, product.id)).toBe(before)
  })

  test('a declined attempt does not hold the order', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    await verify(ctx, ana, orderId, attempt(orderId, 'DECLINED').id)
    await app.sweepWompiOrders(later())
    expect(await status(orderId)).toBe('cancelado')
  })

  test('Wompi is asked first: a pending payment that was approved meanwhile is paid, not released', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const pse = attempt(orderId, 'PENDING')
    await verify(ctx, ana, orderId, pse.id)
    await app.sweepWompiOrders(later())
    expect(await status(orderId)).toBe('pendiente')
    fake.setStatus(pse.id, 'APPROVED')
    await app.sweepWompiOrders(later())
    expect(await status(orderId)).toBe('pagado')
  })

  // docs/product/payment-alerts.md: the wrong amount was reported and voided, so the stock is not held forever.
  test('an order whose payment did not fit it is released like any unpaid one', async () => {
    const before = await productStock(ctx, product.id)
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const wrong = attempt(orderId, 'APPROVED', 100)
    await postEvent(ctx, fake.signedEvent(wrong))
    expect(fake.transactions.get(wrong.id)!.status).toBe('VOIDED')
    await app.sweepWompiOrders(later())
    expect(await status(orderId)).toBe('cancelado')
    expect(await productStock(ctx, product.id)).toBe(before)
  })
})
