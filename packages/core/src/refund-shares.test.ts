import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { centsValue, refundShareCents, valueCents, type CapturedPayment } from './refund-shares'
import { copToUsd } from './schemas/payments'

/** The cents of each refund in turn. */
const shares = (payment: CapturedPayment, amounts: number[]) => {
  let before = 0
  return amounts.map((amount) => {
    const cents = refundShareCents(payment, before, amount)
    before += amount
    return cents
  })
}
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

describe('refunds of a payment captured in US$', () => {
  // 259,800 pesos at 4,000 per US$: 64.95 US$. Rounded one by one, 100 + 100 + 259,600 pesos would be
  // 0.03 + 0.03 + 64.90 = 64.96 US$, a cent more than PayPal holds.
  const capture = { pesos: 259_800, cents: valueCents(copToUsd(259_800, 4000)) }

  test('the last refund takes the remainder, so the parts add up to the capture', () => {
    expect(capture.cents).toBe(6495)
    expect(shares(capture, [100, 100, 259_600]).map(centsValue)).toEqual(['0.03', '0.02', '64.90'])
  })

  test('one refund of the whole payment is the whole capture; nothing past it is refunded', () => {
    expect(refundShareCents(capture, 0, 259_800)).toBe(6495)
    expect(refundShareCents(capture, 259_800, 1000)).toBe(0)
    expect(refundShareCents(capture, 200_000, 100_000)).toBe(1495)
    expect(refundShareCents({ pesos: 0, cents: 0 }, 0, 5000)).toBe(0)
  })

  test('exact with amounts whose products pass what a float holds exactly', () => {
    const big = { pesos: 4_000_000_000, cents: 100_000_000 }
    expect(refundShareCents(big, 0, 1)).toBe(0)
    expect(refundShareCents(big, 0, 3_999_999_999)).toBe(100_000_000)
    expect(sum(shares(big, [1_333_333_333, 1_333_333_333, 1_333_333_334]))).toBe(100_000_000)
  })

  // For any capture and any sequence of partial refunds in pesos that sum to at most the payment, the US$
  // parts are never negative and never add up past the capture; refunding every peso gives back all of it.
  test('property: the parts never pass the capture, and a full refund is exactly the capture', () => {
    const scenario = fc
      .record({
        pesos: fc.integer({ min: 1, max: 80_000_000 }),
        copPerUsd: fc.integer({ min: 1500, max: 6000 }),
        cuts: fc.uniqueArray(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 }),
        full: fc.boolean(),
      })
      .map(({ pesos, copPerUsd, cuts, full }) => {
        const points = [...new Set(cuts.map((c) => Math.floor(c * pesos)))].sort((a, b) => a - b)
        const ends = full ? [...points, pesos] : points
        const amounts = ends.map((end, i) => end - (i === 0 ? 0 : ends[i - 1]!)).filter((a) => a > 0)
        return { payment: { pesos, cents: valueCents(copToUsd(pesos, copPerUsd)) }, amounts }
      })
    fc.assert(
      fc.property(scenario, ({ payment, amounts }) => {
        const parts = shares(payment, amounts)
        expect(parts.every((cents) => cents >= 0)).toBe(true)
        expect(sum(parts)).toBeLessThanOrEqual(payment.cents)
        if (sum(amounts) === payment.pesos) expect(sum(parts)).toBe(payment.cents)
      }),
      { numRuns: 2000 },
    )
  })
})
