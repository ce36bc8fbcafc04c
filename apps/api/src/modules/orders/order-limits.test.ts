import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { orders, orderStatusHistory } from '../../db/schema'
import { buildTestApp, eventually } from '../../test/build-test-app'
import { createAdmin, createUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import { placeOrder, productStock, readableOutbox } from '../../test/factories/orders'

// docs/security.md "Stock hoarding": units per line, open cash-on-delivery orders per customer, and the
// sweeper that gives back the stock of cash-on-delivery orders nobody confirmed.

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)

const setSettings = (values: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: admin.auth,
    payload: Object.entries(values).map(([setting_key, setting_value]) => ({ setting_key, setting_value })),
  })

describe('limits on an online order', () => {
  test('more units per line than the store allows is 409 with what to do', async () => {
    const shopper = await createUser(ctx)
    const product = await insertProduct(ctx, { name: 'Termo de acero', stock_quantity: 100 })
    const res = await placeOrder(ctx, shopper, [{ productId: product.id, quantity: 11 }])
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message:
        'Puedes comprar hasta 10 unidades de «Termo de acero» por pedido. Reduce la cantidad en tu carrito; para compras al por mayor, escríbenos desde la página de contacto.',
      code: 'ORDER_LINE_LIMIT',
    })
    expect(await productStock(ctx, product.id)).toBe(100)
    expect((await placeOrder(ctx, shopper, [{ productId: product.id, quantity: 10 }])).statusCode).toBe(201)
  })

  test('two lines of one product count as one line', async () => {
    const shopper = await createUser(ctx)
    const product = await insertProduct(ctx, { name: 'Gorra', stock_quantity: 100 })
    const res = await placeOrder(ctx, shopper, [
      { productId: product.id, quantity: 6 },
      { productId: product.id, quantity: 6 },
    ])
    expect(res.statusCode).toBe(409)
  })

  test('a fourth open cash-on-delivery order is refused; the store can raise the cap', async () => {
    const shopper = await createUser(ctx)
    const { id: addressId } = await saveAddress(ctx, shopper)
    const product = await insertProduct(ctx, { name: 'Último lote', stock_quantity: 20 })
    for (let i = 0; i < 3; i++) {
      const ok = await placeOrder(ctx, shopper, [{ productId: product.id, quantity: 1 }], { addressId })
      expect(ok.statusCode).toBe(201)
    }
    const fourth = await placeOrder(ctx, shopper, [{ productId: product.id, quantity: 1 }], { addressId })
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json()).toEqual({
      message:
        'Ya tienes 3 pedidos contra entrega por confirmar. Espera a que confirmemos alguno o elige otro medio de pago.',
      code: 'COD_OPEN_ORDERS_LIMIT',
    })
    expect(await productStock(ctx, product.id)).toBe(17)
    expect((await setSettings({ cod_max_open_orders: '4' })).statusCode).toBe(200)
    const again = await placeOrder(ctx, shopper, [{ productId: product.id, quantity: 1 }], { addressId })
    expect(again.statusCode).toBe(201)
    await setSettings({ cod_max_open_orders: '3' })
  })

  test('the settings are validated', async () => {
    for (const [key, value] of [
      ['cod_max_open_orders', '0'],
      ['order_max_units_per_line', '1000'],
      ['cod_pending_hours', 'tres'],
      ['online_max_unpaid_orders', '0'],
      ['unpaid_max_units_per_product', 'veinte'],
      ['online_payment_minutes', '2'],
    ] as const) {
      const res = await setSettings({ [key]: value })
      expect(res.statusCode, key).toBe(400)
      expect(res.json().message).toMatch(/Debe ser un número entero entre/)
    }
  })
})

describe('the cash-on-delivery sweeper', () => {
  test('cancels orders left unconfirmed past the setting, returns the stock and tells the customer', async () => {
    await setSettings({ cod_pending_hours: '48' })
    const shopper = await createUser(ctx)
    const product = await insertProduct(ctx, { name: 'Lámpara', stock_quantity: 5 })
    const old = (await placeOrder(ctx, shopper, [{ productId: product.id, quantity: 2 }])).json().orderId
    const recent = (await placeOrder(ctx, shopper, [{ productId: product.id, quantity: 1 }])).json().orderId
    await app.db
      .update(orders)
      .set({ order_date: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(orders.id, old))
    expect(await productStock(ctx, product.id)).toBe(2)

    await app.sweepCashOnDeliveryOrders()

    const statuses = await app.db.select({ id: orders.id, status: orders.status }).from(orders)
    expect(statuses.find((o) => o.id === old)?.status).toBe('cancelado')
    expect(statuses.find((o) => o.id === recent)?.status).toBe('pendiente')
    expect(await productStock(ctx, product.id)).toBe(4)
    const history = await app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, old))
    expect(history.at(-1)?.customer_message).toBe(
      'Cancelado automáticamente: el pedido contra entrega no se confirmó en 48 horas.',
    )
    await eventually(() =>
      readableOutbox(ctx).some((m) => m.includes(shopper.email) && m.includes('Cancelado')),
    )

    await app.sweepCashOnDeliveryOrders()
    expect(await productStock(ctx, product.id)).toBe(4)
  })
})

describe('the cash-on-delivery cap under concurrency', () => {
  test('eight orders of one customer at once: exactly three get through', async () => {
    const shopper = await createUser(ctx)
    const { id: addressId } = await saveAddress(ctx, shopper)
    const product = await insertProduct(ctx, { name: 'Oferta relámpago', stock_quantity: 50 })
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeOrder(ctx, shopper, [{ productId: product.id, quantity: 1 }], { addressId }),
      ),
    )
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5)
    expect(await productStock(ctx, product.id)).toBe(47)
  })
})
