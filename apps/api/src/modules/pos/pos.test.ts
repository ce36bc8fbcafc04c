import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { PosProduct, PosSale } from '@vitrina/core/schemas/pos'
import { orders, payments, settings } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser, type TestUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { insertVariants, productStock, variantStock } from '../../test/factories/orders'
import { SETTINGS_TOPIC } from '../settings/settings-cache'

// docs/product/back-office.md#point-of-sale: search by name or SKU (a scanner types the SKU), then 'Cobrar'
// writes a paid, delivered 'pos' order through the online order code: stock taken atomically, 409 naming a
// short product.

const ctx = await buildTestApp()
const { app } = ctx
const employee = await createEmployee(ctx)
const admin = await createAdmin(ctx)
const shopper = await createUser(ctx)

await app.db.insert(settings).values([
  { setting_key: 'shipping_cost', setting_value: '12000' },
  { setting_key: 'free_shipping_threshold', setting_value: '500000' },
  { setting_key: 'tax_enabled', setting_value: 'true' },
  { setting_key: 'tax_rate', setting_value: '0.19' },
])
app.changes.publish(SETTINGS_TOPIC)

const mug = await insertProduct(ctx, {
  name: 'Taza de cerámica',
  sku: 'TAZA-001',
  price: 20_000,
  stock_quantity: 5,
})
const shirt = await insertProduct(ctx, {
  name: 'Camiseta básica',
  sku: 'CAM-BAS',
  price: 40_000,
  stock_quantity: 0,
})
const shirtVariants = await insertVariants(ctx, shirt.id, {
  options: [{ name: 'Talla', values: ['S', 'M'] }],
  variants: [
    { values: ['S'], stock_quantity: 2, sku: 'CAM-BAS-S' },
    { values: ['M'], stock_quantity: 4, sku: 'CAM-BAS-M', price_override: 45_000 },
  ],
})
await insertProduct(ctx, { name: 'Taza oculta', sku: 'TAZA-OCULTA', is_active: false })

const search = (text: string, user: TestUser | null = employee) =>
  app.inject({
    method: 'GET',
    url: `/api/pos/products?search=${encodeURIComponent(text)}`,
    headers: user ? user.auth : {},
  })
const sell = (payload: object, user: TestUser | null = employee) =>
  app.inject({ method: 'POST', url: '/api/pos/sales', headers: user ? user.auth : {}, payload })

