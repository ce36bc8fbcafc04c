import { describe, expect, test } from 'vitest'
import type { Address } from '@vitrina/core/schemas/addresses'
import { buildTestApp } from '../../test/build-test-app'
import { createUser, type TestUser } from '../../test/factories'
import { saveAddress, validAddress } from '../../test/factories/addresses'

// docs/product/account.md#address-form, docs/product/account.md#addresses (departamentos, one default at a
// time).

const ctx = await buildTestApp()
const { app } = ctx
const ana = await createUser(ctx)
const luis = await createUser(ctx)

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: object,
) => app.inject({ method, url, headers: user ? user.auth : {}, ...(payload ? { payload } : {}) })
const list = async (user: TestUser) => (await call('GET', '/api/addresses', user)).json<Address[]>()

describe('POST /api/addresses', () => {
  test('saves an address; the answer carries address.id, Colombia and the spec message', async () => {
    const res = await call('POST', '/api/addresses', ana, { ...validAddress, reference: 'Portería azul' })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.message).toBe('Dirección guardada con éxito.')
    expect(body.address).toMatchObject({
      ...validAddress,
      country: 'Colombia',
      reference: 'Portería azul',
      is_default: true,
    })
    expect(typeof body.address.id).toBe('number')
  })

  test('the first address is the default; a later one only when asked, and then alone', async () => {
    const user = await createUser(ctx)
    const first = await saveAddress(ctx, user)
    const second = await saveAddress(ctx, user, { city: 'Envigado' })
    expect(first.is_default).toBe(true)
    expect(second.is_default).toBe(false)
    const third = await saveAddress(ctx, user, { city: 'Itagüí', is_default: true })
    expect(third.is_default).toBe(true)
    const addresses = await list(user)
    expect(addresses.filter((a) => a.is_default).map((a) => a.id)).toEqual([third.id])
    expect(addresses[0]!.id).toBe(third.id)
  })

  test('the departamento is matched to the list, ignoring case and accents', async () => {
    const address = await saveAddress(ctx, luis, { state_province: 'bogota', city: 'Bogotá' })
    expect(address.state_province).toBe('Bogotá D.C.')
  })

  test.each([
    [{ recipient_name: '' }, 'El nombre de quien recibe es obligatorio.'],
    [{ phone_number: ' ' }, 'El teléfono es obligatorio.'],
    [{ phone_number: 'llámame' }, 'Ingresa un teléfono válido (solo números, espacios, guiones o +).'],
    [{ street_address: '' }, 'La dirección es obligatoria.'],
    [{ city: '' }, 'La ciudad es obligatoria.'],
    [{ state_province: '' }, 'El departamento es obligatorio.'],
    [{ state_province: 'Texas' }, 'Selecciona un departamento de Colombia de la lista.'],
    [{ postal_code: '' }, 'El código postal es obligatorio.'],
    [{ postal_code: '05002' }, 'El código postal debe tener 6 dígitos.'],
    [{ country: 'Perú' }, 'Por ahora solo hacemos envíos dentro de Colombia.'],
    [{ user_id: 'otro' }, undefined],
  ])('%j answers 400 %s', async (overrides, message) => {
    const res = await call('POST', '/api/addresses', ana, { ...validAddress, ...overrides })
    expect(res.statusCode).toBe(400)
    if (message) expect(res.json().message).toBe(message)
  })

  test('a missing field is named in Spanish', async () => {
    const { city: _city, ...rest } = validAddress
    const res = await call('POST', '/api/addresses', ana, rest)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([{ field: 'city', message: 'La ciudad es obligatoria.' }])
  })
})

