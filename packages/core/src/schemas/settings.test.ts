import { describe, expect, test } from 'vitest'
import { settingsMap } from '../settings-defaults'
import { CLAIM_DEFAULTS, CLAIM_KEYS } from '../store-claims'
import { settingsUpdateSchema, SETTING_KEYS, SETTING_RULES } from './settings'

describe('settingsUpdateSchema', () => {
  test('accepts valid values for known keys', () => {
    const result = settingsUpdateSchema.safeParse([
      { setting_key: 'theme_primary_color', setting_value: '#112233' },
      { setting_key: 'tax_enabled', setting_value: 'true' },
      { setting_key: 'tax_rate', setting_value: '0.19' },
      { setting_key: 'shipping_cost', setting_value: '12000' },
      { setting_key: 'social_instagram_url', setting_value: '' },
      { setting_key: 'location_latitude', setting_value: '6.2442' },
      { setting_key: 'announcement_banner_link', setting_value: '/tienda?category=camisas' },
      { setting_key: 'hero_video_url', setting_value: 'https://videos.example.co/hero.mp4' },
      { setting_key: 'cod_pending_hours', setting_value: '48' },
      { setting_key: 'low_stock_threshold', setting_value: '0' },
    ])
    expect(result.success).toBe(true)
  })

  test.each([
    ['theme_primary_color', 'red'],
    ['tax_enabled', 'yes'],
    ['tax_rate', '19'],
    ['shipping_cost', '12.000'],
    ['social_facebook_url', 'javascript:alert(1)'],
    ['location_latitude', '123'],
    ['store_name', '<script>'],
    ['google_analytics_id', 'UA-1'],
    // docs/security.md "Settings": links that leave the store are https, without credentials.
    ['social_facebook_url', 'http://facebook.com/tienda'],
    ['social_tiktok_url', 'https://ana:clave@tiktok.com/@tienda'],
    ['announcement_banner_link', 'http://promo.example.co'],
    ['announcement_banner_link', '//evil.example/x'],
    ['hero_video_url', 'http://videos.example.co/hero.mp4'],
    ['favicon_url', 'http://cdn.example.co/favicon.png'],
    ['cod_max_open_orders', '0'],
    ['order_max_units_per_line', '1000'],
    ['cod_pending_hours', '1.5'],
    // docs/product/catalogue.md#low-stock
    ['low_stock_threshold', '1000'],
    ['low_stock_threshold', '-1'],
    ['low_stock_threshold', '2.5'],
  ])('refuses %s = %s with a Spanish message naming the key', (key, value) => {
    const result = settingsUpdateSchema.safeParse([{ setting_key: key, setting_value: value }])
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toContain(key)
  })

  test('refuses unknown and repeated keys', () => {
    expect(
      settingsUpdateSchema.safeParse([{ setting_key: 'paypal_secret', setting_value: 'x' }]).success,
    ).toBe(false)
    const twice = [
      { setting_key: 'store_name', setting_value: 'A' },
      { setting_key: 'store_name', setting_value: 'B' },
    ]
    expect(settingsUpdateSchema.safeParse(twice).success).toBe(false)
  })

  // docs/product/settings.md#setting-keys
  test('covers every key, the money settings, the order limits, low stock, the welcome block, cash on delivery, the return window and the store promises', () => {
    expect(SETTING_KEYS).toHaveLength(36 + 3 + 3 + 3 + 1 + 1 + 3 + 1 + 1 + 5)
    expect(SETTING_KEYS).toEqual(
      expect.arrayContaining([
        'tax_rate_reduced',
        'prices_include_tax',
        'price_rounding',
        'shipping_zones_enabled',
        'cod_max_open_orders',
        'order_max_units_per_line',
        'cod_pending_hours',
        'online_max_unpaid_orders',
        'unpaid_max_units_per_product',
        'online_payment_minutes',
        'home_welcome_enabled',
        'low_stock_threshold',
        'cod_enabled',
        'cod_max_total',
        'cod_departamentos',
        'return_window_days',
        ...CLAIM_KEYS,
      ]),
    )
  })

  // docs/product/consumer-rights.md#promesas-de-la-tienda: the defaults are valid values, and '' hides one.
  test('every store promise accepts its default and an empty value, never markup', () => {
    for (const key of CLAIM_KEYS) {
      expect(SETTING_RULES[key].safeParse(CLAIM_DEFAULTS[key]).success, key).toBe(true)
      expect(SETTING_RULES[key].safeParse('').success, key).toBe(true)
      expect(SETTING_RULES[key].safeParse('<b>24/7</b>').success, key).toBe(false)
    }
  })

  // docs/security.md "Stock hoarding"
  test('the online limits are whole numbers in their ranges, with a Spanish message', () => {
    const message = (key: 'online_max_unpaid_orders' | 'online_payment_minutes', value: string) =>
      SETTING_RULES[key].safeParse(value).error?.issues[0]?.message
    expect(SETTING_RULES.unpaid_max_units_per_product.safeParse('20').success).toBe(true)
    expect(message('online_max_unpaid_orders', '0')).toBe('Debe ser un número entero entre 1 y 100000.')
    expect(message('online_payment_minutes', '4')).toBe('Debe ser un número entero entre 5 y 180.')
    expect(message('online_payment_minutes', '15.5')).toBe('Debe ser un número entero entre 5 y 180.')
  })

  // docs/product/returns.md#window
  test('the return window is a whole number of days from 1 to 365, 30 by default', () => {
    expect(SETTING_RULES.return_window_days.safeParse('15').success).toBe(true)
    for (const bad of ['0', '366', '7.5', ''])
      expect(SETTING_RULES.return_window_days.safeParse(bad).error?.issues[0]?.message).toBe(
        'Debe ser un número entero entre 1 y 365.',
      )
    expect(settingsMap([]).return_window_days).toBe('30')
  })

  // docs/product/checkout-and-payments.md#cod-settings
  test('cash on delivery: a switch, a whole-peso limit or none, departamentos separated by ;', () => {
    const valid = (setting_key: string, setting_value: string) =>
      settingsUpdateSchema.safeParse([{ setting_key, setting_value }]).success
    expect(valid('cod_enabled', 'false')).toBe(true)
    expect(valid('cod_enabled', 'no')).toBe(false)
    expect(valid('cod_max_total', '')).toBe(true)
    expect(valid('cod_max_total', '300000')).toBe(true)
    expect(valid('cod_max_total', '300.000')).toBe(false)
    expect(valid('cod_departamentos', '')).toBe(true)
    expect(valid('cod_departamentos', 'Antioquia;bogota;Valle')).toBe(true)
    expect(valid('cod_departamentos', 'Antioquia;Texas')).toBe(false)
  })

  test('price_rounding takes only the known steps; the tax mode and zones switch only true or false', () => {
    const valid = (setting_key: string, setting_value: string) =>
      settingsUpdateSchema.safeParse([{ setting_key, setting_value }]).success
    for (const step of ['1', '10', '50', '100', '500', '1000'])
      expect(valid('price_rounding', step)).toBe(true)
    for (const step of ['0', '5', '200', '100.0', '']) expect(valid('price_rounding', step)).toBe(false)
    expect(valid('prices_include_tax', 'true')).toBe(true)
    expect(valid('prices_include_tax', 'si')).toBe(false)
    expect(valid('shipping_zones_enabled', 'false')).toBe(true)
    expect(valid('shipping_zones_enabled', '0')).toBe(false)
  })

  test('the welcome block switch takes only true or false and is on by default (docs/product/content.md#home-welcome)', () => {
    const valid = (setting_value: string) =>
      settingsUpdateSchema.safeParse([{ setting_key: 'home_welcome_enabled', setting_value }]).success
    expect(valid('false')).toBe(true)
    expect(valid('true')).toBe(true)
    expect(valid('no')).toBe(false)
    expect(settingsMap([]).home_welcome_enabled).toBe('true')
  })
})

describe('settingsMap', () => {
  test('fills the defaults of docs/product/settings.md#setting-defaults', () => {
    const map = settingsMap([{ setting_key: 'store_name', setting_value: 'Moda Paisa' }])
    expect(map.store_name).toBe('Moda Paisa')
    expect(map.theme_primary_color).toBe('#2563EB')
    expect(map.free_shipping_threshold).toBe('999999999')
    expect(map.announcement_banner_bg_color).toBe('#EF4444')
  })
})
