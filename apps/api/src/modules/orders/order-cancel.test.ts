import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { payments } from '../../db/schema'
import { eventually } from '../../test/build-test-app'
import { createEmployee, createUser, type TestUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import {
  liftOrderLimits,
  orderId,
  productStock,
  readableOutbox,
  shownNumber,
} from '../../test/factories/orders'
import { buildPaymentsTestApp } from '../../test/factories/payments'
import { verify, wompiCheckout } from '../../test/factories/wompi'

// docs/product/orders.md#customer-cancellation: POST /api/orders/{id}/cancel by the order's customer, until
// staff start preparing it: stock back, online payment refunded, refused with the reason afterwards.

const { ctx, wompi } = await buildPaymentsTestApp()
await liftOrderLimits(ctx)
const { app } = ctx
const employee = await createEmployee(ctx)
const ana = await createUser(ctx)
const beto = await createUser(ctx)
const { id: addressId } = await saveAddress(ctx, ana)
const product = await insertProduct(ctx, { name: 'Ruana boyacense', price: 83_000, stock_quantity: 10 })

const cancel = (id: string, user: TestUser | null = ana) =>
  app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: user ? user.auth : {} })
const codOrder = () => orderId(ctx, ana, [{ productId: product.id, quantity: 2 }], { addressId })
const detail = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana.auth })).json<OrderDetail>()

describe('POST /api/orders/{id}/cancel', () => {
  test('a pending cash order is cancelled, its stock comes back, the customer is told; twice is a 409', async () => {
    const before = await productStock(ctx, product.id)
    const id = await codOrder()
    expect(await productStock(ctx, product.id)).toBe(before - 2)
    const res = await cancel(id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      message: 'Cancelamos tu pedido y los productos volvieron a la tienda.',
      status: 'cancelado',
    })
    expect(await productStock(ctx, product.id)).toBe(before)
    const order = await detail(id)
    expect(order.status).toBe('cancelado')
    expect(order.status_history.at(-1)!.customer_message).toBe('Cancelaste este pedido desde tu cuenta.')
    const number = await shownNumber(ctx, id)
    await eventually(() =>
      readableOutbox(ctx).find((m) => m.includes(`Tu pedido ${number} ahora está: Cancelado.`)),
    )

    const again = await cancel(id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      message: 'Este pedido ya está cancelado.',
      code: 'ORDER_ALREADY_CANCELLED',
    })
    expect(await productStock(ctx, product.id)).toBe(before)
  })

  test('once staff start preparing it, cancelling is refused with the reason and nothing changes', async () => {
    const id = await codOrder()
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}/status`,
      headers: employee.auth,
      payload: { status: 'en_preparacion' },
    })
    expect(moved.statusCode).toBe(200)
    const stock = await productStock(ctx, product.id)
    const res = await cancel(id)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message:
        'Ya estamos preparando tu pedido, así que no se puede cancelar. Escríbenos desde la página de contacto.',
      code: 'ORDER_NOT_CANCELLABLE',
    })
    expect((await detail(id)).status).toBe('en_preparacion')
    expect(await productStock(ctx, product.id)).toBe(stock)
  })

  test('a paid Wompi order is cancelled and its payment voided through the refund machinery', async () => {
    const { orderId: id } = await wompiCheckout(ctx, ana, product.id)
    const transaction = wompi.createTransaction({
      reference: id,
      amount_in_cents: 8_300_000,
      status: 'APPROVED',
    })
    expect((await verify(ctx, ana, id, transaction.id)).json().status).toBe('pagado')
    const stock = await productStock(ctx, product.id)
    const res = await cancel(id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      message: 'Cancelamos tu pedido. Te devolvemos el pago y te avisaremos por correo.',
      status: 'cancelado',
    })
    expect(await productStock(ctx, product.id)).toBe(stock + 1)
    expect(wompi.transactions.get(transaction.id)!.status).toBe('VOIDED')
    const [payment] = await app.db.select().from(payments).where(eq(payments.order_id, id))
    expect(payment).toMatchObject({ status: 'refunded', refund_id: transaction.id })
  })

  test('an unpaid Wompi order is released as the payment window does, after asking Wompi', async () => {
    const { orderId: id } = await wompiCheckout(ctx, ana, product.id)
    const res = await cancel(id)
    expect(res.statusCode).toBe(200)
    expect(res.json().status).toBe('cancelado')
    expect((await detail(id)).status).toBe('cancelado')
  })

  test("another customer's order is 404, a visitor 401, a bad id 400", async () => {
    const id = await codOrder()
    expect((await cancel(id, beto)).statusCode).toBe(404)
    expect((await cancel(id, null)).statusCode).toBe(401)
    const bad = await cancel('no-es-un-id')
    expect(bad.statusCode).toBe(400)
    expect((await detail(id)).status).toBe('pendiente')
  })
})
