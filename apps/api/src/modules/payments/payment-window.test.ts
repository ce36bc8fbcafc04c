import { describe, expect, test } from 'vitest'
import type { OrderDetail, OrderSummary } from '@vitrina/core/schemas/orders'
import { eventually } from '../../test/build-test-app'
import { createAdmin, createUser, type TestUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import {
  orderId,
  placeOrder,
  productStock,
  putSettings,
  readableOutbox,
  shownNumber,
} from '../../test/factories/orders'
import { buildPaymentsTestApp } from '../../test/factories/payments'
import { paypalCheckout } from '../../test/factories/paypal'
import { verify, wompiCheckout } from '../../test/factories/wompi'
import { captureRequestId } from './paypal-payments.service'

// docs/product/checkout-and-payments.md#payment-window: a PayPal or Wompi order holds its stock for the
// store's online_payment_minutes, shown to the shopper; the sweepers release it then, and the shopper can give
// it back at once.

const { ctx, paypal, wompi } = await buildPaymentsTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const ana = await createUser(ctx)
const luis = await createUser(ctx)

const detail = async (id: string, user: TestUser = ana) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.auth })).json<OrderDetail>()
const cancel = (orderId: string, user: TestUser | null = ana) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/cancel-order',
    headers: user ? user.auth : {},
    payload: { orderId },
  })
const minutes = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000

describe('the deadline of an online payment', () => {
  test('15 minutes from the order by default, in the answer, the detail and Mis pedidos; none for cash', async () => {
    const product = await insertProduct(ctx, { name: 'Bolso wayuu', stock_quantity: 10 })
    const res = await placeOrder(ctx, ana, [{ productId: product.id, quantity: 1 }], {
      payment_method: 'paypal',
    })
    expect(res.statusCode).toBe(201)
    const created = res.json<{ orderId: string; payment_due_at: string }>()
    const order = await detail(created.orderId)
    expect(order.payment_due_at).toBe(created.payment_due_at)
    expect(minutes(order.order_date, order.payment_due_at!)).toBe(15)
    const list = (await app.inject({ method: 'GET', url: '/api/orders', headers: ana.auth })).json<
      OrderSummary[]
    >()
    expect(list.find((o) => o.id === created.orderId)?.payment_due_at).toBe(created.payment_due_at)

    const cash = await placeOrder(ctx, ana, [{ productId: product.id, quantity: 1 }])
    expect(cash.json().payment_due_at).toBeNull()
  })

  test("the store's window applies to new orders, and the sweeper releases each order at its own deadline", async () => {
    await putSettings(ctx, admin, { online_payment_minutes: '5' })
    const product = await insertProduct(ctx, { name: 'Mochila arhuaca', stock_quantity: 4 })
    const id = await orderId(ctx, ana, [{ productId: product.id, quantity: 3 }], { payment_method: 'wompi' })
    const order = await detail(id)
    expect(minutes(order.order_date, order.payment_due_at!)).toBe(5)
    await putSettings(ctx, admin, { online_payment_minutes: '15' })

    await app.sweepWompiOrders(new Date(Date.now() + 4 * 60_000))
    expect((await detail(id)).status).toBe('pendiente')
    await app.sweepWompiOrders(new Date(Date.now() + 6 * 60_000))
    const swept = await detail(id)
    expect(swept.status).toBe('cancelado')
    expect(swept.status_history.at(-1)!.customer_message).toBe(
      'Cancelado automáticamente: venció el plazo para pagar con Wompi.',
    )
    expect(await productStock(ctx, product.id)).toBe(4)
  })
})

describe('POST /api/payments/cancel-order: the shopper gives up paying', () => {
  test('an unpaid PayPal order is cancelled at once, its stock back and the customer told', async () => {
    const product = await insertProduct(ctx, { name: 'Sombrero aguadeño', stock_quantity: 2 })
    const checkout = await paypalCheckout(ctx, ana, product.id, 2)
    expect(await productStock(ctx, product.id)).toBe(0)
    const res = await cancel(checkout.orderId)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      message: 'Cancelamos tu pedido y los productos volvieron a la tienda.',
      status: 'cancelado',
    })
    expect(await productStock(ctx, product.id)).toBe(2)
    const order = await detail(checkout.orderId)
    expect(order.status_history.at(-1)!.customer_message).toBe(
      'Cancelado por el cliente: no completó el pago con PayPal.',
    )
    const number = await shownNumber(ctx, checkout.orderId)
    await eventually(() =>
      readableOutbox(ctx).some((m) => m.includes(`Tu pedido ${number} ahora está: Cancelado.`)),
    )
    // Once cancelled it is no longer payable, nor cancellable again.
    expect((await cancel(checkout.orderId)).json().code).toBe('ORDER_NOT_PAYABLE')
  })

  test('a PayPal payment that went through meanwhile is recorded instead: the order is paid', async () => {
    const product = await insertProduct(ctx, { name: 'Poncho', stock_quantity: 1 })
    const checkout = await paypalCheckout(ctx, ana, product.id)
    paypal.approve(checkout.orderID)
    await (await app.paypal()).captureOrder(checkout.orderID, captureRequestId(checkout.orderId))
    const res = await cancel(checkout.orderId)
    expect(res.json()).toEqual({
      message: 'Tu pago ya se había completado: el pedido quedó pagado.',
      status: 'pagado',
    })
    expect((await detail(checkout.orderId)).status).toBe('pagado')
    expect(await productStock(ctx, product.id)).toBe(0)
  })

  test('a Wompi payment still pending keeps the order: 409 until Wompi answers', async () => {
    const product = await insertProduct(ctx, { name: 'Ruana', price: 120_000, stock_quantity: 3 })
    const { orderId: id } = await wompiCheckout(ctx, ana, product.id)
    const pse = wompi.createTransaction({ reference: id, amount_in_cents: 12_000_000, status: 'PENDING' })
    await verify(ctx, ana, id, pse.id)
    const res = await cancel(id)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: 'Tu pago con Wompi está en proceso. Espera su resultado antes de cancelar el pedido.',
      code: 'PAYMENT_IN_PROGRESS',
    })
    wompi.setStatus(pse.id, 'DECLINED')
    expect((await cancel(id)).json().status).toBe('cancelado')
    expect(await productStock(ctx, product.id)).toBe(3)
  })

  test("cash on delivery, someone else's order, bad ids and no session are refused", async () => {
    const product = await insertProduct(ctx, { name: 'Chinchorro', stock_quantity: 5 })
    const cash = await orderId(ctx, ana, [{ productId: product.id, quantity: 1 }])
    expect((await cancel(cash)).json().code).toBe('ORDER_NOT_CANCELLABLE')
    const online = await orderId(ctx, ana, [{ productId: product.id, quantity: 1 }], {
      payment_method: 'paypal',
    })
    expect((await cancel(online, luis)).statusCode).toBe(404)
    expect((await cancel('no-es-un-id')).statusCode).toBe(400)
    expect((await cancel(online, null)).statusCode).toBe(401)
    expect((await detail(online)).status).toBe('pendiente')
    expect(await productStock(ctx, product.id)).toBe(3)
  })
})
