import { describe, expect, test } from 'vitest'
import {
  reversalClosedMessage,
  reversalDueDay,
  reversalEndDay,
  reversalNumberOf,
  reversalOpen,
} from './payment-reversal'

// docs/product/consumer-rights.md#reversion-del-pago on the Colombian business-day calendar.

describe('reversión del pago', () => {
  test('5 business days from the day after the customer learned of the cause, skipping a holiday', () => {
    // Learned Friday 6 Nov 2026; Monday 16 Nov is a holiday (Independencia de Cartagena moved): ends Fri 13 Nov.
    expect(reversalEndDay('2026-11-06')).toBe('2026-11-13')
    // Learned Tuesday 10 Nov: 11, 12, 13, (16 holiday), 17, 18.
    expect(reversalEndDay('2026-11-10')).toBe('2026-11-18')
  })

  test('open until the end of the last day in Bogotá, closed the next morning', () => {
    expect(reversalOpen('2026-11-10', new Date('2026-11-19T04:59:00Z'))).toBe(true)
    expect(reversalOpen('2026-11-10', new Date('2026-11-19T05:00:00Z'))).toBe(false)
  })

  test('staff answer within 15 business days; the number is per year with six digits', () => {
    expect(reversalDueDay(new Date('2026-11-10T15:00:00Z'))).toBe('2026-12-02')
    expect(reversalNumberOf(2026, 1)).toBe('REV-2026-000001')
    expect(reversalNumberOf(2027, 123456)).toBe('REV-2027-123456')
  })

  test('the refusal names the day the window ended', () => {
    expect(reversalClosedMessage('2026-11-18')).toBe(
      'El plazo para pedir la reversión del pago terminó el 18 de noviembre de 2026 (5 días hábiles desde que conociste el motivo).',
    )
  })
})
