import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { daysBetween, resolutionWarnings, storeToday, type NumberingResolution } from './fiscal-resolutions'

const factura: NumberingResolution = {
  resolution_number: '18760000001',
  prefix: 'SETP',
  range_from: 1,
  range_to: 1000,
  valid_from: '2026-01-01',
  valid_to: '2027-01-01',
}
const codes = (next: number, today = '2026-06-01', r = factura) =>
  resolutionWarnings(r, next, today).map((w) => w.code)

describe('resolutionWarnings', () => {
  test('nothing while numbers and days are plenty', () => {
    expect(codes(1)).toEqual([])
    expect(codes(900)).toEqual([])
  })

  test('90% of the range used warns with what is left', () => {
    const [warning] = resolutionWarnings(factura, 901, '2026-06-01')
    expect(warning).toEqual({
      code: 'range_low',
      message: 'La resolución 18760000001 usó el 90% de su rango: quedan 100 números (hasta el SETP1000).',
    })
    expect(codes(1000)).toEqual(['range_low'])
  })

  test('past the last number the range is exhausted', () => {
    expect(codes(1001)).toEqual(['range_exhausted'])
    expect(resolutionWarnings(factura, 1001, '2026-06-01')[0]!.message).toMatch(/agotó su rango/)
  })

  test('30 days or fewer of validity warn; past the end it expired; before the start it is not valid yet', () => {
    expect(codes(1, '2026-12-01')).toEqual([])
    expect(codes(1, '2026-12-02')).toEqual(['expiring'])
    expect(resolutionWarnings(factura, 1, '2026-12-02')[0]!.message).toBe(
      'La resolución 18760000001 vence el 1 de enero de 2027 (quedan 30 días).',
    )
    expect(resolutionWarnings(factura, 1, '2027-01-01')[0]!.message).toMatch(/\(hoy\)/)
    expect(codes(1, '2027-01-02')).toEqual(['expired'])
    expect(codes(1, '2025-12-31')).toEqual(['not_yet_valid'])
  })

  test('an open sequence (notas crédito) never warns', () => {
    const open = { ...factura, resolution_number: null, range_to: null, valid_from: null, valid_to: null }
    expect(codes(999_999, '2030-01-01', open)).toEqual([])
  })

  test('range warnings follow the share used, for any range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1, max: 1e5 }),
        fc.nat(),
        (from, size, at) => {
          const r = { ...factura, range_from: from, range_to: from + size - 1 }
          const next = from + (at % (size + 2))
          const used = next - from
          const got = codes(next, '2026-06-01', r)
          if (used >= size) expect(got).toEqual(['range_exhausted'])
          else if (used / size >= 0.9) expect(got).toEqual(['range_low'])
          else expect(got).toEqual([])
        },
      ),
    )
  })
})

describe('store days', () => {
  test('today in Bogotá, five hours behind UTC', () => {
    expect(storeToday(new Date('2026-03-10T04:59:00Z'))).toBe('2026-03-09')
    expect(storeToday(new Date('2026-03-10T05:00:00Z'))).toBe('2026-03-10')
    expect(daysBetween('2026-12-31', '2027-01-30')).toBe(30)
  })
})
