import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  amountToFreeShipping,
  computeTotals,
  FREE_SHIPPING_THRESHOLD_DEFAULT,
  includedTax,
  totalsTaxLines,
} from './totals'

const shirt = { price: 50_000, discount_price: null, quantity: 2 }
const jeans = { price: 120_000, discount_price: 90_000, quantity: 1 }

describe('computeTotals (docs/product/cart-and-totals.md#totals)', () => {
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
      discountCode: null,
      codeDiscount: 0,
      lineCodeDiscounts: [0, 0],
      shippingDiscount: 0,
      shipping: 12_000,
      freeShipping: false,
      freeShippingThreshold: 250_000,
      taxRate: 0.19,
      taxIncluded: false,
      tax: 36_100,
      taxBreakdown: [{ kind: 'gravado', rate: 0.19, base: 190_000, tax: 36_100 }],
      lineTaxes: [
        { tax_class: 'general', tax_rate: 0.19, tax_amount: 19_000 },
        { tax_class: 'general', tax_rate: 0.19, tax_amount: 17_100 },
      ],
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

describe('prices that include IVA (docs/product/platform.md#one-process: prices_include_tax)', () => {
  const iva = { tax_enabled: 'true', tax_rate: '0.19', prices_include_tax: 'true' }
  const twoShirts = [{ price: 49_900, discount_price: null, quantity: 2 }]

  test('the total is the shelf prices plus shipping; the IVA they contain is shown, not added', () => {
    const totals = computeTotals(twoShirts, { ...iva, shipping_cost: '12000' })
    // 99.800 × 0,19 / 1,19 = 15.934,45
    expect(totals).toMatchObject({ taxIncluded: true, tax: 15_934, shipping: 12_000, total: 111_800 })
  })

  test('the contained IVA is computed once, from the discounted subtotal', () => {
    expect(includedTax(239_800, 0.19)).toBe(38_287)
    const totals = computeTotals([shirt, jeans], iva)
    expect(totals).toMatchObject({ discountedSubtotal: 190_000, tax: 30_336, total: 190_000 })
  })

  test("'false', unset or anything else is the spec's formula", () => {
    for (const prices_include_tax of ['false', undefined, 'TRUE']) {
      expect(computeTotals(twoShirts, { ...iva, prices_include_tax })).toMatchObject({
        taxIncluded: false,
        tax: 18_962,
        total: 118_762,
      })
    }
  })

  test('the tax line reads as the summary shows it', () => {
    expect(totalsTaxLines(computeTotals(twoShirts, iva))).toEqual([
      { label: 'IVA 19% incluido', amount: 15_934, included: true },
    ])
    expect(totalsTaxLines(computeTotals(twoShirts, { ...iva, prices_include_tax: 'false' }))).toEqual([
      { label: 'IVA 19%', amount: 18_962, included: false },
    ])
    expect(totalsTaxLines(computeTotals(twoShirts, {}))).toEqual([])
  })
})

describe('computeTotals properties (fast-check)', () => {
  const line = fc.record({
    price: fc.integer({ min: 0, max: 20_000_000 }),
    discount_price: fc.option(fc.integer({ min: 0, max: 20_000_000 })),
    quantity: fc.integer({ min: 1, max: 999 }),
  })
  const settings = fc.record({
    shipping_cost: fc.integer({ min: 0, max: 100_000 }).map(String),
    free_shipping_threshold: fc.integer({ min: 0, max: 2_000_000 }).map(String),
    tax_enabled: fc.constantFrom('true', 'false'),
    tax_rate: fc.constantFrom('0', '0.05', '0.19', '0.1234', '1'),
    prices_include_tax: fc.constantFrom('true', 'false', undefined),
  })

  test('every amount is whole pesos and never below zero; the contained IVA never exceeds the total', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), settings, (lines, s) => {
        const t = computeTotals(lines, s)
        for (const value of [t.subtotal, t.discountedSubtotal, t.discount, t.shipping, t.tax, t.total]) {
          expect(Number.isInteger(value)).toBe(true)
          expect(value).toBeGreaterThanOrEqual(0)
        }
        if (t.taxIncluded) expect(t.tax).toBeLessThanOrEqual(t.discountedSubtotal)
      }),
    )
  })

  test("'false' is exactly the docs/product/cart-and-totals.md#totals formula", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), settings, (lines, s) => {
        const t = computeTotals(lines, { ...s, prices_include_tax: 'false' })
        const discounted = lines.reduce(
          (sum, l) =>
            sum +
            (l.discount_price !== null && l.discount_price < l.price ? l.discount_price : l.price) *
              l.quantity,
          0,
        )
        const shipping =
          lines.length === 0 || discounted >= Number(s.free_shipping_threshold) ? 0 : Number(s.shipping_cost)
        const tax = s.tax_enabled === 'true' ? Math.round(discounted * Number(s.tax_rate)) : 0
        expect(t.total).toBe(discounted + shipping + tax)
      }),
    )
  })

  test("'true' charges the shelf prices plus shipping, whatever the rate", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), settings, (lines, s) => {
        const t = computeTotals(lines, { ...s, prices_include_tax: 'true' })
        expect(t.total).toBe(t.discountedSubtotal + t.shipping)
      }),
    )
  })

  test('the same order gives the same total however its lines are ordered or the settings serialized', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), settings, (lines, s) => {
        // The client reads settings from JSON and lines from its store; the server from the database.
        const fromWire = JSON.parse(JSON.stringify(s)) as typeof s
        // Only a tie in sharing a rate's last peso among equal lines may follow the lines' order.
        const { lineTaxes: _reversed, ...reversed } = computeTotals([...lines].reverse(), fromWire)
        const { lineTaxes: _lines, ...totals } = computeTotals(lines, s)
        expect(reversed).toEqual(totals)
      }),
    )
  })
})
