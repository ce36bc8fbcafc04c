import { describe, expect, test } from 'vitest'
import type { AdminOrderDetail } from '@vitrina/core/schemas/orders'
import type { DiscountCode } from '@vitrina/core/schemas/discount-codes'
import { buildTestApp } from '../../test/build-test-app'
import { callerAs, createAdmin, createUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, placeOrder, putSettings, readableOutbox } from '../../test/factories/orders'
import { pdfText } from '../receipts/pdf-text'
import { askReturn, deliver, orderReturns } from '../returns/return-factories'

// docs/product/promotions.md#uses and #money: POST /api/orders takes discount_code; the server checks it under
// the code's row lock, computes the discount before IVA, freezes it and counts the use with the order. The
// last-use race only proves something on PostgreSQL (TEST_DATABASE_URL); the rest runs on both.

const ctx = await buildTestApp()
await liftOrderLimits(ctx)
const admin = await createAdmin(ctx)
const call = callerAs(ctx, admin)
await putSettings(ctx, admin, {
  tax_enabled: 'true',
  tax_rate: '0.19',
  prices_include_tax: 'false',
  shipping_cost: '9000',
})
const shirt = await insertProduct(ctx, { name: 'Camiseta', price: 50_000, stock_quantity: 500 })
const onSale = await insertProduct(ctx, {
  name: 'Gorra',
  price: 40_000,
  discount_price: 30_000,
  stock_quantity: 500,
})

let codes = 0
async function makeCode(over: object = {}): Promise<DiscountCode> {
  codes += 1
  const res = await call('POST', '/api/admin/discount-codes', {
    code: `PRUEBA${codes}`,
    type: 'percentage',
    value: 15,
    ...over,
  })
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json()
}

async function shopper() {
  const user = await createUser(ctx)
  return { user, addressId: (await saveAddress(ctx, user)).id }
}

const order = async (id: string) => (await call('GET', `/api/admin/orders/${id}`)).json<AdminOrderDetail>()

