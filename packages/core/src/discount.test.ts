import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import {
  discountPercent,
  DISCOUNT_MAX,
  discountPercentOf,
  discountPrice,
  effectivePrice,
  PRICE_ROUNDING_STEPS,
  priceRoundingStep,
  variantPrices,
} from './discount'

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

// docs/product/platform.md#one-process
describe('price rounding (: computed prices end like shelf prices)', () => {
  test('the store step comes from price_rounding; unset or unknown is whole pesos', () => {
    expect(priceRoundingStep({})).toBe(1)
    expect(priceRoundingStep({ price_rounding: '100' })).toBe(100)
    expect(priceRoundingStep({ price_rounding: '250' })).toBe(1)
  })

  test('35 % off $ 59.900 at every step', () => {
    // 59.900 × 0,65 = 38.935
    const expected = { 1: 38_935, 10: 38_940, 50: 38_950, 100: 38_900, 500: 39_000, 1000: 39_000 }
    for (const step of PRICE_ROUNDING_STEPS) expect(discountPrice(59_900, 35, step)).toBe(expected[step])
  })

  test('a discount the step would erase or turn into 0 keeps whole pesos', () => {
    expect(discountPrice(1_000, 10, 1000)).toBe(900)
    expect(discountPrice(400, 50, 1000)).toBe(200)
  })

  test("a variant's own price follows the product's percentage, rounded to the step", () => {
    const product = { price: 59_900, discount_price: 38_900, descuento: 35 }
    expect(variantPrices(product, { price_override: 64_900 }, 100)).toEqual({
      price: 64_900,
      discount_price: 42_200,
    })
  })

  test('a typed sale price gives the whole percentage it represents, never 0 and at most 95', () => {
    expect(discountPercentOf(59_900, 38_900)).toBe(35)
    expect(discountPercentOf(100_000, 99_990)).toBe(1)
    expect(discountPercentOf(100_000, 1)).toBe(DISCOUNT_MAX)
  })

  test('property: a rounded discount is a whole multiple of the step or whole pesos, and below the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1, max: DISCOUNT_MAX }),
        fc.constantFrom(...PRICE_ROUNDING_STEPS),
        (price, descuento, step) => {
          const sale = discountPrice(price, descuento, step)!
          expect(Number.isInteger(sale)).toBe(true)
          expect(sale).toBeGreaterThanOrEqual(0)
          expect(sale).toBeLessThanOrEqual(price)
          const exact = Math.round((price * (100 - descuento)) / 100)
          if (sale !== exact) expect(sale % step).toBe(0)
        },
      ),
    )
  })
})

describe('discountPercent (the card badge)', () => {
  test('is the whole percentage saved, or null without a real discount', () => {
    expect(discountPercent(100_000, 80_000)).toBe(20)
    expect(discountPercent(59_900, 44_900)).toBe(25)
    expect(discountPercent(100_000, null)).toBeNull()
    expect(discountPercent(100_000, 100_000)).toBeNull()
    expect(discountPercent(0, 0)).toBeNull()
  })
})
