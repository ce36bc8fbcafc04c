import { describe, expect, test } from 'vitest'
import type { DiscountCode } from '@vitrina/core/schemas/discount-codes'
import { staffTestApp } from '../../test/factories'

// docs/product/promotions.md#back-office: staff keep discount codes; customers and visitors cannot.

const { employee, customer, call } = await staffTestApp()
const laura = { code: ' laura 15 ', type: 'percentage', value: 15, ends_at: '2026-11-30T23:59:59-05:00' }

describe('discount codes in the back office', () => {
  test('staff create, read, edit, pause and delete a code; the code is stored upper case without spaces', async () => {
    const created = await call('POST', '/api/admin/discount-codes', laura, employee.auth)
    expect(created.statusCode).toBe(201)
    const code = created.json<DiscountCode>()
    expect(code).toMatchObject({
      id: expect.any(Number),
      code: 'LAURA15',
      type: 'percentage',
      value: 15,
      is_active: true,
      ends_at: '2026-12-01T04:59:59.000Z',
      max_uses: null,
      scope: 'order',
      uses: 0,
      revenue: 0,
      discount_given: 0,
    })
    expect((await call('GET', `/api/admin/discount-codes/${code.id}`)).json()).toEqual(code)

    const paused = await call('PUT', `/api/admin/discount-codes/${code.id}`, {
      ...laura,
      is_active: false,
      max_uses: 100,
      min_subtotal: 50_000,
    })
    expect(paused.json()).toMatchObject({ is_active: false, max_uses: 100, min_subtotal: 50_000 })
    expect(
      (await call('GET', '/api/admin/discount-codes')).json<DiscountCode[]>().map((c) => c.code),
    ).toContain('LAURA15')

    expect((await call('DELETE', `/api/admin/discount-codes/${code.id}`)).json()).toEqual({
      message: 'Código de descuento eliminado.',
    })
    expect((await call('GET', `/api/admin/discount-codes/${code.id}`)).statusCode).toBe(404)
  })

  test('a duplicate keeps the conditions under a new name, paused; names are unique whatever the case', async () => {
    const source = (
      await call('POST', '/api/admin/discount-codes', {
        code: 'MADRE20',
        type: 'fixed',
        value: 20_000,
        max_uses: 50,
      })
    ).json<DiscountCode>()
    const twin = await call('POST', '/api/admin/discount-codes', { code: 'madre20', type: 'free_shipping' })
    expect(twin.statusCode).toBe(409)
    expect(twin.json().message).toBe('Ya existe un código de descuento con ese nombre.')

    const copy = await call('POST', `/api/admin/discount-codes/${source.id}/duplicate`, {
      code: 'madre-2027',
    })
    expect(copy.statusCode).toBe(201)
    expect(copy.json()).toMatchObject({
      code: 'MADRE-2027',
      type: 'fixed',
      value: 20_000,
      max_uses: 50,
      is_active: false,
    })
  })

  test('a bulk batch makes N unique single-use codes and downloads them as CSV', async () => {
    const res = await call('POST', '/api/admin/discount-codes/bulk', {
      prefix: 'rifa',
      count: 25,
      type: 'fixed',
      value: 10_000,
    })
    expect(res.statusCode).toBe(201)
    const { batch, count } = res.json<{ batch: string; count: number }>()
    expect(count).toBe(25)
    const csv = await call('GET', `/api/admin/discount-codes/batches/${batch}/csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    const [header, ...rows] = csv.body.trim().split('\n')
    expect(header).toBe('codigo,tipo,valor,vence,usado')
    expect(rows).toHaveLength(25)
    const codes = rows.map((row) => row.split(',')[0]!)
    expect(new Set(codes).size).toBe(25)
    for (const code of codes) expect(code).toMatch(/^RIFA-[2-9A-HJ-NP-Z]{8}$/)
    const stored = (await call('GET', '/api/admin/discount-codes')).json<DiscountCode[]>()
    expect(stored.filter((c) => c.batch === batch).every((c) => c.max_uses === 1)).toBe(true)
    expect(
      (await call('GET', `/api/admin/discount-codes/batches/${crypto.randomUUID()}/csv`)).statusCode,
    ).toBe(404)
  })

  test('customers and visitors cannot see or write codes', async () => {
    expect((await call('GET', '/api/admin/discount-codes', undefined, customer.auth)).statusCode).toBe(403)
    expect((await call('POST', '/api/admin/discount-codes', laura, customer.auth)).statusCode).toBe(403)
    expect((await call('POST', '/api/admin/discount-codes', laura, {})).statusCode).toBe(401)
  })

  test('bad input is a Spanish 400', async () => {
    const cases: [object, string][] = [
      [{ code: 'a' }, 'Escribe un código de descuento de 3 a 40 letras, números, guiones o guiones bajos.'],
      [{ code: 'LAURA$15' }, 'Escribe un código de descuento de 3 a 40 letras'],
      [{ value: 150 }, 'El porcentaje debe estar entre 1 y 100.'],
      [{ type: 'fixed', value: 0 }, 'El descuento fijo debe ser de al menos $ 1.'],
      [{ type: 'gratis' }, 'Elige el tipo: percentage, fixed o free_shipping.'],
      [
        { starts_at: '2026-12-01T00:00:00-05:00', ends_at: '2026-11-01T00:00:00-05:00' },
        'La fecha de fin debe ser posterior',
      ],
      [{ ends_at: '30/11/2026' }, 'La fecha debe tener la forma'],
      [{ max_uses: 0 }, 'El número de usos debe ser al menos 1.'],
      [{ min_subtotal: -1 }, 'El subtotal mínimo no puede ser negativo.'],
      [{ scope: 'products' }, 'Elige al menos un producto.'],
      [{ uses: 3 }, 'uses'],
    ]
    for (const [change, message] of cases) {
      const res = await call('POST', '/api/admin/discount-codes', { ...laura, code: 'NUEVO', ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(JSON.stringify(res.json())).toContain(message)
    }
    expect((await call('PUT', '/api/admin/discount-codes/99999', laura)).statusCode).toBe(404)
    expect((await call('DELETE', '/api/admin/discount-codes/99999')).statusCode).toBe(404)
  })
})
