import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { orderId } from '../../test/factories/orders'
import { buildWompiTestApp, verify, wompiCheckout, wompiEnv } from '../../test/factories/wompi'

// docs/product/checkout-and-payments.md#wompi: POST /api/payments/wompi/verify answers the shopper's and the
// order's problems with a 4xx and asks Wompi only for the caller's own Wompi order still pendiente.

const { ctx, fake } = await buildWompiTestApp()
const ana = await createUser(ctx)
const luis = await createUser(ctx)
const product = await insertProduct(ctx, { name: 'Sombrero vueltiao', price: 120_000, stock_quantity: 500 })

const approvedFor = (order: string) =>
  fake.createTransaction({ reference: order, amount_in_cents: 120_000 * 100, status: 'APPROVED' })
/** The verify call's answer, and the calls to Wompi's API made while it ran. */
async function verifyWatched(...args: Parameters<typeof verify>) {
  const before = fake.calls.length
  const res = await verify(...args)
  return { res, calls: fake.calls.slice(before).filter((call) => call.startsWith('GET /v1/')) }
}

describe('POST /api/payments/wompi/verify', () => {
  test('a transaction Wompi does not know is 404, Wompi having answered its own 404', async () => {
    const { orderId: order } = await wompiCheckout(ctx, ana, product.id)
    const { res, calls } = await verifyWatched(ctx, ana, order, '12345-1700000000-00000')
    expect(calls).toEqual(['GET /v1/transactions/12345-1700000000-00000'])
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      message: 'No encontramos ese pago de Wompi para tu pedido.',
      code: 'PAYMENT_NOT_FOUND',
    })
  })

  test("another order's transaction, or someone else's order, is 404 and pays nothing", async () => {
    const { orderId: mine } = await wompiCheckout(ctx, ana, product.id)
    const { orderId: his } = await wompiCheckout(ctx, luis, product.id)
    const foreign = approvedFor(his)
    const wrongOrder = await verify(ctx, ana, mine, foreign.id)
    expect(wrongOrder.statusCode).toBe(404)
    expect(wrongOrder.json().code).toBe('PAYMENT_NOT_FOUND')
    const { res: notMine, calls } = await verifyWatched(ctx, ana, his, foreign.id)
    expect(notMine.statusCode).toBe(404)
    expect(notMine.json()).toEqual({ message: 'Pedido no encontrado.', code: 'ORDER_NOT_FOUND' })
    expect(calls).toEqual([])
    const status = async (id: string, user = ana) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.auth })).json().status
    expect(await status(mine)).toBe('pendiente')
    expect(await status(his, luis)).toBe('pendiente')
  })

  test('a cash-on-delivery order is 409 without asking Wompi', async () => {
    const cod = await orderId(ctx, ana, [{ productId: product.id, quantity: 1 }])
    const { res, calls } = await verifyWatched(ctx, ana, cod, approvedFor(cod).id)
    expect(calls).toEqual([])
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'Este pedido no se paga con Wompi.', code: 'WRONG_PAYMENT_METHOD' })
  })

  test('a paid order answers its own transaction from the store and refuses any other with 409', async () => {
    const { orderId: order } = await wompiCheckout(ctx, ana, product.id)
    const paid = approvedFor(order)
    expect((await verify(ctx, ana, order, paid.id)).json().status).toBe('pagado')
    const { res: reload, calls } = await verifyWatched(ctx, ana, order, paid.id)
    const { res: other, calls: otherCalls } = await verifyWatched(ctx, ana, order, approvedFor(order).id)
    expect([...calls, ...otherCalls]).toEqual([])
    expect(reload.statusCode).toBe(200)
    expect(reload.json()).toEqual({ orderId: order, status: 'pagado', transactionStatus: 'APPROVED' })
    expect(other.statusCode).toBe(409)
    expect(other.json()).toEqual({
      message: 'Este pedido ya no está pendiente de pago (estado: Pagado).',
      code: 'ORDER_NOT_PAYABLE',
    })
  })

  // A fresh shopper each: one customer may hold only three unpaid online orders (#unpaid-order-caps).
  test('a store without Wompi keys answers 409 and calls nobody', async () => {
    const eva = await createUser(ctx)
    const { orderId: order } = await wompiCheckout(ctx, eva, product.id)
    // The same database seen by an instance started without the keys (they were removed).
    const bare = await buildTestApp({ JWT_SECRET: ctx.config.jwtSecret }, { shareDatabaseWith: ctx })
    const { res, calls } = await verifyWatched(bare, eva, order, approvedFor(order).id)
    expect(calls).toEqual([])
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'Esta tienda no recibe pagos con Wompi.', code: 'WOMPI_DISABLED' })
  })

  test('only Wompi not answering is a 502', async () => {
    const rosa = await createUser(ctx)
    const { orderId: order } = await wompiCheckout(ctx, rosa, product.id)
    const cut = await buildTestApp(
      { ...wompiEnv(fake), WOMPI_API_BASE: 'http://127.0.0.1:9/v1', JWT_SECRET: ctx.config.jwtSecret },
      { shareDatabaseWith: ctx },
    )
    const res = await verify(cut, rosa, order, approvedFor(order).id)
    expect(res.statusCode).toBe(502)
    expect(res.json().code).toBe('WOMPI_UNAVAILABLE')
  })
})
