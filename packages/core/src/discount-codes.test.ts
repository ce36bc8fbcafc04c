import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  codeEligibleLines,
  discountCodeLabel,
  discountCodeRefusal,
  normalizeDiscountCode,
  type DiscountCodeLine,
  type DiscountCodeRule,
} from './discount-codes'
import { returnRefund } from './returns'
import { TAX_CLASSES } from './tax-classes'
import { computeTotals } from './totals'

const rule: DiscountCodeRule = {
  code: 'LAURA15',
  type: 'percentage',
  value: 15,
  is_active: true,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_customer: null,
  min_subtotal: null,
  scope: 'order',
  category_ids: [],
  product_ids: [],
  exclude_sale_items: false,
  first_order_only: false,
}
const shirt: DiscountCodeLine = {
  productId: 1,
  categoryIds: [10],
  price: 50_000,
  discount_price: null,
  quantity: 2,
}
const jeans: DiscountCodeLine = {
  productId: 2,
  categoryIds: [20, 30],
  price: 120_000,
  discount_price: 90_000,
  quantity: 1,
}
const usage = { now: new Date('2026-11-28T12:00:00Z'), uses: 0, customerUses: 0, customerOrders: 0 }

describe('discount code rules (docs/product/promotions.md#rules)', () => {
  test('a code typed with spaces or in lower case is the same code', () => {
    expect(normalizeDiscountCode(' laura 15 ')).toBe('LAURA15')
  })

  test('each reason has its own Spanish message, in Bogotá dates', () => {
    const refusal = (changes: Partial<DiscountCodeRule>, more: Partial<typeof usage> = {}) =>
      discountCodeRefusal({ ...rule, ...changes }, [shirt], { ...usage, ...more })
    expect(refusal({ is_active: false })?.code).toBe('DISCOUNT_CODE_PAUSED')
    // 2026-12-01 04:59 UTC is still 30 November in Bogotá.
    expect(
      refusal({ ends_at: new Date('2026-12-01T04:59:00Z') }, { now: new Date('2026-12-01T05:00:00Z') }),
    ).toEqual({
      code: 'DISCOUNT_CODE_EXPIRED',
      message: 'Este código venció el 30 de noviembre.',
    })
    expect(refusal({ starts_at: new Date('2026-12-01T05:00:00Z') })?.message).toBe(
      'Este código empieza a valer el 1 de diciembre.',
    )
    expect(refusal({ max_uses: 3 }, { uses: 3 })?.code).toBe('DISCOUNT_CODE_EXHAUSTED')
    expect(refusal({ max_uses_per_customer: 1 }, { customerUses: 1 })?.code).toBe(
      'DISCOUNT_CODE_ALREADY_USED',
    )
    expect(refusal({ first_order_only: true }, { customerOrders: 1 })?.code).toBe('DISCOUNT_CODE_FIRST_ORDER')
    expect(refusal({ scope: 'products', product_ids: [99] })?.code).toBe('DISCOUNT_CODE_OUT_OF_SCOPE')
    expect(refusal({ min_subtotal: 112_000 })).toEqual({
      code: 'DISCOUNT_CODE_BELOW_MINIMUM',
      message: 'Te faltan $\u00a012.000 para usar este código.',
    })
    expect(refusal({ min_subtotal: 100_000, max_uses: 3 }, { uses: 2 })).toBeNull()
  })

  test('the scope takes categories or products, and may leave out products already on sale', () => {
    expect(codeEligibleLines({ ...rule, scope: 'categories', category_ids: [20] }, [shirt, jeans])).toEqual([
      false,
      true,
    ])
    expect(codeEligibleLines({ ...rule, scope: 'products', product_ids: [1] }, [shirt, jeans])).toEqual([
      true,
      false,
    ])
    expect(codeEligibleLines({ ...rule, exclude_sale_items: true }, [shirt, jeans])).toEqual([true, false])
    expect(discountCodeRefusal({ ...rule, exclude_sale_items: true }, [jeans], usage)?.code).toBe(
      'DISCOUNT_CODE_OUT_OF_SCOPE',
    )
  })

  test('the summary line reads the same everywhere', () => {
    expect(discountCodeLabel('LAURA15', 15_000)).toBe('Descuento (LAURA15): −$\u00a015.000')
  })
})

const taxOn = { tax_enabled: 'true', tax_rate: '0.19', tax_rate_reduced: '0.05' }

