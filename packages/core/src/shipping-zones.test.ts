import { describe, expect, test } from 'vitest'
import { deliveryEstimate, findZone, quoteShipping, totalsSettingsFor, type ZoneRule } from './shipping-zones'
import { zoneCityCodes } from './municipios'
import { computeTotals } from './totals'

const zone = (over: Partial<ZoneRule>): ZoneRule => ({
  name: 'Zona',
  departamentos: [],
  cities: [],
  cost: 10_000,
  free_shipping_threshold: null,
  delivery_days_min: 2,
  delivery_days_max: 4,
  ...over,
})
const aburra = zone({
  name: 'Valle de Aburrá',
  departamentos: ['Antioquia'],
  cities: ['Medellín', 'Envigado', 'Itagüí'],
  cost: 8_000,
  free_shipping_threshold: 150_000,
  delivery_days_min: 1,
  delivery_days_max: 2,
})
const antioquia = zone({ name: 'Antioquia', departamentos: ['Antioquia'], cost: 12_000 })
const bogota = zone({ name: 'Bogotá D.C.', departamentos: ['Bogotá D.C.'], cost: 9_000 })
const zones = [antioquia, aburra, bogota]
const flat = { shipping_cost: '15000', free_shipping_threshold: '250000' }

describe('findZone (docs/product/platform.md#one-process: shipping by departamento)', () => {
  test('a zone that names the city wins over the one for the whole departamento', () => {
    expect(findZone(zones, { state_province: 'Antioquia', city: 'Envigado' })?.name).toBe('Valle de Aburrá')
    expect(findZone(zones, { state_province: 'Antioquia', city: 'Rionegro' })?.name).toBe('Antioquia')
  })

  test('accents, case and the names people type do not matter', () => {
    expect(findZone(zones, { state_province: 'antioquia', city: 'ITAGUI' })?.name).toBe('Valle de Aburrá')
    expect(findZone(zones, { state_province: 'Bogota', city: 'Bogotá' })?.name).toBe('Bogotá D.C.')
  })

  test('an address in no zone has none; among equal zones the first wins', () => {
    expect(findZone(zones, { state_province: 'Nariño', city: 'Pasto' })).toBeNull()
    const twin = zone({ name: 'Otra Bogotá', departamentos: ['Bogotá D.C.'] })
    expect(findZone([bogota, twin], { state_province: 'Bogotá D.C.', city: 'Bogotá' })?.name).toBe(
      'Bogotá D.C.',
    )
  })
})

describe('quoteShipping', () => {
  const envigado = { state_province: 'Antioquia', city: 'Envigado' }

  test("the zone's cost, own threshold and estimate", () => {
    expect(quoteShipping(zones, envigado, flat)).toEqual({
      zone: 'Valle de Aburrá',
      cost: 8_000,
      freeShippingThreshold: '150000',
      estimate: '1 a 2 días hábiles',
    })
  })

  test("a zone without its own threshold uses the store's", () => {
    expect(quoteShipping(zones, { state_province: 'Antioquia', city: 'Rionegro' }, flat)).toMatchObject({
      cost: 12_000,
      freeShippingThreshold: '250000',
    })
  })

  // docs/product/cart-and-totals.md#totals
  test('no address, no zone, or zones switched off: the flat settings, exactly', () => {
    const lines = [{ price: 100_000, discount_price: null, quantity: 1 }]
    const cases: [{ state_province: string; city: string } | null, Record<string, string>][] = [
      [null, flat],
      [{ state_province: 'Nariño', city: 'Pasto' }, flat],
      [envigado, { ...flat, shipping_zones_enabled: 'false' }],
    ]
    for (const [address, settings] of cases) {
      const quote = quoteShipping(zones, address, settings)
      expect(quote.zone).toBeNull()
      expect(computeTotals(lines, totalsSettingsFor(settings, quote))).toEqual(computeTotals(lines, settings))
    }
  })

  test('the totals charge the zone: free from its own threshold', () => {
    const quote = quoteShipping(zones, envigado, flat)
    const line = (price: number) => [{ price, discount_price: null, quantity: 1 }]
    expect(computeTotals(line(100_000), totalsSettingsFor(flat, quote)).shipping).toBe(8_000)
    expect(computeTotals(line(150_000), totalsSettingsFor(flat, quote)).shipping).toBe(0)
  })
})

test('deliveryEstimate reads as a Colombian shop writes it', () => {
  expect(deliveryEstimate(2, 4)).toBe('2 a 4 días hábiles')
  expect(deliveryEstimate(1, 1)).toBe('1 día hábil')
  expect(deliveryEstimate(3, 3)).toBe('3 días hábiles')
})

describe('findZone by DANE code (docs/decisions/031-dane-municipalities.md)', () => {
  const capitals = zone({
    name: 'Capitales',
    departamentos: ['Bolívar', 'Bogotá D.C.'],
    cities: ['Cartagena', 'Bogotá'],
    city_codes: zoneCityCodes(['Cartagena', 'Bogotá'], ['Bolívar', 'Bogotá D.C.']),
    cost: 7_000,
  })
  const bolivar = zone({ name: 'Bolívar', departamentos: ['Bolívar'], cost: 14_000 })

  test('zone cities resolve to codes inside the zone departamentos; unknown names resolve to nothing', () => {
    expect(capitals.city_codes).toEqual(['13001', '11001'])
    expect(zoneCityCodes(['Medellín', 'Pueblo Perdido', '05088'], ['Antioquia'])).toEqual(['05001', '05088'])
    expect(zoneCityCodes(['Medellín'], ['Cundinamarca'])).toEqual([])
  })

  test("an address with its code matches the zone even when the names differ ('Cartagena de Indias')", () => {
    const address = { state_province: 'Bolívar', city: 'Cartagena de Indias', municipality_code: '13001' }
    expect(findZone([bolivar, capitals], address)?.name).toBe('Capitales')
    const turbaco = { state_province: 'Bolívar', city: 'Turbaco', municipality_code: '13836' }
    expect(findZone([bolivar, capitals], turbaco)?.name).toBe('Bolívar')
  })

  test('an address without a code still matches by name', () => {
    expect(findZone([bolivar, capitals], { state_province: 'Bolívar', city: 'cartagena' })?.name).toBe(
      'Capitales',
    )
  })
})
