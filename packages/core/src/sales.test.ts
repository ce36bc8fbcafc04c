import { describe, expect, test } from 'vitest'
import { countsAsSale, isCashToCollect } from './sales'

describe('which orders count as sales', () => {
  test('a cancelled order never counts', () => {
    expect(countsAsSale({ status: 'cancelado', payment_method: 'efectivo', paid_at: new Date() })).toBe(false)
    expect(countsAsSale({ status: 'cancelado', payment_method: 'contra_entrega', paid_at: null })).toBe(false)
  })

  test('a PayPal order counts only once PayPal confirmed the payment', () => {
    expect(countsAsSale({ status: 'pendiente', payment_method: 'paypal', paid_at: null })).toBe(false)
    expect(
      countsAsSale({ status: 'pagado', payment_method: 'paypal', paid_at: '2026-03-01T10:00:00Z' }),
    ).toBe(true)
  })

  test('cash on delivery and point-of-sale orders count from the moment they are placed', () => {
    expect(countsAsSale({ status: 'pendiente', payment_method: 'contra_entrega', paid_at: null })).toBe(true)
    expect(countsAsSale({ status: 'entregado', payment_method: 'tarjeta', paid_at: new Date() })).toBe(true)
  })
})

describe('cash on delivery to collect', () => {
  test('is an open cash-on-delivery order, not a delivered or cancelled one', () => {
    expect(isCashToCollect({ status: 'enviado', payment_method: 'contra_entrega', paid_at: null })).toBe(true)
    expect(isCashToCollect({ status: 'entregado', payment_method: 'contra_entrega', paid_at: null })).toBe(
      false,
    )
    expect(isCashToCollect({ status: 'cancelado', payment_method: 'contra_entrega', paid_at: null })).toBe(
      false,
    )
    expect(isCashToCollect({ status: 'pendiente', payment_method: 'paypal', paid_at: null })).toBe(false)
  })
})
