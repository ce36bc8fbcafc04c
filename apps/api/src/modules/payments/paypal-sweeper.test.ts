import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { ORDER_LIMIT_DEFAULTS } from '@vitrina/core/order-limits'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { orders, payments } from '../../db/schema'
import { buildTestApp, eventually } from '../../test/build-test-app'
import { createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import {
  liftOrderLimits,
  orderId,
  productStock,
  readableOutbox,
  shownNumber,
} from '../../test/factories/orders'
import { captureRequestId } from './paypal-payments.service'
import { buildPaypalTestApp, COP_PER_USD, paypalCheckout } from '../../test/factories/paypal'

// docs/product/checkout-and-payments.md#paypal-sweeper: an unpaid PayPal order releases its stock when its
// payment window ends; the sweeper reads the database (it survives restarts) and is safe with several
// instances.

const { ctx, fake } = await buildPaypalTestApp()
const { app } = ctx
await liftOrderLimits(ctx)
const ana = await createUser(ctx)
// A second instance on the same database, as after a restart or behind a load balancer.
const other = await buildTestApp(
  {
    JWT_SECRET: ctx.config.jwtSecret,
    PAYPAL_API_BASE: fake.url,
    PAYPAL_CLIENT_ID: fake.clientId,
    PAYPAL_CLIENT_SECRET: fake.clientSecret,
    COP_PER_USD,
  },
  { shareDatabaseWith: ctx },
)

// Placed `minutes` ago, with the default payment window (docs/product/checkout-and-payments.md#payment-window).
const age = (id: string, minutes: number) =>
  app.db
    .update(orders)
    .set({
      order_date: new Date(Date.now() - minutes * 60_000),
      payment_due_at: new Date(Date.now() - (minutes - ORDER_LIMIT_DEFAULTS.online_payment_minutes) * 60_000),
    })
    .where(eq(orders.id, id))
const statusOf = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })).json<OrderDetail>()

describe('abandoned PayPal orders', () => {
  test('past its payment window an unpaid PayPal order is cancelled and its stock comes back', async () => {
    const product = await insertProduct(ctx, { name: 'Tenis edición especial', stock_quantity: 3 })
    const abandoned = await paypalCheckout(ctx, ana, product.id, 2)
    const neverStarted = await orderId(ctx, ana, [{ productId: product.id, quantity: 1 }], {
      payment_method: 'paypal',
    })
    expect(await productStock(ctx, product.id)).toBe(0)
    await age(abandoned.orderId, 31)
    await age(neverStarted, 45)

    await app.sweepPaypalOrders()
    expect(await productStock(ctx, product.id)).toBe(3)
    const order = await statusOf(abandoned.orderId)
    expect(order.status).toBe('cancelado')
    expect(order.status_history.at(-1)!.customer_message).toBe(
      'Cancelado automáticamente: venció el plazo para pagar con PayPal.',
    )
    expect((await statusOf(neverStarted)).status).toBe('cancelado')
    // The public catalogue sees the stock again, and the customer is told.
    expect(
      (await app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().stock_quantity,
    ).toBe(3)
    const number = await shownNumber(ctx, abandoned.orderId)
    // Either instance's worker may send it (docs/operations.md#jobs); each writes its own outbox.
    await eventually(() =>
      [...readableOutbox(ctx), ...readableOutbox(other)].find((m) =>
        m.includes(`Tu pedido ${number} ahora está: Cancelado.`),
      ),
    )

    // A late capture of a released order is refused before PayPal charges anything.
    fake.approve(abandoned.orderID)
    const late = await app.inject({
      method: 'POST',
      url: '/api/payments/paypal/capture-order',
      headers: ana.auth,
      payload: { paypalOrderID: abandoned.orderID },
    })
    expect(late.statusCode).toBe(409)
    expect(fake.orders.get(abandoned.orderID)!.captures).toEqual([])
  })

  test('recent PayPal orders and cash-on-delivery orders are left alone', async () => {
    const product = await insertProduct(ctx, { name: 'Morral', stock_quantity: 5 })
    const recent = await orderId(ctx, ana, [{ productId: product.id, quantity: 1 }], {
      payment_method: 'paypal',
    })
    const cash = await orderId(ctx, ana, [{ productId: product.id, quantity: 1 }])
    await age(recent, 14)
    await age(cash, 120)
    await app.sweepPaypalOrders()
    expect((await statusOf(recent)).status).toBe('pendiente')
    expect((await statusOf(cash)).status).toBe('pendiente')
    expect(await productStock(ctx, product.id)).toBe(3)
  })

  test('a payment PayPal completed but never reported is reconciled as paid, not cancelled', async () => {
    const product = await insertProduct(ctx, { name: 'Reloj de pulso', stock_quantity: 1 })
    const checkout = await paypalCheckout(ctx, ana, product.id)
    fake.approve(checkout.orderID)
    await (await app.paypal()).captureOrder(checkout.orderID, captureRequestId(checkout.orderId))
    await age(checkout.orderId, 40)
    await app.sweepPaypalOrders()
    const order = await statusOf(checkout.orderId)
    expect(order.status).toBe('pagado')
    expect(order.payments[0]!.status).toBe('completed')
    expect(await productStock(ctx, product.id)).toBe(0)
  })

  test('a capture in progress is not swept until it has been silent for a while', async () => {
    const product = await insertProduct(ctx, { name: 'Gafas de sol', stock_quantity: 1 })
    const checkout = await paypalCheckout(ctx, ana, product.id)
    await age(checkout.orderId, 35)
    await app.db
      .update(payments)
      .set({ status: 'capturing', updated_at: new Date() })
      .where(eq(payments.order_id, checkout.orderId))
    await app.sweepPaypalOrders()
    expect((await statusOf(checkout.orderId)).status).toBe('pendiente')
    await app.sweepPaypalOrders(new Date(Date.now() + 6 * 60_000))
    expect((await statusOf(checkout.orderId)).status).toBe('cancelado')
    expect(await productStock(ctx, product.id)).toBe(1)
  })

  test('two instances sweeping at once cancel and restock once', async () => {
    const product = await insertProduct(ctx, { name: 'Sombrilla', stock_quantity: 4 })
    const ids = await Promise.all(
      [1, 2, 3].map(() =>
        orderId(ctx, ana, [{ productId: product.id, quantity: 1 }], { payment_method: 'paypal' }),
      ),
    )
    for (const id of ids) await age(id, 31)
    await Promise.all([app.sweepPaypalOrders(), other.app.sweepPaypalOrders(), app.sweepPaypalOrders()])
    expect(await productStock(ctx, product.id)).toBe(4)
    for (const id of ids) {
      const order = await statusOf(id)
      expect(order.status).toBe('cancelado')
      expect(order.status_history.filter((h) => h.status === 'cancelado')).toHaveLength(1)
    }
  })
})
