import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { addBusinessDays, isBusinessDay } from './business-days'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

describe('business days (stand-in without holidays)', () => {
  test('Sunday is not a business day; Saturday is', () => {
    expect(isBusinessDay(day('2026-11-29'))).toBe(false)
    expect(isBusinessDay(day('2026-11-28'))).toBe(true)
  })

  test('15 business days from a Friday skip the Sundays in between', () => {
    // Fri 27 Nov 2026 + 15: Sat 28 … counts 15 days that are not Sunday -> Tue 15 Dec.
    expect(addBusinessDays(day('2026-11-27'), 15).toISOString().slice(0, 10)).toBe('2026-12-15')
  })

  test('the result is a business day, later than the start, and never nearer than the days asked', () => {
    fc.assert(
      fc.property(
        fc.date({ min: day('2020-01-01'), max: day('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        (start, days) => {
          const end = addBusinessDays(start, days)
          expect(isBusinessDay(end)).toBe(true)
          const calendarDays = Math.round(
            (end.getTime() - day(start.toISOString().slice(0, 10)).getTime()) / 864e5,
          )
          expect(calendarDays).toBeGreaterThanOrEqual(days)
          expect(calendarDays).toBeLessThanOrEqual(days + Math.ceil(days / 6) + 1)
        },
      ),
    )
  })
})
