import { describe, expect, test } from 'vitest'
import {
  canMoveOrder,
  customerCancelRefusal,
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderTransitions,
  PAYMENT_METHODS,
} from './order-status'

describe('order status transitions', () => {
  test('a prepaid order goes pendiente -> pagado -> en_preparacion -> enviado -> entregado', () => {
    expect(orderTransitions('paypal').pendiente).toContain('pagado')
    expect(canMoveOrder('pagado', 'en_preparacion', 'paypal')).toBe(true)
    expect(canMoveOrder('en_preparacion', 'enviado', 'tarjeta')).toBe(true)
    expect(canMoveOrder('enviado', 'entregado', 'paypal')).toBe(true)
    expect(canMoveOrder('pendiente', 'en_preparacion', 'paypal')).toBe(false)
  })

  test('cash on delivery skips pagado (paid at the door)', () => {
    expect(canMoveOrder('pendiente', 'en_preparacion', 'contra_entrega')).toBe(true)
    expect(canMoveOrder('pendiente', 'pagado', 'contra_entrega')).toBe(false)
    expect(nextOrderStatuses('enviado', 'contra_entrega')).toEqual(['entregado'])
  })

  test('cancelado from any state before enviado, never after', () => {
    for (const method of PAYMENT_METHODS) {
      for (const from of ['pendiente', 'en_preparacion'] as const) {
        expect(canMoveOrder(from, 'cancelado', method)).toBe(true)
      }
      expect(canMoveOrder('enviado', 'cancelado', method)).toBe(false)
      expect(canMoveOrder('entregado', 'cancelado', method)).toBe(false)
      expect(nextOrderStatuses('cancelado', method)).toEqual([])
    }
    expect(canMoveOrder('pagado', 'cancelado', 'paypal')).toBe(true)
  })

  test('staff never mark a PayPal order paid by hand: only the capture does', () => {
    expect(nextOrderStatuses('pendiente', 'paypal')).toEqual(['cancelado'])
    expect(canMoveOrder('pendiente', 'pagado', 'transferencia')).toBe(true)
  })

  test('no status moves to itself, and every status has a Spanish label', () => {
    for (const method of PAYMENT_METHODS) {
      for (const [from, targets] of Object.entries(orderTransitions(method))) {
        for (const to of targets) {
          expect(ORDER_STATUSES).toContain(to)
          expect(to).not.toBe(from)
        }
      }
    }
    expect(ORDER_STATUS_LABELS.en_preparacion).toBe('En preparación')
  })
})

describe('customerCancelRefusal', () => {
  test('a customer cancels a pending or paid order, nothing later, with the reason in Spanish', () => {
    expect(customerCancelRefusal('pendiente')).toBeNull()
    expect(customerCancelRefusal('pagado')).toBeNull()
    expect(customerCancelRefusal('cancelado')).toBe('Este pedido ya está cancelado.')
    expect(customerCancelRefusal('en_preparacion')).toMatch(/^Ya estamos preparando tu pedido/)
    expect(customerCancelRefusal('enviado')).toMatch(
      /^Tu pedido ya fue enviado, así que no se puede cancelar/,
    )
    expect(customerCancelRefusal('entregado')).toMatch(/^Tu pedido ya fue entregado/)
  })
})
