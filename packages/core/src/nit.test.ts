import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isValidNit, nitCheckDigit } from './nit'

describe('NIT verification digit (DIAN modulo 11)', () => {
  test.each([
    ['800197268', 4], // DIAN
    ['860034313', 7], // Bancolombia
    ['890903938', 8],
    ['900373913', 4],
    ['8001972684', nitCheckDigit('8001972684')],
    ['0', 0],
  ])('%s has DV %i', (nit, dv) => {
    expect(nitCheckDigit(nit)).toBe(dv)
    expect(isValidNit(nit, dv)).toBe(true)
    expect(isValidNit(nit, String(dv))).toBe(true)
  })

  test('800197268-5 is refused', () => {
    expect(isValidNit('800197268', 5)).toBe(false)
    expect(isValidNit('800197268', '5')).toBe(false)
  })

  test('malformed input is never valid', () => {
    expect(isValidNit('80019726a', 4)).toBe(false)
    expect(isValidNit('800197268', '44')).toBe(false)
    expect(isValidNit('', 0)).toBe(false)
    expect(() => nitCheckDigit('12.3')).toThrow(RangeError)
  })

  test('the digit is always 0-9 and exactly one digit is valid for each NIT', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), (nit) => {
        const dv = nitCheckDigit(nit)
        expect(dv).toBeGreaterThanOrEqual(0)
        expect(dv).toBeLessThanOrEqual(9)
        const valid = [...Array(10).keys()].filter((d) => isValidNit(nit, d))
        expect(valid).toEqual([dv])
      }),
    )
  })

  test('leading zeros do not change the digit (weights start from the right)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), fc.integer({ min: 1, max: 3 }), (nit, zeros) => {
        expect(nitCheckDigit('0'.repeat(zeros) + nit)).toBe(nitCheckDigit(nit))
      }),
    )
  })

  test('changing any single digit changes the verification digit', () => {
    // 11 is prime and no weight is a multiple of it, so one wrong digit always shows.
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{9,10}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (nit, at, delta) => {
          const i = at % nit.length
          const changed = nit.slice(0, i) + ((Number(nit[i]) + delta) % 10) + nit.slice(i + 1)
          const before = nitCheckDigit(nit)
          const after = nitCheckDigit(changed)
          // Modulo 11 maps 0 and 1 to themselves and 10 to 1: only those residues can collide.
          if (before === after) expect([0, 1]).toContain(before)
        },
      ),
    )
  })
})
