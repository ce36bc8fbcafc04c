import { describe, expect, test } from 'vitest'
import type { FiscalProfile } from '@vitrina/core/schemas/fiscal'
import { eventually } from '../../test/build-test-app'
import { staffTestApp } from '../../test/factories'
import { takeNextNumber } from './fiscal-numbering.service'
import { fiscalWarnings } from './fiscal-profile.service'

// docs/product/fiscal.md#perfil-fiscal (docs/decisions/032-buyer-identification-and-fiscal-profile.md).

const { app, admin, employee, customer, call } = await staffTestApp()

const KEY = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c'
const factura = {
  resolution_number: '18760000001',
  prefix: 'SETP',
  range_from: 990000000,
  range_to: 995000000,
  valid_from: '2026-01-01',
  valid_to: '2036-01-01',
  technical_key: KEY,
}
const profile = {
  legal_name: 'Vitrina Demo S.A.S.',
  nit: '800197268',
  dv: '4',
  regime: '48',
  responsibilities: ['O-13', 'O-15'],
  municipality_code: '05001',
  address: 'Calle 10 # 43-12',
  environment: 'pruebas',
  resolutions: { factura, pos: null, nota_credito: { prefix: 'NC', range_from: 1 } },
}
const put = (body: object, auth = admin.auth) => call('PUT', '/api/admin/fiscal-profile', body, auth)
const read = async () =>
  (await call('GET', '/api/admin/fiscal-profile', undefined, admin.auth)).json<{
    profile: FiscalProfile | null
  }>()

