import { describe, expect, test } from 'vitest'
import { discountPrice, effectivePrice, variantPrices } from './discount'

describe('discountPrice', () => {
  test('rounds the percentage off to whole pesos', () => {
    expect(discountPrice(59900, 20)).toBe(47920)
    expect(discountPrice(12345, 50)).toBe(6173)
    expect(discountPrice(99999, 95)).toBe(5000)
  })

  test('0 clears the discount', () => {
    expect(discountPrice(59900, 0)).toBeNull()
  })
})

describe('variantPrices', () => {
  const product = { price: 50000, discount_price: 40000, descuento: 20 }

  test('a variant without its own price takes the product prices', () => {
    expect(variantPrices(product, { price_override: null })).toEqual({ price: 50000, discount_price: 40000 })
  })

  test("a price override gets the product's percentage", () => {
    expect(variantPrices(product, { price_override: 59900 })).toEqual({ price: 59900, discount_price: 47920 })
    expect(
      variantPrices({ ...product, descuento: 0, discount_price: null }, { price_override: 59900 }),
    ).toEqual({ price: 59900, discount_price: null })
  })
})

describe('effectivePrice', () => {
  test('the discount price only counts when it is lower', () => {
    expect(effectivePrice({ price: 100, discount_price: 80 })).toBe(80)
    expect(effectivePrice({ price: 100, discount_price: 120 })).toBe(100)
    expect(effectivePrice({ price: 100, discount_price: null })).toBe(100)
  })
})
