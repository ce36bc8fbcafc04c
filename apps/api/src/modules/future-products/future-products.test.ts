import { describe, expect, test } from 'vitest'
import { staffTestApp } from '../../test/factories'

// docs/product/catalogue.md#future-products 'Próximamente'.

const { app, customer, call } = await staffTestApp()
const list = async () => (await app.inject({ method: 'GET', url: '/api/future-products' })).json()

describe('future products', () => {
  test('staff create, edit and delete; the public list follows at once, soonest first', async () => {
    expect(await list()).toEqual([])
    const later = await call('POST', '/api/future-products', {
      name: 'Chaqueta térmica',
      category: 'Chaquetas',
      description: 'Para el páramo.',
      expected_release_date: '2026-12-01',
    })
    expect(later.statusCode).toBe(201)
    expect(later.json()).toEqual({
      id: expect.any(Number),
      name: 'Chaqueta térmica',
      category: 'Chaquetas',
      description: 'Para el páramo.',
      expected_release_date: '2026-12-01',
      image_url: null,
    })
    await call('POST', '/api/future-products', { name: 'Sin fecha' })
    await call('POST', '/api/future-products', { name: 'Pronto', expected_release_date: '2026-06-01' })
    expect((await list()).map((p: { name: string }) => p.name)).toEqual([
      'Pronto',
      'Chaqueta térmica',
      'Sin fecha',
    ])
    const id = later.json().id
    const edited = await call('PUT', `/api/future-products/${id}`, {
      expected_release_date: '2026-01-15',
      image_url: 'https://cdn.co/a.jpg',
    })
    expect(edited.json()).toMatchObject({
      expected_release_date: '2026-01-15',
      image_url: 'https://cdn.co/a.jpg',
    })
    expect((await list()).map((p: { name: string }) => p.name)).toEqual([
      'Chaqueta térmica',
      'Pronto',
      'Sin fecha',
    ])
    const cleared = await call('PUT', `/api/future-products/${id}`, {
      expected_release_date: '',
      image_url: null,
    })
    expect(cleared.json()).toMatchObject({ expected_release_date: null, image_url: null })
    expect((await call('DELETE', `/api/future-products/${id}`)).json()).toEqual({
      message: 'Producto futuro eliminado.',
    })
    expect(await list()).toHaveLength(2)
    expect((await call('DELETE', `/api/future-products/${id}`)).statusCode).toBe(404)
    expect((await call('PUT', `/api/future-products/${id}`, { name: 'X' })).statusCode).toBe(404)
  })

  test('bad input is 400 in Spanish', async () => {
    expect((await call('POST', '/api/future-products', { name: '' })).json().message).toBe(
      'El nombre del producto es obligatorio.',
    )
    expect(
      (await call('POST', '/api/future-products', { name: 'X', expected_release_date: '01/12/2026' })).json()
        .message,
    ).toBe('La fecha debe tener la forma AAAA-MM-DD.')
    expect((await call('POST', '/api/future-products', { name: 'X', price: 1 })).statusCode).toBe(400)
  })

  test('writes need staff', async () => {
    expect((await call('POST', '/api/future-products', { name: 'X' }, {})).statusCode).toBe(401)
    expect((await call('POST', '/api/future-products', { name: 'X' }, customer.auth)).statusCode).toBe(403)
    expect((await call('PUT', '/api/future-products/1', { name: 'X' }, customer.auth)).statusCode).toBe(403)
    expect((await call('DELETE', '/api/future-products/1', undefined, customer.auth)).statusCode).toBe(403)
  })
})
