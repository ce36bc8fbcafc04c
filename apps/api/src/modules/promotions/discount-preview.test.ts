import { describe, expect, test } from 'vitest'
import { computeTotals } from '@vitrina/core/totals'
import { buildTestApp } from '../../test/build-test-app'
import { callerAs, createAdmin, createUser, type TestUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'

// docs/product/promotions.md#checkout and #guessing: the coupon box's question, answered as the order would,
// and trying codes limited per customer and per address (RATE_LIMIT_MAX a minute, 5 here).

const ctx = await buildTestApp({ RATE_LIMIT_MAX: '5' })
const admin = await createAdmin(ctx)
const ana = await createUser(ctx)
const luis = await createUser(ctx)
const shirt = await insertProduct(ctx, { name: 'Camiseta', price: 50_000 })
const cap = await insertProduct(ctx, { name: 'Gorra', price: 40_000, discount_price: 30_000 })
await callerAs(ctx, admin)('POST', '/api/admin/discount-codes', {
  code: 'LAURA15',
  type: 'percentage',
  value: 15,
  exclude_sale_items: true,
  min_subtotal: 60_000,
})

const items = [
  { productId: shirt.id, quantity: 1 },
  { productId: cap.id, quantity: 1 },
]
const preview = (user: TestUser | null, payload: object, ip = '10.0.0.9') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/cart/discount-preview',
    headers: user?.auth ?? {},
    remoteAddress: ip,
    payload,
  })

describe('POST /api/cart/discount-preview', () => {
  test('a code that applies: its kind, value and the lines it covers; the checkout computes the same discount', async () => {
    const res = await preview(ana, { discount_code: 'laura 15', items })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: 'LAURA15', type: 'percentage', value: 15, eligible: [true, false] })
    const { eligible, ...code } = res.json<{
      eligible: boolean[]
      code: string
      type: 'percentage'
      value: number
    }>()
    const lines = [
      { price: 50_000, discount_price: null, quantity: 1, code_eligible: eligible[0] },
      { price: 40_000, discount_price: 30_000, quantity: 1, code_eligible: eligible[1] },
    ]
    expect(computeTotals(lines, {}, code)).toMatchObject({ codeDiscount: 7_500, total: 72_500 })
  })

  test('a code that does not apply is a 409 with its reason; a malformed one a 400; a visitor a 401', async () => {
    const below = await preview(luis, {
      discount_code: 'LAURA15',
      items: [{ productId: shirt.id, quantity: 1 }],
    })
    expect(below.statusCode).toBe(409)
    expect(below.json()).toEqual({
      code: 'DISCOUNT_CODE_BELOW_MINIMUM',
      message: 'Te faltan $\u00a010.000 para usar este código.',
    })
    expect((await preview(luis, { discount_code: '¡', items })).statusCode).toBe(400)
    expect((await preview(null, { discount_code: 'LAURA15', items })).statusCode).toBe(401)
  })
})

describe('guessing codes', () => {
  test('limited per customer whatever the address, and per address whatever the customer', async () => {
    const guess = (user: TestUser, ip: string) => preview(user, { discount_code: 'ADIVINA', items }, ip)
    // Ana's first preview above counts: four more reach the five a minute.
    for (let i = 0; i < 4; i++) expect((await guess(ana, '10.0.1.1')).statusCode).toBe(409)
    const tooMany = await guess(ana, '10.0.1.1')
    expect(tooMany.statusCode).toBe(429)
    expect(tooMany.json()).toEqual({
      code: 'DISCOUNT_CODE_RATE_LIMITED',
      message: 'Probaste demasiados códigos de descuento. Espera un minuto e inténtalo de nuevo.',
    })
    expect((await guess(ana, '10.0.1.2')).statusCode).toBe(429)
    expect((await guess(luis, '10.0.1.1')).statusCode).toBe(429)
    // Luis's three tries above and this one stay under his five.
    expect((await guess(luis, '10.0.1.3')).statusCode).toBe(409)
  })
})
