import { describe, expect, test } from 'vitest'
import { amountToFreeShipping, computeTotals, FREE_SHIPPING_THRESHOLD_DEFAULT } from './totals'

const shirt = { price: 50_000, discount_price: null, quantity: 2 }
const jeans = { price: 120_000, discount_price: 90_000, quantity: 1 }

describe('computeTotals (spec §9)', () => {
  test('subtotal is list price times quantity; lines without discount count at list price', () => {
    const totals = computeTotals([shirt], {})
    expect(totals).toMatchObject({ subtotal: 100_000, discountedSubtotal: 100_000, discount: 0 })
  })

  test('a line counts at its discount price when it is below the price; the discount is the difference', () => {
    const totals = computeTotals([shirt, jeans], {})
    expect(totals).toMatchObject({ subtotal: 220_000, discountedSubtotal: 190_000, discount: 30_000 })
  })

  test('a discount price equal to or above the price is ignored', () => {
    const totals = computeTotals(
      [
        { price: 10_000, discount_price: 10_000, quantity: 1 },
        { price: 10_000, discount_price: 12_000, quantity: 1 },
      ],
      {},
    )
    expect(totals).toMatchObject({ subtotal: 20_000, discountedSubtotal: 20_000, discount: 0 })
  })

  test('shipping defaults: cost 0 and threshold 999999999 when unset or blank', () => {
    expect(computeTotals([shirt], {})).toMatchObject({
      shipping: 0,
      freeShipping: false,
      freeShippingThreshold: FREE_SHIPPING_THRESHOLD_DEFAULT,
    })
    expect(computeTotals([shirt], { shipping_cost: ' ', free_shipping_threshold: '' })).toMatchObject({
      shipping: 0,
      freeShippingThreshold: FREE_SHIPPING_THRESHOLD_DEFAULT,
    })
  })

  test('shipping_cost applies below the threshold', () => {
    const totals = computeTotals([shirt], { shipping_cost: '12000', free_shipping_threshold: '250000' })
    expect(totals).toMatchObject({ shipping: 12_000, freeShipping: false, total: 112_000 })
  })

  test('shipping is free when the DISCOUNTED subtotal reaches the threshold (at least, not only above)', () => {
    const settings = { shipping_cost: '12000', free_shipping_threshold: '190000' }
    expect(computeTotals([shirt, jeans], settings)).toMatchObject({ shipping: 0, freeShipping: true })
    // The list-price subtotal (220.000) is above 200.000 but the discounted one (190.000) is not.
    expect(computeTotals([shirt, jeans], { ...settings, free_shipping_threshold: '200000' })).toMatchObject({
      shipping: 12_000,
      freeShipping: false,
    })
  })

  test('an empty cart has nothing to ship', () => {
    expect(computeTotals([], { shipping_cost: '12000' })).toMatchObject({ shipping: 0, total: 0 })
  })

  test('tax applies only when tax_enabled is exactly "true", on the discounted subtotal', () => {
    const lines = [shirt, jeans]
    expect(computeTotals(lines, { tax_enabled: 'true', tax_rate: '0.19' })).toMatchObject({
      taxRate: 0.19,
      tax: 36_100,
      total: 190_000 + 36_100,
    })
    for (const tax_enabled of ['false', 'TRUE', '1', undefined]) {
      expect(computeTotals(lines, { tax_enabled, tax_rate: '0.19' })).toMatchObject({ taxRate: 0, tax: 0 })
    }
  })

  test('tax rate defaults to 0 and the tax is rounded to whole pesos', () => {
    expect(computeTotals([shirt], { tax_enabled: 'true' })).toMatchObject({ tax: 0, total: 100_000 })
    const odd = computeTotals([{ price: 33_333, discount_price: null, quantity: 1 }], {
      tax_enabled: 'true',
      tax_rate: '0.19',
    })
    expect(odd.tax).toBe(6333)
    expect(Number.isInteger(odd.total)).toBe(true)
  })

  test('total = discounted subtotal + shipping + tax', () => {
    const totals = computeTotals([shirt, jeans], {
      shipping_cost: '12000',
      free_shipping_threshold: '250000',
      tax_enabled: 'true',
      tax_rate: '0.19',
    })
    expect(totals).toEqual({
      subtotal: 220_000,
      discountedSubtotal: 190_000,
      discount: 30_000,
      shipping: 12_000,
      freeShipping: false,
      freeShippingThreshold: 250_000,
      taxRate: 0.19,
      tax: 36_100,
      total: 238_100,
    })
  })

  test('invalid numbers fall back to the defaults', () => {
    expect(
      computeTotals([shirt], { shipping_cost: 'abc', free_shipping_threshold: '-5', tax_rate: 'x' }),
    ).toMatchObject({ shipping: 0, freeShippingThreshold: FREE_SHIPPING_THRESHOLD_DEFAULT, tax: 0 })
  })
})

describe('amountToFreeShipping', () => {
  test('what is missing to reach the threshold', () => {
    const totals = computeTotals([shirt], { shipping_cost: '12000', free_shipping_threshold: '250000' })
    expect(amountToFreeShipping(totals)).toBe(150_000)
  })

  test('null once reached, or when the store has no threshold', () => {
    expect(amountToFreeShipping(computeTotals([shirt], { free_shipping_threshold: '50000' }))).toBeNull()
    expect(amountToFreeShipping(computeTotals([shirt], {}))).toBeNull()
  })
})
