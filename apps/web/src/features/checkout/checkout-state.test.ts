import type { CartLine } from '@vitrina/core/cart'
import type { Address } from '@vitrina/core/schemas/addresses'
import { describe, expect, test } from 'vitest'
import { makeProductDetail, makeProductWithOptions } from '../../test/fixtures'
import {
  freshCartItems,
  idempotencyKeys,
  orderRequest,
  repricedNames,
  selectedAddressId,
} from './checkout-state'

const address = (id: number, is_default = false): Address => ({
  id,
  recipient_name: 'Camila',
  phone_number: '3001234567',
  street_address: `Calle ${id}`,
  city: 'Cali',
  state_province: 'Valle del Cauca',
  municipality_code: '76001',
  postal_code: '760001',
  country: 'Colombia',
  reference: null,
  is_default,
})

const line = (overrides: Partial<CartLine>): CartLine => ({
  id: '1',
  productId: 1,
  variantId: null,
  name: 'Producto 1',
  price: 50_000,
  discount_price: null,
  stock_quantity: 10,
  image_url: null,
  quantity: 1,
  ...overrides,
})

describe('selectedAddressId (docs/product/checkout-and-payments.md#address-step)', () => {
  test('the default address comes chosen, else the first, else none', () => {
    expect(selectedAddressId([address(1), address(2, true)], null)).toBe(2)
    expect(selectedAddressId([address(1), address(2)], null)).toBe(1)
    expect(selectedAddressId([], null)).toBeNull()
  })

  test("the shopper's own choice wins while it exists (a newly saved address becomes the chosen one)", () => {
    expect(selectedAddressId([address(1, true), address(5)], 5)).toBe(5)
    expect(selectedAddressId([address(1, true)], 5)).toBe(1)
  })
})

test('orderRequest sends what to buy and where, and the total shown only to be checked', () => {
  const lines = [line({ quantity: 2 }), line({ id: '7-100', productId: 7, variantId: 100 })]
  expect(orderRequest(3, lines, 'contra_entrega', 150_000)).toEqual({
    shipping_address_id: 3,
    items: [
      { productId: 1, variantId: null, quantity: 2 },
      { productId: 7, variantId: 100, quantity: 1 },
    ],
    payment_method: 'contra_entrega',
    expected_total: 150_000,
  })
})

describe('idempotencyKeys (one order per checkout attempt)', () => {
  test('the same request keeps its key; another request is a new attempt with a new key', () => {
    let n = 0
    const keyFor = idempotencyKeys(() => `k${++n}`)
    const cash = orderRequest(1, [line({})], 'contra_entrega', 10_000)
    expect(keyFor(cash)).toBe('k1')
    expect(keyFor({ ...cash })).toBe('k1')
    expect(keyFor(orderRequest(1, [line({})], 'paypal', 10_000))).toBe('k2')
    expect(keyFor(orderRequest(2, [line({})], 'paypal', 10_000))).toBe('k3')
  })

  test('an attempt given up (its order cancelled) is forgotten: the same request is a new attempt', () => {
    let n = 0
    const keyFor = idempotencyKeys(() => `k${++n}`)
    const paypal = orderRequest(1, [line({})], 'paypal', 10_000)
    expect(keyFor(paypal)).toBe('k1')
    keyFor.forget()
    expect(keyFor(paypal)).toBe('k2')
    expect(keyFor(paypal)).toBe('k2')
  })

  test('by default the keys are random and long enough not to collide', () => {
    const a = idempotencyKeys()({ a: 1 })
    const b = idempotencyKeys()({ a: 1 })
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(a).not.toBe(b)
  })
})

describe("today's prices for the cart", () => {
  test('a plain product and a variant take the catalogue price; names of changed lines are given', () => {
    const hat = makeProductDetail({ id: 1, name: 'Sombrero', price: 60_000, discount_price: 55_000 })
    const shirt = makeProductWithOptions()
    const lines = [
      line({ name: 'Sombrero', quantity: 2 }),
      line({ id: '7-102', productId: 7, variantId: 102, name: 'Camiseta Pima (M / Azul)', price: 59_900 }),
    ]
    const fresh = freshCartItems(lines, new Map([hat, shirt].map((p) => [p.id, p])))
    expect(fresh.map(({ id, price, discount_price }) => ({ id, price, discount_price }))).toEqual([
      { id: '1', price: 60_000, discount_price: 55_000 },
      { id: '7-102', price: 59_900, discount_price: null },
    ])
    expect(repricedNames(lines, fresh)).toEqual(['Sombrero'])
  })

  test('a line whose product or variant is gone keeps its copy (the server names it at checkout)', () => {
    const lines = [line({}), line({ id: '7-999', productId: 7, variantId: 999 })]
    expect(freshCartItems(lines, new Map([[7, makeProductWithOptions()]]))).toEqual([])
  })
})
