import { describe, expect, test } from 'vitest'
import { createAdmin, createUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import { placeOrder, productStock, putSettings } from '../../test/factories/orders'
import { buildPaypalTestApp } from '../../test/factories/paypal'

// docs/security.md "Stock hoarding": unpaid PayPal and Wompi orders count against a cap per customer, as
// cash-on-delivery ones do, and a customer's open orders hold at most so many units of one product. On
// PostgreSQL the concurrency tests prove the customer's lock; PGlite runs one statement at a time.

const { ctx } = await buildPaypalTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)

const shopper = async () => {
  const user = await createUser(ctx)
  return { user, addressId: (await saveAddress(ctx, user)).id }
}
const cancel = (user: { auth: Record<string, string> }, orderId: string) =>
  app.inject({ method: 'POST', url: '/api/payments/cancel-order', headers: user.auth, payload: { orderId } })

describe('unpaid online orders per customer', () => {
  test('a fourth unpaid PayPal order is refused naming the limit; cancelling one frees its place', async () => {
    const { user, addressId } = await shopper()
    const product = await insertProduct(ctx, { name: 'Mochila tejida', stock_quantity: 50 })
    const one = { productId: product.id, quantity: 1 }
    const placed = []
    for (let i = 0; i < 3; i++) {
      const res = await placeOrder(ctx, user, [one], { addressId, payment_method: 'paypal' })
      expect(res.statusCode).toBe(201)
      placed.push(res.json<{ orderId: string }>().orderId)
    }
    const fourth = await placeOrder(ctx, user, [one], { addressId, payment_method: 'paypal' })
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json()).toEqual({
      message:
        'Ya tienes 3 pedidos sin pagar con PayPal o Wompi, el máximo por cliente. Termina de pagar o cancela alguno desde Mis pedidos, o espera a que venza su plazo de pago.',
      code: 'ONLINE_UNPAID_ORDERS_LIMIT',
    })
    expect(await productStock(ctx, product.id)).toBe(47)
    // Cash on delivery has its own cap: the online ones do not use it up.
    expect((await placeOrder(ctx, user, [one], { addressId })).statusCode).toBe(201)

    expect((await cancel(user, placed[0]!)).statusCode).toBe(200)
    const again = await placeOrder(ctx, user, [one], { addressId, payment_method: 'paypal' })
    expect(again.statusCode).toBe(201)
  })

  test('the store sets the cap', async () => {
    await putSettings(ctx, admin, { online_max_unpaid_orders: '1' })
    const { user, addressId } = await shopper()
    const product = await insertProduct(ctx, { name: 'Sombrero vueltiao', stock_quantity: 10 })
    const one = [{ productId: product.id, quantity: 1 }]
    expect((await placeOrder(ctx, user, one, { addressId, payment_method: 'paypal' })).statusCode).toBe(201)
    const second = await placeOrder(ctx, user, one, { addressId, payment_method: 'paypal' })
    expect(second.json().message).toMatch(/^Ya tienes 1 pedido sin pagar con PayPal o Wompi, el máximo/)
    await putSettings(ctx, admin, { online_max_unpaid_orders: '3' })
  })
})

describe('units of one product held by open orders', () => {
  test('unpaid and unconfirmed orders together hold at most 20 units; the message says how many are held', async () => {
    const { user, addressId } = await shopper()
    const product = await insertProduct(ctx, { name: 'Café de origen', stock_quantity: 200 })
    const other = await insertProduct(ctx, { name: 'Panela', stock_quantity: 200 })
    const units = (quantity: number, productId = product.id) => [{ productId, quantity }]
    expect((await placeOrder(ctx, user, units(10), { addressId, payment_method: 'paypal' })).statusCode).toBe(
      201,
    )
    expect((await placeOrder(ctx, user, units(8), { addressId })).statusCode).toBe(201)
    const over = await placeOrder(ctx, user, units(3), { addressId, payment_method: 'paypal' })
    expect(over.statusCode).toBe(409)
    expect(over.json()).toEqual({
      message:
        'Ya tienes 18 unidades de «Café de origen» apartadas en pedidos sin pagar o por confirmar, y cada cliente puede apartar hasta 20. Termina o cancela esos pedidos desde Mis pedidos, o pide menos unidades.',
      code: 'UNPAID_UNITS_LIMIT',
    })
    expect(await productStock(ctx, product.id)).toBe(182)
    // Up to the cap exactly, and another product is counted on its own.
    expect((await placeOrder(ctx, user, units(2), { addressId })).statusCode).toBe(201)
    expect((await placeOrder(ctx, user, units(10, other.id), { addressId })).statusCode).toBe(201)
  })

  test('an order alone over a low cap is refused without units held; another customer is not affected', async () => {
    await putSettings(ctx, admin, { unpaid_max_units_per_product: '5' })
    const product = await insertProduct(ctx, { name: 'Hamaca', stock_quantity: 30 })
    const first = await shopper()
    const res = await placeOrder(ctx, first.user, [{ productId: product.id, quantity: 6 }], {
      addressId: first.addressId,
    })
    expect(res.json()).toEqual({
      message:
        'Cada cliente puede apartar hasta 5 unidades de «Hamaca» en pedidos sin pagar o por confirmar. Reduce la cantidad en tu carrito.',
      code: 'UNPAID_UNITS_LIMIT',
    })
    const second = await shopper()
    const fits = await placeOrder(ctx, second.user, [{ productId: product.id, quantity: 5 }], {
      addressId: second.addressId,
    })
    expect(fits.statusCode).toBe(201)
    await putSettings(ctx, admin, { unpaid_max_units_per_product: '20' })
  })
})

describe('the caps under concurrency (one account, many orders at once)', () => {
  test('eight PayPal orders at once, each for another product: exactly three get through', async () => {
    const { user, addressId } = await shopper()
    // Different products, so nothing but the customer's own lock puts the orders in a line.
    const products = await Promise.all(
      Array.from({ length: 8 }, (_, i) => insertProduct(ctx, { name: `Oferta ${i + 1}`, stock_quantity: 5 })),
    )
    const results = await Promise.all(
      products.map((product) =>
        placeOrder(ctx, user, [{ productId: product.id, quantity: 1 }], {
          addressId,
          payment_method: 'paypal',
        }),
      ),
    )
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3)
    expect(results.filter((r) => r.json().code === 'ONLINE_UNPAID_ORDERS_LIMIT')).toHaveLength(5)
    const stock = await Promise.all(products.map((product) => productStock(ctx, product.id)))
    expect(stock.reduce((sum, n) => sum + n, 0)).toBe(8 * 5 - 3)
  })

  test('six orders of 8 units at once, by both methods: two fit in the 20 units one customer may hold', async () => {
    const { user, addressId } = await shopper()
    const product = await insertProduct(ctx, { name: 'Último lote de ruanas', stock_quantity: 200 })
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        placeOrder(ctx, user, [{ productId: product.id, quantity: 8 }], {
          addressId,
          payment_method: i % 2 ? 'paypal' : 'contra_entrega',
        }),
      ),
    )
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2)
    expect(results.filter((r) => r.json().code === 'UNPAID_UNITS_LIMIT')).toHaveLength(4)
    expect(await productStock(ctx, product.id)).toBe(184)
  })
})
