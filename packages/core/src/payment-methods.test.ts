import { describe, expect, test } from 'vitest'
import { formatCOP } from './format'
import {
  checkoutPaymentMethods,
  codOverLimitAlone,
  codRefusal,
  codRules,
  PAYMENT_METHOD_OFF,
} from './payment-methods'

describe('codRules', () => {
  test('defaults: on, no limit, everywhere', () => {
    expect(codRules({})).toEqual({ enabled: true, maxTotal: null, departamentos: null })
    expect(codRules({ cod_enabled: 'true', cod_max_total: '', cod_departamentos: '' })).toEqual({
      enabled: true,
      maxTotal: null,
      departamentos: null,
    })
  })

  test('reads the switch, the limit and the departamentos (names as people type them)', () => {
    expect(
      codRules({
        cod_enabled: 'false',
        cod_max_total: '300000',
        cod_departamentos: 'bogota;Antioquia;Archipiélago de San Andrés, Providencia y Santa Catalina',
      }),
    ).toEqual({
      enabled: false,
      maxTotal: 300_000,
      departamentos: ['Bogotá D.C.', 'Antioquia', 'Archipiélago de San Andrés, Providencia y Santa Catalina'],
    })
  })
})

describe('checkoutPaymentMethods', () => {
  test('only what is on and configured, in a fixed order', () => {
    const on = codRules({})
    expect(checkoutPaymentMethods(on, { paypal: false, wompi: false })).toEqual(['contra_entrega'])
    expect(checkoutPaymentMethods(on, { paypal: true, wompi: true })).toEqual([
      'contra_entrega',
      'paypal',
      'wompi',
    ])
    expect(
      checkoutPaymentMethods(codRules({ cod_enabled: 'false' }), { paypal: false, wompi: true }),
    ).toEqual(['wompi'])
  })
})

describe('codRefusal', () => {
  const rules = codRules({ cod_max_total: '200000', cod_departamentos: 'Antioquia;Bogotá D.C.' })
  test('within the limit and the departamentos: no refusal', () => {
    expect(codRefusal(rules, 200_000, 'antioquia')).toBeNull()
  })
  test('over the limit, elsewhere, or switched off: a Spanish reason', () => {
    expect(codRefusal(rules, 200_001, 'Antioquia')).toBe(
      `El pago contra entrega está disponible para pedidos de hasta ${formatCOP(200_000)}. Elige otro método de pago.`,
    )
    expect(codRefusal(rules, 10_000, 'Nariño')).toBe(
      'El pago contra entrega no está disponible en el departamento de tu dirección. Elige otro método de pago.',
    )
    expect(codRefusal(codRules({ cod_enabled: 'false' }), 1, 'Antioquia')).toBe(PAYMENT_METHOD_OFF)
  })

  test('over the limit with no other method: the shopper is told what to do instead of "elige otro"', () => {
    const alone = codRefusal(codRules({ cod_max_total: '1500000' }), 1_600_000, 'Antioquia', true)
    expect(alone).toBe(codOverLimitAlone(1_500_000))
    expect(alone).toContain('Divide la compra en pedidos de hasta $\u00a01.500.000')
    expect(alone).not.toContain('Elige otro método')
  })
})
