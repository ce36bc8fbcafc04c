import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { OrderDetail, OrderSummary } from '@vitrina/core/schemas/orders'
import { orders } from '../../db/schema'
import { buildTestApp, eventually } from '../../test/build-test-app'
import { createUser, type TestUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import {
  insertVariants,
  liftOrderLimits,
  orderId,
  placeOrder,
  productStock,
  variantStock,
  readableOutbox,
  shownNumber,
} from '../../test/factories/orders'
import type { OrderCreatedEvent } from './order-events'

// docs/product/orders.md#order-creation (POST/GET /api/orders), docs/product/orders.md#no-oversell and
// docs/product/checkout-and-payments.md#idempotency.

const ctx = await buildTestApp()
await liftOrderLimits(ctx)
const { app } = ctx
const ana = await createUser(ctx)
const luis = await createUser(ctx)
const anaAddress = await saveAddress(ctx, ana)
const events: OrderCreatedEvent[] = []
app.orderEvents.onCreated((event) => events.push(event))

const get = (url: string, user: TestUser | null) =>
  app.inject({ method: 'GET', url, headers: user ? user.auth : {} })
const detail = async (id: string, user: TestUser = ana) =>
  (await get(`/api/orders/${id}`, user)).json<OrderDetail>()
const orderCount = async () => (await app.db.select({ id: orders.id }).from(orders)).length

describe('POST /api/orders', () => {
  test('takes the stock and freezes each line: name, variant details, sku, prices and image', async () => {
    const shirt = await insertProduct(ctx, {
      name: 'Camiseta de algodón',
      price: 50_000,
      descuento: 10,
      discount_price: 45_000,
      images: ['camiseta.webp'],
    })
    const variants = await insertVariants(ctx, shirt.id, {
      options: [
        { name: 'Talla', values: ['S', 'M'] },
        { name: 'Color', values: ['Rojo', 'Azul'] },
      ],
      variants: [
        { values: ['M', 'Rojo'], stock_quantity: 5, sku: 'CAM-M-R', price_override: 60_000 },
        { values: ['S', 'Azul'], stock_quantity: 2 },
      ],
    })
    const cap = await insertProduct(ctx, { name: 'Gorra', price: 30_000, stock_quantity: 4, sku: 'GOR-1' })
    const res = await placeOrder(
      ctx,
      ana,
      [
        { productId: shirt.id, variantId: variants['M/Rojo']!, quantity: 2 },
        { productId: cap.id, quantity: 1 },
      ],
      { addressId: anaAddress.id },
    )
    expect(res.statusCode).toBe(201)
    const { orderId: id, message } = res.json()
    expect(message).toBe('¡Pedido realizado con éxito!')
    expect(await variantStock(ctx, variants['M/Rojo']!)).toBe(3)
    expect(await variantStock(ctx, variants['S/Azul']!)).toBe(2)
    expect(await productStock(ctx, cap.id)).toBe(3)

    const order = await detail(id)
    expect(order).toMatchObject({
      id,
      status: 'pendiente',
      payment_method: 'contra_entrega',
      subtotal: 150_000,
      discount_total: 12_000,
      total_amount: 138_000,
      order_number: expect.any(Number),
      // 'Pedido creado' is the staff's note: the customer's history carries only messages for them.
      status_history: [{ status: 'pendiente', customer_message: null }],
      payments: [],
    })
    const { is_default: _default, ...frozenAddress } = anaAddress
    expect(order.shipping_address).toEqual(frozenAddress)
    expect(order.items).toEqual([
      {
        product_id: shirt.id,
        variant_id: variants['M/Rojo'],
        product_name: 'Camiseta de algodón',
        variant_details: 'Talla: M / Color: Rojo',
        sku: 'CAM-M-R',
        quantity: 2,
        // The variant's own price with the product's 10 % (docs/product/catalogue.md#discount).
        list_price: 60_000,
        price_per_unit: 54_000,
        image_url: 'camiseta.webp',
        // The store charges no IVA here: the class is frozen, with no rate and no IVA.
        tax_class: 'general',
        tax_rate: 0,
        tax_amount: 0,
        discount_amount: 0,
      },
      {
        product_id: cap.id,
        variant_id: null,
        product_name: 'Gorra',
        variant_details: null,
        sku: 'GOR-1',
        quantity: 1,
        list_price: 30_000,
        price_per_unit: 30_000,
        image_url: null,
        tax_class: 'general',
        tax_rate: 0,
        tax_amount: 0,
        discount_amount: 0,
      },
    ])
    expect(order.tax_breakdown).toEqual([])
    expect(order).not.toHaveProperty('user_id')
    expect(order).not.toHaveProperty('next_statuses')
  })

  test('announces the new order, e-mails the customer, and the public catalogue shows the new stock', async () => {
    const lamp = await insertProduct(ctx, { name: 'Lámpara de guadua', stock_quantity: 3 })
    expect((await get(`/api/products/${lamp.id}`, null)).json().stock_quantity).toBe(3)
    const id = await orderId(ctx, ana, [{ productId: lamp.id, quantity: 2 }], { addressId: anaAddress.id })
    expect(events.at(-1)).toMatchObject({ id, channel: 'web', total_amount: 100_000 })
    expect((await get(`/api/products/${lamp.id}`, null)).json().stock_quantity).toBe(1)
    const number = await shownNumber(ctx, id)
    const mail = await eventually(() => readableOutbox(ctx).find((m) => m.includes(`Tu pedido ${number}`)))
    expect(mail).toContain(ana.email)
  })

  test('lines of the same product are merged before the stock check', async () => {
    const mug = await insertProduct(ctx, { name: 'Taza', stock_quantity: 5 })
    const id = await orderId(
      ctx,
      ana,
      [
        { productId: mug.id, quantity: 2 },
        { productId: mug.id, quantity: 3 },
      ],
      { addressId: anaAddress.id },
    )
    expect((await detail(id)).items.map((i) => i.quantity)).toEqual([5])
    expect(await productStock(ctx, mug.id)).toBe(0)
  })

  test('a short line answers 409 naming the product, and nothing changes', async () => {
    const bag = await insertProduct(ctx, { name: 'Mochila wayuu', stock_quantity: 1 })
    const hat = await insertProduct(ctx, { name: 'Sombrero vueltiao', stock_quantity: 5 })
    const before = await orderCount()
    const res = await placeOrder(
      ctx,
      ana,
      [
        { productId: hat.id, quantity: 2 },
        { productId: bag.id, quantity: 1 },
        { productId: bag.id, quantity: 1 },
      ],
      { addressId: anaAddress.id },
    )
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: 'Solo queda 1 unidad de "Mochila wayuu" y pediste 2.',
      code: 'OUT_OF_STOCK',
    })
    expect(await productStock(ctx, hat.id)).toBe(5)
    expect(await productStock(ctx, bag.id)).toBe(1)
    expect(await orderCount()).toBe(before)

    const shoe = await insertProduct(ctx, { name: 'Alpargata' })
    const sizes = await insertVariants(ctx, shoe.id, {
      options: [{ name: 'Talla', values: ['38', '40'] }],
      variants: [{ values: ['38'], stock_quantity: 0 }],
    })
    const soldOut = await placeOrder(
      ctx,
      ana,
      [{ productId: shoe.id, variantId: sizes['38']!, quantity: 1 }],
      {
        addressId: anaAddress.id,
      },
    )
    expect(soldOut.json().message).toBe('Lo sentimos, "Alpargata (38)" está agotado.')
  })

  test('variants: required when the product has them, and they must belong to it', async () => {
    const dress = await insertProduct(ctx, { name: 'Vestido' })
    const sizes = await insertVariants(ctx, dress.id, {
      options: [{ name: 'Talla', values: ['S'] }],
      variants: [{ values: ['S'], stock_quantity: 3 }],
    })
    const plain = await insertProduct(ctx, { name: 'Bufanda' })
    const order = (items: object[]) => placeOrder(ctx, ana, items as never, { addressId: anaAddress.id })

    const missing = await order([{ productId: dress.id, quantity: 1 }])
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Por favor, selecciona una combinación válida de "Vestido".')
    const foreign = await order([{ productId: plain.id, variantId: sizes['S'], quantity: 1 }])
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message).toBe('La opción elegida no corresponde a "Bufanda".')
  })

  test('hidden or unknown products are 409', async () => {
    const hidden = await insertProduct(ctx, { name: 'Producto retirado', is_active: false })
    const res = await placeOrder(ctx, ana, [{ productId: hidden.id, quantity: 1 }], {
      addressId: anaAddress.id,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      '"Producto retirado" ya no está disponible. Quítalo del carrito para continuar.',
    )
    const unknown = await placeOrder(ctx, ana, [{ productId: 999_999, quantity: 1 }], {
      addressId: anaAddress.id,
    })
    expect(unknown.statusCode).toBe(409)
  })

  test("another customer's address is 404, and no stock moves", async () => {
    const scarf = await insertProduct(ctx, { name: 'Ruana', stock_quantity: 2 })
    const res = await placeOrder(ctx, luis, [{ productId: scarf.id, quantity: 1 }], {
      addressId: anaAddress.id,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Dirección no encontrada.')
    expect(await productStock(ctx, scarf.id)).toBe(2)
  })

  test.each([
    [{ items: [] }, 'Tu carrito está vacío.'],
    [{ shipping_address_id: undefined }, 'Por favor, selecciona una dirección de envío.'],
    [{ items: [{ productId: 1, quantity: 0 }] }, 'La cantidad debe ser un número entero entre 1 y 999.'],
    [{ items: [{ productId: 1, quantity: '2' }] }, 'La cantidad debe ser un número entero entre 1 y 999.'],
    [{ payment_method: 'bitcoin' }, 'Método de pago no válido: usa contra_entrega, paypal o wompi.'],
    [{ total_amount: 1 }, undefined],
    [{ status: 'pagado' }, undefined],
  ])('%j is refused with 400 %s', async (overrides, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: ana.auth,
      payload: { shipping_address_id: anaAddress.id, items: [{ productId: 1, quantity: 1 }], ...overrides },
    })
    expect(res.statusCode).toBe(400)
    if (message) expect(res.json().message).toBe(message)
  })

  test('without a session it is 401', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/orders', payload: {} })
    expect(res.statusCode).toBe(401)
  })
})

