import { describe, expect, test } from 'vitest'
import { ORDER_LIMIT_DEFAULTS, orderLimits } from './order-limits'

describe('orderLimits', () => {
  test('unset settings give the defaults', () => {
    expect(orderLimits({})).toEqual(ORDER_LIMIT_DEFAULTS)
  })

  test('whole numbers in range are taken', () => {
    expect(
      orderLimits({ cod_max_open_orders: '5', order_max_units_per_line: '2', cod_pending_hours: '24' }),
    ).toEqual({ cod_max_open_orders: 5, order_max_units_per_line: 2, cod_pending_hours: 24 })
  })

  test.each(['0', '-1', '2.5', 'muchos', '100000'])('%s falls back to the default', (value) => {
    expect(orderLimits({ order_max_units_per_line: value }).order_max_units_per_line).toBe(10)
  })
})
