import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'

// docs/product/account.md#address-form (docs/decisions/031-dane-municipalities.md).

const { app } = await buildTestApp()

describe('GET /api/locations/municipios', () => {
  test('Antioquia (05): its 125 municipios with code and name, sorted by name, cacheable', async () => {
    const res = await app.inject({ url: '/api/locations/municipios?departamento=05' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    const list = res.json<{ code: string; name: string }[]>()
    expect(list).toHaveLength(125)
    expect(list[0]).toEqual({ code: '05002', name: 'Abejorral' })
    expect(list).toContainEqual({ code: '05001', name: 'Medellín' })
    expect(list.map((m) => m.name)).toEqual(list.map((m) => m.name).sort((a, b) => a.localeCompare(b, 'es')))
    for (const m of list) expect(Object.keys(m)).toEqual(['code', 'name'])
  })

  test('Bogotá D.C. (11) is one municipio', async () => {
    const res = await app.inject({ url: '/api/locations/municipios?departamento=11' })
    expect(res.json()).toEqual([{ code: '11001', name: 'Bogotá D.C.' }])
  })

  test('an unknown departamento is 404, a malformed or missing one 400, in Spanish', async () => {
    const unknown = await app.inject({ url: '/api/locations/municipios?departamento=00' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'DEPARTAMENTO_NOT_FOUND' })
    expect(unknown.json().message).toMatch(/Departamento no encontrado/)
    for (const query of ['?departamento=5', '?departamento=antioquia', '']) {
      const res = await app.inject({ url: `/api/locations/municipios${query}` })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors[0].field).toBe('departamento')
      expect(res.json().message).toMatch(/departamento/)
    }
  })
})

describe('GET /api/locations/departamentos', () => {
  test('the 33 departamentos with their 2-digit codes', async () => {
    const res = await app.inject({ url: '/api/locations/departamentos' })
    const list = res.json<{ code: string; name: string }[]>()
    expect(list).toHaveLength(33)
    expect(list).toContainEqual({ code: '11', name: 'Bogotá D.C.' })
    expect(list).toContainEqual({
      code: '88',
      name: 'Archipiélago de San Andrés, Providencia y Santa Catalina',
    })
  })
})
