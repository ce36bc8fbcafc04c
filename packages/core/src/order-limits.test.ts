import { describe, expect, test } from 'vitest'
import { ORDER_LIMIT_DEFAULTS, ORDER_LIMIT_MESSAGES, orderLimits } from './order-limits'

describe('orderLimits', () => {
  test('unset settings give the defaults', () => {
    expect(orderLimits({})).toEqual(ORDER_LIMIT_DEFAULTS)
  })

  test('whole numbers in range are taken', () => {
    expect(
      orderLimits({ cod_max_open_orders: '5', order_max_units_per_line: '2', cod_pending_hours: '24' }),
    ).toMatchObject({ cod_max_open_orders: 5, order_max_units_per_line: 2, cod_pending_hours: 24 })
    expect(
      orderLimits({
        online_max_unpaid_orders: '1',
        unpaid_max_units_per_product: '40',
        online_payment_minutes: '30',
      }),
    ).toMatchObject({
      online_max_unpaid_orders: 1,
      unpaid_max_units_per_product: 40,
      online_payment_minutes: 30,
    })
  })

  test.each(['4', '181', 'quince'])('a payment window of %s minutes falls back to 15', (value) => {
    expect(orderLimits({ online_payment_minutes: value }).online_payment_minutes).toBe(15)
  })

  test.each(['0', '-1', '2.5', 'muchos', '100000'])('%s falls back to the default', (value) => {
    expect(orderLimits({ order_max_units_per_line: value }).order_max_units_per_line).toBe(10)
  })
})

describe('the hoarding messages name the limit', () => {
  test('units already held, and an order alone over the cap', () => {
    expect(ORDER_LIMIT_MESSAGES.unitsHeld(20, 'Termo', 15)).toBe(
      'Ya tienes 15 unidades de «Termo» apartadas en pedidos sin pagar o por confirmar, y cada cliente puede apartar hasta 20. Termina o cancela esos pedidos desde Mis pedidos, o pide menos unidades.',
    )
    expect(ORDER_LIMIT_MESSAGES.unitsHeld(20, 'Termo', 1)).toContain('Ya tienes 1 unidad de «Termo»')
    expect(ORDER_LIMIT_MESSAGES.unitsHeld(5, 'Termo', 0)).toBe(
      'Cada cliente puede apartar hasta 5 unidades de «Termo» en pedidos sin pagar o por confirmar. Reduce la cantidad en tu carrito.',
    )
  })
})
