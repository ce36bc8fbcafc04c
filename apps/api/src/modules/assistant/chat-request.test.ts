import { describe, expect, test } from 'vitest'
import { orderNumberIn } from './chat-request'

// The order number a message names: order numbers are the last six hex characters of the order's id
// (orderNumber in @vitrina/core), so about one in 360 has no digit at all.

describe('orderNumberIn', () => {
  test('reads a number after # or pedido, in any case, upper-cased', () => {
    expect(orderNumberIn('¿Cuándo llega mi pedido #a1b2c3?')).toBe('A1B2C3')
    expect(orderNumberIn('pedido número 4f5a6b')).toBe('4F5A6B')
    expect(orderNumberIn('pedido no #00ff11 sin llegar')).toBe('00FF11')
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
    expect(orderNumberIn('#12345 es muy corto')).toBe(null)
  })
})
