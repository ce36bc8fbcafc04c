import { describe, expect, test } from 'vitest'
import {
  formatCOP,
  formatDate,
  formatRating,
  formatStoreDay,
  formatOrderNumber,
  orderNumber,
  parseOrderNumber,
  receiptFileName,
  truncate,
} from './format'

describe('formatRating', () => {
  test('one decimal with the es-CO comma', () => {
    expect(formatRating(4.4)).toBe('4,4')
    expect(formatRating(5)).toBe('5,0')
    expect(formatRating(3.96)).toBe('4,0')
  })

  test("writes exactly what Intl's es-CO one-decimal formatter writes", () => {
    const intl = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    const steps = Array.from({ length: 50_001 }, (_, i) => i / 10_000)
    const edges = [4.35, 0.05, 0.15, 2.675, 1e-7, 999.95, 1000, 1234.5, -0, -4.45, NaN, Infinity]
    for (const value of [...steps, ...edges]) expect(formatRating(value)).toBe(intl.format(value))
  })
})

describe('formatCOP', () => {
  test('formats whole pesos in es-CO without decimals', () => {
    const text = formatCOP(129900)
    expect(text).toMatch(/^\$\s?129\.900$/)
    expect(formatCOP(1234567)).toMatch(/1\.234\.567/)
    expect(formatCOP(0)).toMatch(/^\$\s?0$/)
  })

  test("writes exactly what Intl's es-CO peso formatter writes", () => {
    const intl = new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    })
    const values = [
      0, -0, 5, 999, 1000, 9999, 10000, 129900, 999999, 1000000, 1234567890, -1, -5000, -1234567,
    ]
    const edges = [0.4, 999.5, -0.4, -2.5, Number.MAX_SAFE_INTEGER, 1e21, NaN, Infinity]
    for (const value of [...values, ...edges]) expect(formatCOP(value)).toBe(intl.format(Math.round(value)))
  })

  test('rounds stray fractions instead of showing decimals', () => {
    expect(formatCOP(999.6)).toMatch(/1\.000/)
    expect(formatCOP(999.6)).not.toMatch(/,/)
  })
})

describe('formatDate', () => {
  test('writes the date in Spanish, in Bogotá time', () => {
    // 03:00 UTC on the 2nd is still the 1st in Bogotá (UTC-5)
    expect(formatDate('2026-03-02T03:00:00Z')).toBe('1 de marzo de 2026')
  })

  test("writes exactly what Intl's es-CO Bogotá formatter writes, either side of each midnight", () => {
    const intl = new Intl.DateTimeFormat('es-CO', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Bogota',
    })
    const day = 24 * 60 * 60 * 1000
    const from = Date.UTC(1990, 0, 1, 5)
    for (let midnight = from; midnight < Date.UTC(2101, 0, 1); midnight += 7 * day + day / 24) {
      for (const moment of [midnight - 1, midnight, midnight + 1]) {
        expect(formatDate(new Date(moment))).toBe(intl.format(moment))
      }
    }
    expect(formatDate('2026-11-21T12:00:00-05:00')).toBe('21 de noviembre de 2026')
    expect(() => formatDate('no es una fecha')).toThrow(RangeError)
  })
})

describe('formatOrderNumber and parseOrderNumber', () => {
  test("an order is shown as '#1001'", () => {
    expect(formatOrderNumber(1001)).toBe('#1001')
  })

  test("'#1001', '1001' and '# 1001' all name order 1001; anything else is not a number", () => {
    expect(parseOrderNumber('#1001')).toBe(1001)
    expect(parseOrderNumber(' 1001 ')).toBe(1001)
    expect(parseOrderNumber('# 1001')).toBe(1001)
    expect(parseOrderNumber('4F5A6B')).toBeNull()
    expect(parseOrderNumber('#')).toBeNull()
    expect(parseOrderNumber('12345678901')).toBeNull()
  })
})

describe('orderNumber (the old code)', () => {
  test('is the last 6 characters of the id', () => {
    expect(orderNumber('8d0b5c0e-6f0a-4c1e-9b7a-1c2d3e4f5a6b')).toBe('4F5A6B')
  })
})

describe('receiptFileName', () => {
  test('recibo-{brand}-{number}.pdf with the brand as a plain slug (docs/product/orders.md#receipts)', () => {
    expect(receiptFileName('Moda Ñandú & Co.', 1001)).toBe('recibo-moda-nandu-co-1001.pdf')
    expect(receiptFileName('¡¡!!', 1001)).toBe('recibo-tienda-1001.pdf')
  })
})

describe('truncate', () => {
  test('keeps short texts and cuts long ones at the cap', () => {
    expect(truncate('  hola   mundo ', 155)).toBe('hola mundo')
    expect(truncate('a'.repeat(200), 155)).toHaveLength(155)
    expect(truncate('a'.repeat(200), 150, '...')).toBe('a'.repeat(150) + '...')
  })
})

describe('formatStoreDay', () => {
  test('shows the Bogotá calendar day as written, never the UTC day before', () => {
    expect(formatStoreDay('2026-03-09')).toBe('9 de marzo de 2026')
    expect(formatStoreDay('2026-01-01', 'short')).toBe('1 ene')
  })
})