describe('GET /api/pos/products', () => {
  test('finds by part of the name, without accents, and never hidden products', async () => {
    const res = await search('ceramica')
    expect(res.statusCode).toBe(200)
    const found = res.json<PosProduct[]>()
    expect(found.map((p) => p.name)).toEqual(['Taza de cerámica'])
    expect(found[0]).toMatchObject({ sku: 'TAZA-001', price: 20_000, stock: 5, exact: false, variants: [] })
    expect((await search('taza')).json<PosProduct[]>().map((p) => p.name)).toEqual(['Taza de cerámica'])
    // LIKE wildcards typed by the cashier are plain characters.
    expect((await search('%')).json()).toEqual([])
    expect((await search('TAZA_001')).json()).toEqual([])
  })

  test('a scanned variant SKU comes first and names the variant, with its label, price and stock', async () => {
    const [first] = (await search('cam-bas-m')).json<PosProduct[]>()
    expect(first).toMatchObject({
      id: shirt.id,
      exact: true,
      matched_variant_id: shirtVariants['M'],
      stock: 6,
    })
    expect(first!.variants).toEqual([
      { id: shirtVariants['S'], label: 'S', sku: 'CAM-BAS-S', price: 40_000, discount_price: null, stock: 2 },
      { id: shirtVariants['M'], label: 'M', sku: 'CAM-BAS-M', price: 45_000, discount_price: null, stock: 4 },
    ])
    const [product] = (await search('TAZA-001')).json<PosProduct[]>()
    expect(product).toMatchObject({ id: mug.id, exact: true, matched_variant_id: null })
  })

  test('staff only; an empty search is a Spanish 400', async () => {
    expect((await search('taza', null)).statusCode).toBe(401)
    expect((await search('taza', shopper)).statusCode).toBe(403)
    const empty = await search('  ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toContain('Escribe un nombre o un SKU.')
  })
})

describe('GET /api/pos/customers', () => {
  test('finds active accounts by username or e-mail', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/pos/customers?search=${encodeURIComponent(shopper.email.slice(0, 12))}`,
      headers: employee.auth,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      { id: shopper.user.id, username: shopper.user.username, email: shopper.email },
    ])
  })
})

describe('POST /api/pos/sales', () => {
  test('cash: a paid, delivered pos order with change, IVA and no shipping; stock taken', async () => {
    const res = await sell({
      items: [
        { productId: mug.id, quantity: 2 },
        { productId: shirt.id, variantId: shirtVariants['M'], quantity: 1 },
      ],
      payment_method: 'efectivo',
      amount_received: 120_000,
    })
    expect(res.statusCode).toBe(201)
    const sale = res.json<PosSale>()
    // 2 x 20.000 + 45.000 = 85.000; IVA 19% = 16.150; no shipping at the till.
    expect(sale.order).toMatchObject({
      channel: 'pos',
      status: 'entregado',
      payment_method: 'efectivo',
      subtotal: 85_000,
      shipping_cost: 0,
      tax_amount: 16_150,
      total_amount: 101_150,
      user_id: null,
      shipping_address: null,
      next_statuses: [],
    })
    expect(sale.order.paid_at).not.toBeNull()
    expect(sale.order.status_history.map((h) => h.status)).toEqual(['pagado', 'entregado'])
    expect(sale.order.items.map((i) => [i.product_name, i.variant_details, i.quantity])).toEqual([
      ['Taza de cerámica', null, 2],
      ['Camiseta básica', 'Talla: M', 1],
    ])
    expect(sale).toMatchObject({ amount_received: 120_000, change: 18_850 })
    expect(sale.order.payments).toEqual([
      expect.objectContaining({ provider: 'efectivo', status: 'COMPLETED', amount_cop: 101_150 }),
    ])
    expect(await productStock(ctx, mug.id)).toBe(3)
    expect(await variantStock(ctx, shirtVariants['M']!)).toBe(3)
  })

  test('card with a customer: the order is theirs and shows in their history', async () => {
    const res = await sell(
      {
        items: [{ productId: mug.id, quantity: 1 }],
        payment_method: 'tarjeta',
        customer_id: shopper.user.id,
      },
      admin,
    )
    expect(res.statusCode).toBe(201)
    const sale = res.json<PosSale>()
    expect(sale).toMatchObject({ amount_received: null, change: null })
    expect(sale.order).toMatchObject({ user_id: shopper.user.id, customer_email: shopper.email })
    const mine = await app.inject({ method: 'GET', url: '/api/orders', headers: shopper.auth })
    expect(mine.json().map((o: { id: string }) => o.id)).toContain(sale.order.id)
  })

  test('a short sale is 409 naming the product and changes nothing', async () => {
    const before = await app.db.select({ id: orders.id }).from(orders)
    const res = await sell({
      items: [
        { productId: mug.id, quantity: 1 },
        { productId: shirt.id, variantId: shirtVariants['S'], quantity: 3 },
      ],
      payment_method: 'transferencia',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Solo quedan 2 unidades de "Camiseta básica (S)" y pediste 3.',
    })
    expect(await app.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length)
    expect(await variantStock(ctx, shirtVariants['S']!)).toBe(2)
  })

  test('cash that does not cover the total is refused and the stock goes back', async () => {
    const stock = await productStock(ctx, mug.id)
    const res = await sell({
      items: [{ productId: mug.id, quantity: 1 }],
      payment_method: 'efectivo',
      amount_received: 1000,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'CASH_SHORT',
      message: 'El efectivo recibido no alcanza para el total.',
      errors: [{ field: 'amount_received', message: 'El efectivo recibido no alcanza para el total.' }],
    })
    expect(await productStock(ctx, mug.id)).toBe(stock)
  })

  test('bad input: empty ticket, unknown method, cash without amount, unknown customer', async () => {
    const cases: [object, string][] = [
      [{ items: [], payment_method: 'tarjeta' }, 'Agrega al menos un producto al ticket.'],
      [{ items: [{ productId: mug.id, quantity: 1 }], payment_method: 'paypal' }, 'Método de pago no válido'],
      [
        { items: [{ productId: mug.id, quantity: 1 }], payment_method: 'efectivo' },
        'Ingresa el efectivo recibido.',
      ],
      [
        {
          items: [{ productId: mug.id, quantity: 1 }],
          payment_method: 'tarjeta',
          customer_id: '00000000-0000-4000-8000-000000000000',
        },
        'Cliente no válido.',
      ],
    ]
    for (const [payload, message] of cases) {
      const res = await sell(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toContain(message)
    }
  })

  test('a product with sizes needs the size; staff only', async () => {
    const res = await sell({ items: [{ productId: shirt.id, quantity: 1 }], payment_method: 'tarjeta' })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VARIANT_REQUIRED')
    const line = { items: [{ productId: mug.id, quantity: 1 }], payment_method: 'tarjeta' }
    expect((await sell(line, null)).statusCode).toBe(401)
    expect((await sell(line, shopper)).statusCode).toBe(403)
  })

  test('the sale keeps its payment with the cash received', async () => {
    const res = await sell({
      items: [{ productId: mug.id, quantity: 1 }],
      payment_method: 'efectivo',
      amount_received: 50_000,
    })
    const { order } = res.json<PosSale>()
    const [payment] = await app.db.select().from(payments).where(eq(payments.order_id, order.id))
    expect(payment!.raw).toMatchObject({
      channel: 'pos',
      seller_id: employee.user.id,
      amount_received: 50_000,
      change: 26_200,
    })
  })

  // docs/product/platform.md#one-process
  test('prices with IVA included: two $ 49.900 items cost $ 99.800, the IVA contained recorded', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.auth,
      payload: [{ setting_key: 'prices_include_tax', setting_value: 'true' }],
    })
    expect(put.statusCode).toBe(200)
    const tee = await insertProduct(ctx, { name: 'Camiseta estampada', price: 49_900, stock_quantity: 4 })
    const res = await sell({ items: [{ productId: tee.id, quantity: 2 }], payment_method: 'tarjeta' })
    expect(res.statusCode).toBe(201)
    // 99.800 × 0,19 / 1,19 = 15.934; before, the till charged 99.800 + 18.962 = 118.762.
    expect(res.json<PosSale>().order).toMatchObject({
      subtotal: 99_800,
      shipping_cost: 0,
      tax_included: true,
      tax_amount: 15_934,
      total_amount: 99_800,
    })
  })
})

describe('POST /api/pos/sales buyer (docs/product/checkout-and-payments.md#buyer)', () => {
  const company = { document_type: 'NIT', document_number: '800197268', name: 'DIAN', email: 'f@dian.gov.co' }
  const buyerOf = async (id: string) =>
    (await app.db.select({ buyer: orders.buyer }).from(orders).where(eq(orders.id, id)))[0]!.buyer

  test('a wrong NIT DV is a 400 naming buyer.dv and sells nothing; a right one is frozen on the order', async () => {
    const pen = await insertProduct(ctx, { name: 'Bolígrafo', price: 2_000, stock_quantity: 10 })
    const sale = (dv: string) =>
      sell({
        items: [{ productId: pen.id, quantity: 1 }],
        payment_method: 'tarjeta',
        buyer: { ...company, dv },
      })
    const wrong = await sale('5')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toContainEqual({
      field: 'buyer.dv',
      message: 'El dígito de verificación no corresponde al NIT. Revisa el número y el DV.',
    })
    expect(await productStock(ctx, pen.id)).toBe(10)
    const right = await sale('4')
    expect(right.statusCode).toBe(201)
    expect(await buyerOf(right.json<PosSale>().order.id)).toEqual({ ...company, dv: '4' })
    const plain = await sell({ items: [{ productId: pen.id, quantity: 1 }], payment_method: 'tarjeta' })
    expect(await buyerOf(plain.json<PosSale>().order.id)).toBeNull()
  })
})
