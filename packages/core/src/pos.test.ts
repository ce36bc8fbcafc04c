import { describe, expect, test } from 'vitest'
import { cashChange, computePosTotals } from './pos'

describe('point-of-sale totals', () => {
  const settings = {
    shipping_cost: '12000',
    free_shipping_threshold: '500000',
    tax_enabled: 'true',
    tax_rate: '0.19',
  }

  test('never charge shipping, but apply discounts and IVA like the checkout', () => {
    const totals = computePosTotals(
      [
        { price: 20_000, discount_price: null, quantity: 2 },
        { price: 50_000, discount_price: 40_000, quantity: 1 },
      ],
      settings,
    )
    expect(totals).toMatchObject({
      subtotal: 90_000,
      discount: 10_000,
      shipping: 0,
      tax: 15_200,
      total: 95_200,
    })
  })

  test('cash change is what is left over, negative when the cash does not cover the total', () => {
    expect(cashChange(100_000, 95_200)).toBe(4_800)
    expect(cashChange(90_000, 95_200)).toBe(-5_200)
  })
})