describe('GET /api/orders', () => {
  test('own orders only, newest first, paginated with X-Total-Count', async () => {
    const user = await createUser(ctx)
    const soap = await insertProduct(ctx, { name: 'Jabón de café', price: 12_000, stock_quantity: 20 })
    const ids: string[] = []
    for (const quantity of [1, 2, 3]) ids.push(await orderId(ctx, user, [{ productId: soap.id, quantity }]))
    const res = await get('/api/orders?limit=2', user)
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-total-count']).toBe('3')
    const list = res.json<OrderSummary[]>()
    expect(list.map((o) => o.id)).toEqual([ids[2], ids[1]])
    expect(list[0]).toEqual({
      id: ids[2],
      order_number: list[1]!.order_number + 1,
      order_date: expect.any(String),
      total_amount: 36_000,
      status: 'pendiente',
      payment_method: 'contra_entrega',
      payment_due_at: null,
      items: [
        expect.objectContaining({ product_name: 'Jabón de café', quantity: 3, price_per_unit: 12_000 }),
      ],
    })
    const rest = (await get('/api/orders?limit=2&offset=2', user)).json<OrderSummary[]>()
    expect(rest.map((o) => o.id)).toEqual([ids[0]])
    expect((await get('/api/orders', luis)).json<OrderSummary[]>().map((o) => o.id)).not.toContain(ids[0])
  })

  test("another customer's order is 404; bad ids 400; no session 401", async () => {
    const [mine] = (await get('/api/orders', ana)).json<OrderSummary[]>()
    const res = await get(`/api/orders/${mine!.id}`, luis)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Pedido no encontrado.')
    expect((await get('/api/orders/123', ana)).json().message).toBe('Identificador inválido.')
    expect((await get('/api/orders?limit=0', ana)).statusCode).toBe(400)
    expect((await get('/api/orders', null)).statusCode).toBe(401)
    expect((await get(`/api/orders/${mine!.id}`, null)).statusCode).toBe(401)
  })
})

test('orders keep their own copy of the address', async () => {
  const user = await createUser(ctx)
  const address = await saveAddress(ctx, user, { city: 'Pasto', state_province: 'Nariño' })
  const candle = await insertProduct(ctx, { name: 'Vela' })
  const id = await orderId(ctx, user, [{ productId: candle.id, quantity: 1 }], { addressId: address.id })
  await app.inject({ method: 'DELETE', url: `/api/addresses/${address.id}`, headers: user.auth })
  expect((await detail(id, user)).shipping_address).toMatchObject({ city: 'Pasto', state_province: 'Nariño' })
  const [row] = await app.db.select({ a: orders.shipping_address_id }).from(orders).where(eq(orders.id, id))
  expect(row!.a).toBeNull()
})