describe('fiscal profile', () => {
  test('empty until saved; only the administrator reads or writes it', async () => {
    expect(await read()).toEqual({ profile: null })
    expect((await app.inject({ url: '/api/settings' })).body).not.toContain('seller_')
    for (const user of [employee, customer]) {
      expect((await call('GET', '/api/admin/fiscal-profile', undefined, user.auth)).statusCode).toBe(403)
      expect((await put(profile, user.auth)).statusCode).toBe(403)
    }
    expect((await app.inject({ url: '/api/admin/fiscal-profile' })).statusCode).toBe(401)
  })

  test('saved with its municipio names; the clave técnica never comes back but as a hint', async () => {
    const res = await put(profile)
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain(KEY)
    const saved = res.json<{ profile: FiscalProfile }>().profile
    expect(saved).toMatchObject({
      legal_name: 'Vitrina Demo S.A.S.',
      nit: '800197268',
      dv: '4',
      municipality: 'Medellín',
      departamento: 'Antioquia',
      environment: 'pruebas',
    })
    expect(saved.numbering.map((n) => n.kind)).toEqual(['factura', 'nota_credito'])
    expect(saved.numbering[0]).toMatchObject({
      prefix: 'SETP',
      next_number: 990000000,
      technical_key_hint: '…162c',
      warnings: [],
    })
    const again = await call('GET', '/api/admin/fiscal-profile', undefined, admin.auth)
    expect(again.body).not.toContain(KEY)
  })

  test('the public settings name who sells once a profile is saved, never its clave técnica', async () => {
    // docs/product/consumer-rights.md#quien-vende (Ley 1480 art. 50): read by the footer, the receipt, the mails.
    const res = await eventually(async () => {
      const answer = await app.inject({ url: '/api/settings' })
      return answer.body.includes('seller_nit') && answer
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain(KEY)
    expect(res.body).not.toContain('SETP')
    const seller = res
      .json<{ setting_key: string; setting_value: string }[]>()
      .filter((s) => s.setting_key.startsWith('seller_'))
    expect(seller).toEqual([
      { setting_key: 'seller_legal_name', setting_value: 'Vitrina Demo S.A.S.' },
      { setting_key: 'seller_nit', setting_value: '800197268-4' },
      { setting_key: 'seller_address', setting_value: 'Calle 10 # 43-12, Medellín (Antioquia)' },
    ])
    const forged = await call(
      'PUT',
      '/api/settings',
      [{ setting_key: 'seller_nit', setting_value: '1-1' }],
      admin.auth,
    )
    expect(forged.statusCode).toBe(400)
  })

  test('saving without the key keeps it; the next number never moves back for the same resolution', async () => {
    await app.db.transaction((tx) => takeNextNumber(tx, 'factura', '2026-06-01'))
    const { technical_key: _key, ...withoutKey } = factura
    const res = await put({ ...profile, resolutions: { factura: withoutKey } })
    expect(res.statusCode).toBe(200)
    const numbering = res.json<{ profile: FiscalProfile }>().profile.numbering[0]!
    expect(numbering).toMatchObject({ next_number: 990000001, technical_key_hint: '…162c' })
    const taken = await app.db.transaction((tx) => takeNextNumber(tx, 'factura', '2026-06-01'))
    expect(taken).toMatchObject({ label: 'SETP990000001', technical_key: KEY })
  })

  test('a range may not end before the numbers used; a new resolution starts at its range', async () => {
    const shrink = await put({ ...profile, resolutions: { factura: { ...factura, range_to: 990000000 } } })
    expect(shrink.statusCode).toBe(400)
    expect(shrink.json().errors[0].field).toBe('resolutions.factura.range_to')
    const fresh = { ...factura, resolution_number: '18760000002', prefix: 'FE', range_from: 1, range_to: 100 }
    const res = await put({ ...profile, resolutions: { factura: fresh } })
    expect(res.json().profile.numbering[0]).toMatchObject({ prefix: 'FE', next_number: 1 })
  })

  test('bad input: a wrong NIT digit, unknown codes, a reversed range, an unknown municipio', async () => {
    const cases: [object, string][] = [
      [{ ...profile, dv: '5' }, 'dv'],
      [{ ...profile, regime: '50' }, 'regime'],
      [{ ...profile, responsibilities: ['O-99'] }, 'responsibilities.0'],
      [{ ...profile, responsibilities: [] }, 'responsibilities'],
      [{ ...profile, environment: 'real' }, 'environment'],
      [{ ...profile, resolutions: { factura: { ...factura, range_to: 1 } } }, 'resolutions.factura.range_to'],
      [
        { ...profile, resolutions: { factura: { ...factura, valid_to: '2025-01-01' } } },
        'resolutions.factura.valid_to',
      ],
      [
        { ...profile, resolutions: { factura: { ...factura, prefix: 'TOOLONG' } } },
        'resolutions.factura.prefix',
      ],
      [{ ...profile, municipality_code: '05999' }, 'municipality_code'],
    ]
    for (const [body, field] of cases) {
      const res = await put(body)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[0].field, field).toBe(field)
    }
    expect((await put({ ...profile, dv: '5' })).json().message).toBe(
      'El dígito de verificación no corresponde al NIT. Revisa el número y el DV.',
    )
  })
})

describe('dashboard warnings', () => {
  test('staff see a resolution close to its end; customers do not', async () => {
    const nearlyUsed = {
      ...factura,
      resolution_number: '18760000003',
      prefix: 'FV',
      range_from: 1,
      range_to: 10,
    }
    await put({ ...profile, resolutions: { factura: nearlyUsed } })
    for (let i = 0; i < 9; i++) await app.db.transaction((tx) => takeNextNumber(tx, 'factura', '2026-06-01'))
    const res = await call('GET', '/api/admin/fiscal-warnings', undefined, employee.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      {
        kind: 'factura',
        code: 'range_low',
        message: 'La resolución 18760000003 usó el 90% de su rango: queda 1 número (hasta el FV10).',
      },
    ])
    expect((await call('GET', '/api/admin/fiscal-warnings', undefined, customer.auth)).statusCode).toBe(403)
    expect((await fiscalWarnings(app.db, '2035-12-20')).map((w) => w.code)).toEqual(['range_low', 'expiring'])
  })
})
