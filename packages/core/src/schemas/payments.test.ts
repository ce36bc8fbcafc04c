import { describe, expect, test } from 'vitest'
import { formatUSD } from '../format'
import { copToUsd } from './payments'

describe('PayPal amounts', () => {
  test('pesos become US$ with two decimals, rounded to the cent', () => {
    expect(copToUsd(125_000, 4150)).toBe('30.12')
    expect(copToUsd(4150, 4150)).toBe('1.00')
    expect(copToUsd(99_900, 4000)).toBe('24.98')
    expect(copToUsd(10, 4000)).toBe('0.00')
  })

  test('US$ are shown the Colombian way', () => {
    expect(formatUSD('30.12')).toBe('US$ 30,12')
    expect(formatUSD(1234.5)).toBe('US$ 1.234,50')
  })
})