describe('GET and DELETE /api/addresses', () => {
  test('each customer sees only their own addresses', async () => {
    const mine = await list(ana)
    expect(mine.length).toBeGreaterThan(0)
    const theirs = await list(luis)
    expect(theirs.map((a) => a.id)).not.toContain(mine[0]!.id)
  })

  test("deleting another customer's address is 404 and it survives", async () => {
    const [address] = await list(ana)
    const res = await call('DELETE', `/api/addresses/${address!.id}`, luis)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Dirección no encontrada.')
    expect((await list(ana)).map((a) => a.id)).toContain(address!.id)
  })

  test('deleting the default promotes another; deleting the last leaves none', async () => {
    const user = await createUser(ctx)
    const first = await saveAddress(ctx, user)
    const second = await saveAddress(ctx, user, { city: 'Rionegro' })
    const res = await call('DELETE', `/api/addresses/${first.id}`, user)
    expect(res.json()).toEqual({ message: 'Dirección eliminada.' })
    expect(await list(user)).toEqual([{ ...second, is_default: true }])
    await call('DELETE', `/api/addresses/${second.id}`, user)
    expect(await list(user)).toEqual([])
    expect((await call('DELETE', `/api/addresses/${second.id}`, user)).statusCode).toBe(404)
  })

  test('PUT /api/addresses/{id}/default moves the default; not for another customer', async () => {
    const user = await createUser(ctx)
    const first = await saveAddress(ctx, user)
    const second = await saveAddress(ctx, user, { city: 'Sabaneta' })
    const res = await call('PUT', `/api/addresses/${second.id}/default`, user)
    expect(res.statusCode).toBe(200)
    expect(res.json().address).toMatchObject({ id: second.id, is_default: true })
    expect((await list(user)).find((a) => a.id === first.id)?.is_default).toBe(false)
    expect((await call('PUT', `/api/addresses/${first.id}/default`, ana)).statusCode).toBe(404)
  })

  test('without a session every call is 401; a bad id is 400', async () => {
    expect((await call('GET', '/api/addresses', null)).statusCode).toBe(401)
    expect((await call('POST', '/api/addresses', null, validAddress)).statusCode).toBe(401)
    expect((await call('DELETE', '/api/addresses/1', null)).statusCode).toBe(401)
    expect((await call('PUT', '/api/addresses/1/default', null)).statusCode).toBe(401)
    expect((await call('DELETE', '/api/addresses/abc', ana)).json().message).toBe('Identificador inválido.')
  })
})

describe('DANE municipality code (docs/decisions/031-dane-municipalities.md)', () => {
  test('a sent code is stored with the DANE names, whatever city text came with it', async () => {
    const res = await call('POST', '/api/addresses', ana, {
      ...validAddress,
      city: 'medellin',
      municipality_code: '05001',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().address).toMatchObject({
      municipality_code: '05001',
      city: 'Medellín',
      state_province: 'Antioquia',
    })
  })

  test('without a code, a typed city of the departamento gets its code; an unknown one stays without', async () => {
    const found = await saveAddress(ctx, ana, { city: 'envigado' })
    expect(found).toMatchObject({ municipality_code: '05266', city: 'Envigado' })
    const unknown = await saveAddress(ctx, ana, { city: 'Vereda El Tablazo' })
    expect(unknown).toMatchObject({ municipality_code: null, city: 'Vereda El Tablazo' })
  })

  test('an unknown code is 400 on municipality_code; a code of another departamento too', async () => {
    const unknown = await call('POST', '/api/addresses', ana, { ...validAddress, municipality_code: '05999' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: 'MUNICIPIO_UNKNOWN' })
    expect(unknown.json().errors[0].field).toBe('municipality_code')
    const elsewhere = await call('POST', '/api/addresses', ana, {
      ...validAddress,
      municipality_code: '76001',
    })
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json().errors[0]).toEqual({
      field: 'municipality_code',
      message: 'El municipio no pertenece al departamento elegido.',
    })
    const malformed = await call('POST', '/api/addresses', ana, {
      ...validAddress,
      municipality_code: '5001',
    })
    expect(malformed.statusCode).toBe(400)
  })

  test('PUT /api/addresses/:id/municipio confirms the municipio of an address without code, owner only', async () => {
    const pending = await saveAddress(ctx, ana, { city: 'Bello Horizonte', state_province: 'Antioquia' })
    expect(pending.municipality_code).toBeNull()
    const other = await call('PUT', `/api/addresses/${pending.id}/municipio`, luis, {
      municipality_code: '05088',
    })
    expect(other.statusCode).toBe(404)
    const anon = await call('PUT', `/api/addresses/${pending.id}/municipio`, null, {
      municipality_code: '05088',
    })
    expect(anon.statusCode).toBe(401)
    const bad = await call('PUT', `/api/addresses/${pending.id}/municipio`, ana, {
      municipality_code: '99999',
    })
    expect(bad.statusCode).toBe(400)
    const res = await call('PUT', `/api/addresses/${pending.id}/municipio`, ana, {
      municipality_code: '05088',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      message: 'Municipio confirmado.',
      address: { id: pending.id, municipality_code: '05088', city: 'Bello', state_province: 'Antioquia' },
    })
  })
})
