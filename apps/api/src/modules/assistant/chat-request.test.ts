import { describe, expect, test } from 'vitest'
import { orderNumberIn } from './chat-request'

// The order number a message names: its number (#1001, docs/product/orders.md#order-number) or its old code,
// the last six hex characters of the order's id (orderNumber in @vitrina/core), about one in 360 of them
// without any digit.

describe('orderNumberIn', () => {
  test('reads a number after # or pedido, in any case, upper-cased', () => {
    expect(orderNumberIn('¿Cuándo llega mi pedido #a1b2c3?')).toBe('A1B2C3')
    expect(orderNumberIn('pedido número 4f5a6b')).toBe('4F5A6B')
    expect(orderNumberIn('pedido no #00ff11 sin llegar')).toBe('00FF11')
  })

  test("an order's number, '#1001' or 'pedido 1001'", () => {
    expect(orderNumberIn('¿Cuándo llega mi pedido #1001?')).toBe('1001')
    expect(orderNumberIn('el pedido 1042 no ha llegado')).toBe('1042')
    expect(orderNumberIn('pedido número # 25007')).toBe('25007')
  })

  test('after # a number made only of letters is still an order number', () => {
    expect(orderNumberIn('¿Cuándo llega mi pedido #FBEDAC?')).toBe('FBEDAC')
    expect(orderNumberIn('es el # cafeba')).toBe('CAFEBA')
    expect(orderNumberIn('mi pedido #fbedac')).toBe('FBEDAC')
  })

  test('after a bare pedido six letters are a word, not a number', () => {
    expect(orderNumberIn('el pedido acabad de llegar')).toBe(null)
    expect(orderNumberIn('quiero hacer un pedido grande')).toBe(null)
  })

  test('no number, no answer', () => {
    expect(orderNumberIn('¿Dónde está mi pedido?')).toBe(null)
    expect(orderNumberIn('#123 es muy corto')).toBe(null)
  })
})