describe('an order with a discount code', () => {
  test('typed in lower case with spaces, it comes off before IVA and is frozen on the order and its lines', async () => {
    const code = await makeCode()
    const { user, addressId } = await shopper()
    const spaced = ` ${code.code.toLowerCase().slice(0, 3)} ${code.code.toLowerCase().slice(3)} `
    const res = await placeOrder(ctx, user, [{ productId: shirt.id, quantity: 2 }], {
      addressId,
      discount_code: spaced,
    })
    expect(res.statusCode).toBe(201)
    const detail = await order(res.json().orderId)
    // 100.000 - 15% = 85.000; IVA 19% of 85.000 = 16.150; shipping 9.000.
    expect(detail).toMatchObject({
      discount_code: code.code,
      discount_amount: 15_000,
      tax_amount: 16_150,
      total_amount: 110_150,
    })
    expect(detail.items[0]!.discount_amount).toBe(15_000)
    const stats = (await call('GET', `/api/admin/discount-codes/${code.id}`)).json<DiscountCode>()
    expect(stats).toMatchObject({ uses: 1, revenue: 110_150, discount_given: 15_000 })
    // The same line in the confirmation e-mail and on the receipt.
    await ctx.app.jobs.drain()
    expect(
      readableOutbox(ctx).some((mail) => mail.includes(`Descuento (${code.code}): −$\u00a015.000`)),
    ).toBe(true)
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/api/receipts/download/${detail.id}`,
      headers: user.auth,
    })
    expect(pdfText(receipt.rawPayload)).toContain(`Descuento (${code.code})`)
  })

  test('a return gives back what the customer paid: the discount share of the units is kept back', async () => {
    const code = await makeCode({ type: 'fixed', value: 20_000 })
    const { user, addressId } = await shopper()
    const placed = await placeOrder(ctx, user, [{ productId: shirt.id, quantity: 2 }], {
      addressId,
      discount_code: code.code,
    })
    const id = placed.json<{ orderId: string }>().orderId
    await deliver(ctx, admin, id, ['en_preparacion', 'enviado', 'entregado'])
    const view = await orderReturns(ctx, user, id)
    expect(view.lines[0]).toMatchObject({ discount_amount: 20_000 })
    const asked = await askReturn(ctx, user, id, {
      items: [{ order_item_id: view.lines[0]!.order_item_id, quantity: 1 }],
      reason: 'No me quedó bien la talla',
    })
    expect(asked.statusCode).toBe(201)
    // One of two units: 50.000 − 10.000 of the code, plus 19% IVA of 40.000.
    expect(asked.json().refund_amount).toBe(47_600)
  })

  test('a free-shipping code waives the shipping; products on sale may be left out', async () => {
    const free = await makeCode({ type: 'free_shipping' })
    const { user, addressId } = await shopper()
    const res = await placeOrder(ctx, user, [{ productId: shirt.id, quantity: 1 }], {
      addressId,
      discount_code: free.code,
    })
    expect(await order(res.json().orderId)).toMatchObject({
      shipping_cost: 0,
      discount_amount: 9_000,
      total_amount: 59_500,
    })

    const noSale = await makeCode({ exclude_sale_items: true })
    const refused = await placeOrder(ctx, user, [{ productId: onSale.id, quantity: 1 }], {
      addressId,
      discount_code: noSale.code,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      code: 'DISCOUNT_CODE_OUT_OF_SCOPE',
      message: 'Este código no aplica a los productos de tu carrito.',
    })
  })

  test('each unusable code is a 409 with its own Spanish reason, and the order is not placed', async () => {
    const { user, addressId } = await shopper()
    const cases: [object | null, string, string][] = [
      [null, 'DISCOUNT_CODE_UNKNOWN', 'Este código no existe. Revisa que esté bien escrito.'],
      [{ is_active: false }, 'DISCOUNT_CODE_PAUSED', 'Este código está pausado por ahora.'],
      [
        { ends_at: '2020-11-30T23:59:00-05:00' },
        'DISCOUNT_CODE_EXPIRED',
        'Este código venció el 30 de noviembre.',
      ],
      [
        { min_subtotal: 62_000 },
        'DISCOUNT_CODE_BELOW_MINIMUM',
        'Te faltan $\u00a012.000 para usar este código.',
      ],
      [
        { scope: 'products', product_ids: [onSale.id] },
        'DISCOUNT_CODE_OUT_OF_SCOPE',
        'Este código no aplica',
      ],
    ]
    for (const [over, errorCode, message] of cases) {
      const text = over ? (await makeCode(over)).code : 'NOEXISTE'
      const res = await placeOrder(ctx, user, [{ productId: shirt.id, quantity: 1 }], {
        addressId,
        discount_code: text,
      })
      expect(res.statusCode, errorCode).toBe(409)
      expect(res.json().code).toBe(errorCode)
      expect(res.json().message).toContain(message)
    }
    const malformed = await placeOrder(ctx, user, [{ productId: shirt.id, quantity: 1 }], {
      addressId,
      discount_code: '¡¡',
    })
    expect(malformed.statusCode).toBe(400)
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: user.auth })
    expect(mine.json()).toEqual([])
  })

  test('uses per customer and in total are held; a cancelled order gives its use back', async () => {
    const once = await makeCode({ max_uses: 1 })
    const first = await shopper()
    const second = await shopper()
    const placed = await placeOrder(ctx, first.user, [{ productId: shirt.id, quantity: 1 }], {
      addressId: first.addressId,
      discount_code: once.code,
    })
    expect(placed.statusCode).toBe(201)
    const refused = await placeOrder(ctx, second.user, [{ productId: shirt.id, quantity: 1 }], {
      addressId: second.addressId,
      discount_code: once.code,
    })
    expect(refused.json()).toMatchObject({
      code: 'DISCOUNT_CODE_EXHAUSTED',
      message: 'Este código ya se agotó.',
    })

    const cancel = await call('PUT', `/api/admin/orders/${placed.json().orderId}/status`, {
      status: 'cancelado',
    })
    expect(cancel.statusCode).toBe(200)
    const again = await placeOrder(ctx, second.user, [{ productId: shirt.id, quantity: 1 }], {
      addressId: second.addressId,
      discount_code: once.code,
    })
    expect(again.statusCode).toBe(201)

    const perCustomer = await makeCode({ max_uses_per_customer: 1 })
    const options = { addressId: first.addressId, discount_code: perCustomer.code }
    expect(
      (await placeOrder(ctx, first.user, [{ productId: shirt.id, quantity: 1 }], options)).statusCode,
    ).toBe(201)
    const twice = await placeOrder(ctx, first.user, [{ productId: shirt.id, quantity: 1 }], options)
    expect(twice.json()).toMatchObject({
      code: 'DISCOUNT_CODE_ALREADY_USED',
      message: 'Ya usaste este código.',
    })

    const welcome = await makeCode({ first_order_only: true })
    const notFirst = await placeOrder(ctx, first.user, [{ productId: shirt.id, quantity: 1 }], {
      addressId: first.addressId,
      discount_code: welcome.code,
    })
    expect(notFirst.json().code).toBe('DISCOUNT_CODE_FIRST_ORDER')
  })
})

describe.skipIf(ctx.database.kind !== 'postgres')('the last use of a code on PostgreSQL', () => {
  test('two orders at the same moment for a code with one use left: exactly one gets it', async () => {
    const last = await makeCode({ max_uses: 1 })
    const buyers = await Promise.all([shopper(), shopper()])
    const results = await Promise.all(
      buyers.map(({ user, addressId }) =>
        placeOrder(ctx, user, [{ productId: shirt.id, quantity: 1 }], {
          addressId,
          discount_code: last.code,
        }),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('DISCOUNT_CODE_EXHAUSTED')
    expect((await call('GET', `/api/admin/discount-codes/${last.id}`)).json().uses).toBe(1)
  })
})
