import { describe, expect, test } from 'vitest'
import {
  retractoClosedMessage,
  retractoEndDay,
  retractoOpen,
  retractoRefundDueDay,
  retractoWindow,
} from './retracto'

// docs/product/consumer-rights.md#retracto: 5 business days from delivery, 30 calendar days to refund.

const delivered = new Date('2026-11-10T15:00:00-05:00') // Tuesday; Monday 16 is a holiday

describe('retracto window', () => {
  test('ends 5 business days after the day of delivery, open until 23:59:59 of that day in Bogotá', () => {
    expect(retractoEndDay(delivered)).toBe('2026-11-18')
    expect(retractoOpen(delivered, new Date('2026-11-18T23:59:59-05:00'))).toBe(true)
    expect(retractoOpen(delivered, new Date('2026-11-19T00:00:00-05:00'))).toBe(false)
  })

  test('only a delivered web order has one', () => {
    const now = new Date('2026-11-12T10:00:00-05:00')
    expect(retractoWindow({ status: 'entregado', channel: 'web' }, delivered, now)).toEqual({
      end_date: '2026-11-18',
      open: true,
    })
    expect(retractoWindow({ status: 'entregado', channel: 'pos' }, delivered, now).open).toBe(false)
    expect(retractoWindow({ status: 'enviado', channel: 'web' }, null, now)).toEqual({
      end_date: null,
      open: false,
    })
  })

  test('the refund is due 30 calendar days after the request; the refusal names the last day', () => {
    expect(retractoRefundDueDay(new Date('2026-11-18T20:00:00-05:00'))).toBe('2026-12-18')
    expect(retractoClosedMessage('2026-11-18')).toBe(
      'El plazo para retractarte de esta compra terminó el 18 de noviembre de 2026 (5 días hábiles desde la entrega).',
    )
  })
})