describe('a code in the totals (docs/product/promotions.md#money)', () => {
  test('the discount comes off before IVA added on top', () => {
    const totals = computeTotals([{ ...shirt, tax_class: 'general' }], taxOn, rule)
    expect(totals).toMatchObject({
      codeDiscount: 15_000,
      discountCode: 'LAURA15',
      tax: 16_150,
      total: 101_150,
    })
  })

  test('with prices that include IVA, the IVA contained is that of the discounted price', () => {
    const totals = computeTotals(
      [{ ...shirt, tax_class: 'general' }],
      { ...taxOn, prices_include_tax: 'true' },
      rule,
    )
    expect(totals).toMatchObject({
      codeDiscount: 15_000,
      tax: Math.round((85_000 * 0.19) / 1.19),
      total: 85_000,
    })
  })

  test('a fixed code never takes more than the lines it covers; out-of-scope lines keep their price', () => {
    const totals = computeTotals(
      [
        { ...shirt, code_eligible: true },
        { ...jeans, code_eligible: false },
      ],
      {},
      { code: 'MIL', type: 'fixed', value: 500_000 },
    )
    expect(totals).toMatchObject({ codeDiscount: 100_000, lineCodeDiscounts: [100_000, 0], total: 90_000 })
  })

  test('a free-shipping code waives the shipping and nothing else', () => {
    const totals = computeTotals(
      [shirt],
      { shipping_cost: '12000' },
      { code: 'ENVIO', type: 'free_shipping', value: 0 },
    )
    expect(totals).toMatchObject({ shipping: 0, shippingDiscount: 12_000, codeDiscount: 0, total: 100_000 })
  })

  test('a return gives back what was paid: the discount share of the line is kept back', () => {
    const order = {
      lines: [{ id: 1, price_per_unit: 50_000, quantity: 2, tax_amount: 16_150, discount_amount: 15_000 }],
      taxIncluded: false,
    }
    const first = returnRefund(order, {}, { 1: 1 })
    const second = returnRefund(order, { 1: 1 }, { 1: 1 })
    expect(first.goods).toBe(42_500)
    expect(first.total + second.total).toBe(101_150)
  })

  const line = fc.record({
    price: fc.integer({ min: 1, max: 2_000_000 }),
    discount_price: fc.option(fc.integer({ min: 1, max: 2_000_000 })),
    quantity: fc.integer({ min: 1, max: 20 }),
    tax_class: fc.constantFrom(...TAX_CLASSES),
    code_eligible: fc.boolean(),
  })
  const code = fc.record({
    code: fc.constant('PROMO'),
    type: fc.constantFrom('percentage' as const, 'fixed' as const, 'free_shipping' as const),
    value: fc.integer({ min: 1, max: 1_000_000 }),
  })
  const settings = fc.record({
    tax_enabled: fc.constantFrom('true', 'false'),
    tax_rate: fc.constantFrom('0.19', '0.16'),
    prices_include_tax: fc.constantFrom('true', 'false'),
    shipping_cost: fc.constantFrom('0', '9000'),
  })

  test('property: never negative, never above the discountable base, and each rate adds up', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), settings, code, (lines, s, c) => {
        const totals = computeTotals(lines, s, c)
        const base = lines.reduce(
          (sum, l) =>
            sum + (l.code_eligible ? Math.min(l.price, l.discount_price ?? l.price) * l.quantity : 0),
          0,
        )
        expect(totals.total).toBeGreaterThanOrEqual(0)
        expect(totals.codeDiscount).toBeLessThanOrEqual(base)
        totals.lineCodeDiscounts.forEach((d, i) => {
          expect(d).toBeGreaterThanOrEqual(0)
          if (!lines[i]!.code_eligible) expect(d).toBe(0)
        })
        const taxSum = totals.taxBreakdown.reduce((sum, entry) => sum + entry.tax, 0)
        expect(taxSum).toBe(totals.tax)
        const baseSum = totals.taxBreakdown.reduce((sum, entry) => sum + entry.base, 0)
        if (s.tax_enabled === 'true')
          expect(baseSum + (totals.taxIncluded ? totals.tax : 0)).toBe(
            totals.discountedSubtotal - totals.codeDiscount,
          )
        // The client computes with the same function: the same lines give the same total.
        expect(computeTotals(lines, s, c).total).toBe(totals.total)
      }),
    )
  })
})
