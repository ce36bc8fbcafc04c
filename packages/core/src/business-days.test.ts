import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  addBusinessDays,
  addCalendarDays,
  bogotaDay,
  colombianHolidays,
  easterSunday,
  endOfBogotaDay,
  isBusinessDay,
  isColombianHoliday,
} from './business-days'

// The official lists (decrees and the calendars the government publishes), written out by hand.
const OFFICIAL_2026 = [
  '2026-01-01', // Año Nuevo
  '2026-01-12', // Reyes Magos (Tue 6 → Mon)
  '2026-03-23', // San José (Thu 19 → Mon)
  '2026-04-02', // Jueves Santo
  '2026-04-03', // Viernes Santo
  '2026-05-01', // Día del Trabajo
  '2026-05-18', // Ascensión
  '2026-06-08', // Corpus Christi
  '2026-06-15', // Sagrado Corazón
  '2026-06-29', // San Pedro y San Pablo (already Monday)
  '2026-07-20', // Independencia
  '2026-08-07', // Batalla de Boyacá
  '2026-08-17', // Asunción (Sat 15 → Mon)
  '2026-10-12', // Día de la Raza (already Monday)
  '2026-11-02', // Todos los Santos (Sun 1 → Mon)
  '2026-11-16', // Independencia de Cartagena (Wed 11 → Mon)
  '2026-12-08', // Inmaculada Concepción
  '2026-12-25', // Navidad
]

const OFFICIAL_2027 = [
  '2027-01-01',
  '2027-01-11', // Reyes Magos (Wed 6 → Mon)
  '2027-03-22', // San José (Fri 19 → Mon)
  '2027-03-25', // Jueves Santo
  '2027-03-26', // Viernes Santo
  '2027-05-01', // Día del Trabajo (a Saturday, not moved)
  '2027-05-10', // Ascensión
  '2027-05-31', // Corpus Christi
  '2027-06-07', // Sagrado Corazón
  '2027-07-05', // San Pedro y San Pablo (Tue 29 → Mon)
  '2027-07-20',
  '2027-08-07', // a Saturday, not moved
  '2027-08-16', // Asunción (Sun 15 → Mon)
  '2027-10-18', // Día de la Raza (Tue 12 → Mon)
  '2027-11-01', // Todos los Santos (already Monday)
  '2027-11-15', // Independencia de Cartagena (Thu 11 → Mon)
  '2027-12-08',
  '2027-12-25',
]

describe('Colombian national holidays', () => {
  test('2026 matches the official list', () => {
    expect(colombianHolidays(2026)).toEqual(OFFICIAL_2026)
  })

  test('2027 matches the official list', () => {
    expect(colombianHolidays(2027)).toEqual(OFFICIAL_2027)
  })

  test('Easter Sundays of known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
    expect(easterSunday(2038)).toBe('2038-04-25')
  })

  test('every moved holiday lands on a Monday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        const days = colombianHolidays(year)
        const fixed = ['01-01', '05-01', '07-20', '08-07', '12-08', '12-25']
        const easter = new Date(`${easterSunday(year)}T00:00:00Z`).getTime()
        const holy = [-3, -2].map((o) => new Date(easter + o * 86_400_000).toISOString().slice(0, 10))
        for (const day of days) {
          if (fixed.includes(day.slice(5)) || holy.includes(day)) continue
          expect(new Date(`${day}T00:00:00Z`).getUTCDay()).toBe(1)
        }
      }),
    )
  })
})

describe('business days', () => {
  test('Saturdays, Sundays and holidays are not business days', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true) // Friday
    expect(isBusinessDay('2026-11-28')).toBe(false) // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false) // Sunday
    expect(isBusinessDay('2026-11-16')).toBe(false) // Monday, Independencia de Cartagena
    expect(isColombianHoliday('2026-11-16')).toBe(true)
  })

  test('an instant counts on its Bogotá day, not on its UTC day', () => {
    // 2026-11-17 03:00 UTC is still Monday 16 (a holiday) at 22:00 in Bogotá
    expect(bogotaDay(new Date('2026-11-17T03:00:00Z'))).toBe('2026-11-16')
    expect(isBusinessDay(new Date('2026-11-17T03:00:00Z'))).toBe(false)
    expect(isBusinessDay(new Date('2026-11-17T05:00:00Z'))).toBe(true)
  })

  test('the day of the event never counts; a holiday inside the window is skipped', () => {
    // delivered Tuesday 10 Nov 2026: Wed 11, Thu 12, Fri 13, (Sat, Sun, Mon 16 holiday) Tue 17, Wed 18
    expect(addBusinessDays('2026-11-10', 5)).toBe('2026-11-18')
    // delivered on a Saturday: Mon 30 Nov … Fri 4 Dec
    expect(addBusinessDays('2026-11-28', 5)).toBe('2026-12-04')
    // Holy Week: Wednesday 1 April 2026 + 1 → Monday 6 April
    expect(addBusinessDays('2026-04-01', 1)).toBe('2026-04-06')
    // 15 business days across the December holidays
    expect(addBusinessDays('2026-12-01', 15)).toBe('2026-12-23')
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-30')
  })

  test('bad input is refused', () => {
    expect(() => addBusinessDays('2026-02-30', 1)).toThrow(RangeError)
    expect(() => addBusinessDays('2026-02-10', -1)).toThrow(RangeError)
    expect(() => bogotaDay('mañana')).toThrow(RangeError)
  })

  test('a term ending on a day is open until 23:59:59.999 in Bogotá', () => {
    expect(endOfBogotaDay('2026-11-18').toISOString()).toBe('2026-11-19T04:59:59.999Z')
    expect(addCalendarDays('2026-12-20', 30)).toBe('2027-01-19')
  })

  const anyDay = fc
    .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 11, 31) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10))

  test('addBusinessDays with n ≥ 1 lands on a business day after the start', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 40 }), (day, n) => {
        const end = addBusinessDays(day, n)
        expect(isBusinessDay(end)).toBe(true)
        expect(end > day).toBe(true)
      }),
    )
  })

  test('addBusinessDays is monotonic in n and in the start day', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (day, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        expect(addBusinessDays(day, lo) <= addBusinessDays(day, hi)).toBe(true)
        expect(addBusinessDays(day, lo) <= addBusinessDays(addCalendarDays(day, 1), lo)).toBe(true)
      }),
    )
  })

  test('n + m business days are n then m business days', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (day, n, m) => {
        expect(addBusinessDays(addBusinessDays(day, n), m)).toBe(addBusinessDays(day, n + m))
      }),
    )
  })
})
