import { describe, expect, test } from 'vitest'
import { isPqr, pqrDueDay, pqrFiledMessage, radicadoOf } from './pqr'

// docs/product/consumer-rights.md#pqr: radicado and a due day 15 business days away.

describe('PQR', () => {
  test('radicado PQR-{year}-{6 digits}', () => {
    expect(radicadoOf(2026, 123)).toBe('PQR-2026-000123')
    expect(radicadoOf(2027, 1)).toBe('PQR-2027-000001')
  })

  test('due 15 business days after the filing day, skipping the December holidays', () => {
    expect(pqrDueDay(new Date('2026-12-01T09:00:00-05:00'))).toBe('2026-12-23')
    // Filed late on a Friday night in Bogotá (already Saturday in UTC): counted from Friday.
    expect(pqrDueDay(new Date('2026-11-28T03:00:00Z'))).toBe(pqrDueDay('2026-11-27'))
  })

  test('a consulta is not a PQR; the filed message names the kind, number and day', () => {
    expect(isPqr('consulta')).toBe(false)
    expect(isPqr('reclamo')).toBe(true)
    expect(pqrFiledMessage('queja', 'PQR-2026-000007', '2026-12-23')).toBe(
      'Radicamos tu queja con el número PQR-2026-000007. Te responderemos a más tardar el 23 de diciembre de 2026.',
    )
  })
})
