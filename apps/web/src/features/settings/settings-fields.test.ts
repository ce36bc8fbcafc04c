import { SETTING_KEYS } from '@vitrina/core/schemas/settings'
import { settingsMap } from '@vitrina/core/settings-defaults'
import { describe, expect, test } from 'vitest'
import {
  fractionToPercent,
  percentToFraction,
  SETTING_GROUPS,
  storedValue,
  suggestedValues,
  toFormValues,
} from './settings-fields'

describe('settings form fields (docs/product/settings.md#setting-keys)', () => {
  test('every public setting appears exactly once in the groups', () => {
    const keys = SETTING_GROUPS.flatMap((group) => group.fields.map((field) => field.key))
    expect([...keys].sort()).toEqual([...SETTING_KEYS].sort())
  })

  test('the tax rate reads as a percent and is stored as a fraction', () => {
    expect(fractionToPercent('0.19')).toBe('19')
    expect(fractionToPercent('0.125')).toBe('12.5')
    expect(percentToFraction('19')).toBe('0.19')
    expect(percentToFraction('12,5')).toBe('0.125')
    expect(percentToFraction('100')).toBe('1')
    for (const bad of ['', '-1', '101', '19.555', 'diez']) expect(percentToFraction(bad), bad).toBeNull()
    expect(toFormValues({ tax_rate: '0.19', store_name: 'Moda' })).toMatchObject({
      tax_rate: '19',
      // docs/decisions/030-iva-by-product.md: the reduced rate is 5 % until the store sets another.
      tax_rate_reduced: '5',
      store_name: 'Moda',
      social_tiktok_url: '',
    })
  })

  test('a store that never saved a setting gets a form it can save as it is', () => {
    const values = toFormValues(settingsMap([]))
    expect(values).toMatchObject({ adsense_enabled: 'false', location_latitude: '0', tax_rate: '0' })
    for (const key of SETTING_KEYS) expect(storedValue(key, values[key]), key).toHaveProperty('value')
    expect(storedValue('tax_rate_reduced', '5')).toEqual({ value: '0.05' })
  })

  test('a new store is offered IVA-included prices and $ 100 rounding; a store that chose keeps its choice', () => {
    expect(suggestedValues(settingsMap([]))).toEqual({ prices_include_tax: 'true', price_rounding: '100' })
    const chosen = settingsMap([
      { setting_key: 'prices_include_tax', setting_value: 'false' },
      { setting_key: 'price_rounding', setting_value: '1' },
    ])
    expect(suggestedValues(chosen)).toEqual({})
    expect(toFormValues(chosen)).toMatchObject({ prices_include_tax: 'false', price_rounding: '1' })
    expect(toFormValues(settingsMap([])).shipping_zones_enabled).toBe('true')
  })

  test('values are checked with the core rules, in Spanish', () => {
    expect(storedValue('theme_primary_color', '#0F766E')).toEqual({ value: '#0F766E' })
    expect(storedValue('theme_primary_color', 'azul')).toEqual({
      error: 'Debe ser un color hexadecimal como #2563EB.',
    })
    expect(storedValue('tax_rate', '120')).toEqual({
      error: 'Debe ser un porcentaje entre 0 y 100, con hasta 2 decimales, por ejemplo 19.',
    })
    expect(storedValue('store_name', '  ')).toEqual({ error: 'El nombre de la tienda es obligatorio.' })
    expect(storedValue('social_instagram_url', 'javascript:alert(1)')).toEqual({
      error: 'Debe ser un enlace que empiece por https://.',
    })
    expect(storedValue('shipping_cost', '12.000')).toEqual({
      error: 'Debe ser un número entero de pesos, sin puntos ni decimales.',
    })
  })
})

describe('order limits', () => {
  test('unset limits show their defaults, and the rules of packages/core refuse bad ones', () => {
    const values = toFormValues({})
    expect([values.order_max_units_per_line, values.cod_max_open_orders, values.cod_pending_hours]).toEqual([
      '10',
      '3',
      '72',
    ])
    expect(storedValue('cod_pending_hours', '0')).toEqual({
      error: 'Debe ser un número entero entre 1 y 720.',
    })
    expect(storedValue('order_max_units_per_line', ' 5 ')).toEqual({ value: '5' })
  })

  // docs/security.md "Stock hoarding": the online caps and the payment window, with their Spanish labels.
  test('unpaid online orders, units held and the minutes to pay show their defaults and labels', () => {
    const values = toFormValues({})
    expect([
      values.online_max_unpaid_orders,
      values.unpaid_max_units_per_product,
      values.online_payment_minutes,
    ]).toEqual(['3', '20', '15'])
    const labels = Object.fromEntries(
      SETTING_GROUPS.flatMap((group) => group.fields).map((field) => [field.key, field.label]),
    )
    expect(labels.online_payment_minutes).toBe('Minutos para pagar con PayPal o Wompi')
    expect(labels.online_max_unpaid_orders).toBe('Pedidos sin pagar con PayPal o Wompi por cliente')
    expect(labels.unpaid_max_units_per_product).toBe('Unidades de un producto que un cliente puede apartar')
    expect(storedValue('online_payment_minutes', '3')).toEqual({
      error: 'Debe ser un número entero entre 5 y 180.',
    })
  })
})
