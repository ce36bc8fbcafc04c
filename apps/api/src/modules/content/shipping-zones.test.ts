import { describe, expect, test } from 'vitest'
import type { ShippingZone } from '@vitrina/core/schemas/shipping-zones'
import { staffTestApp } from '../../test/factories'

// docs/product/platform.md#one-process: staff keep the zones; anyone reads them (the checkout quotes with
// them).

const { app, employee, customer, call } = await staffTestApp()
const list = async () =>
  (await app.inject({ method: 'GET', url: '/api/shipping/zones' })).json<ShippingZone[]>()

const bogota = {
  name: 'Bogotá D.C.',
  departamentos: ['Bogotá D.C.'],
  cost: 9_000,
  free_shipping_threshold: 200_000,
  delivery_days_min: 1,
  delivery_days_max: 2,
}

describe('shipping zones', () => {
  test('staff create, replace and delete a zone; the public list follows at once', async () => {
    const created = await call('POST', '/api/shipping/zones', bogota, employee.auth)
    expect(created.statusCode).toBe(201)
    const zone = created.json<ShippingZone>()
    expect(zone).toEqual({ id: expect.any(Number), ...bogota, cities: [], city_codes: [] })
    expect(await list()).toEqual([zone])

    const replaced = await call('PUT', `/api/shipping/zones/${zone.id}`, {
      ...bogota,
      name: 'Sabana de Bogotá',
      departamentos: ['Bogotá D.C.', 'Cundinamarca', 'Cundinamarca'],
      cities: ['Bogotá', 'Chía'],
      free_shipping_threshold: null,
    })
    expect(replaced.statusCode).toBe(200)
    expect(replaced.json()).toMatchObject({
      name: 'Sabana de Bogotá',
      departamentos: ['Bogotá D.C.', 'Cundinamarca'],
      cities: ['Bogotá', 'Chía'],
      free_shipping_threshold: null,
    })
    expect((await list())[0]!.name).toBe('Sabana de Bogotá')

    expect((await call('DELETE', `/api/shipping/zones/${zone.id}`)).json()).toEqual({
      message: 'Zona de envío eliminada.',
    })
    expect(await list()).toEqual([])
  })

  test('customers and visitors cannot write zones', async () => {
    expect((await call('POST', '/api/shipping/zones', bogota, customer.auth)).statusCode).toBe(403)
    expect((await call('POST', '/api/shipping/zones', bogota, {})).statusCode).toBe(401)
  })

  test('bad input is a Spanish 400: unknown departamento, no departamento, negative cost, days reversed', async () => {
    const cases: [object, string][] = [
      [{ departamentos: ['Texas'] }, 'Departamento desconocido: elige uno de la lista.'],
      [{ departamentos: [] }, 'Elige al menos un departamento.'],
      [{ cost: -1 }, 'El costo de envío no puede ser negativo.'],
      [{ cost: 9.5 }, 'El costo de envío debe ser un número entero de pesos.'],
      [{ delivery_days_min: 5, delivery_days_max: 2 }, 'El máximo de días no puede ser menor que el mínimo.'],
      [{ name: '  ' }, 'El nombre de la zona es obligatorio.'],
      [{ cities: [''] }, 'El nombre de la ciudad no puede estar vacío.'],
      [{ price: 1 }, 'price'],
    ]
    for (const [change, message] of cases) {
      const res = await call('POST', '/api/shipping/zones', { ...bogota, ...change })
      expect(res.statusCode).toBe(400)
      expect(JSON.stringify(res.json())).toContain(message)
    }
  })

  test('two zones may not share a name (409); an unknown zone is 404', async () => {
    expect((await call('POST', '/api/shipping/zones', bogota)).statusCode).toBe(201)
    const twin = await call('POST', '/api/shipping/zones', bogota)
    expect(twin.statusCode).toBe(409)
    expect(twin.json().message).toBe('Ya existe una zona de envío con ese nombre.')
    expect((await call('PUT', '/api/shipping/zones/99999', { ...bogota, name: 'Otra' })).statusCode).toBe(404)
    expect((await call('DELETE', '/api/shipping/zones/99999')).statusCode).toBe(404)
  })

  test('a zone answers the DANE codes of its cities, and a form may send them back (ignored)', async () => {
    const coast = { ...bogota, name: 'Costa', departamentos: ['Bolívar'], cities: ['Cartagena', 'Pueblo X'] }
    const created = await call('POST', '/api/shipping/zones', { ...coast, city_codes: ['99999'] })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ cities: ['Cartagena', 'Pueblo X'], city_codes: ['13001'] })
    const zone = created.json<ShippingZone>()
    const { id: _id, ...values } = zone
    const edited = await call('PUT', `/api/shipping/zones/${zone.id}`, { ...values, cities: ['Turbaco'] })
    expect(edited.json().city_codes).toEqual(['13836'])
  })
})
