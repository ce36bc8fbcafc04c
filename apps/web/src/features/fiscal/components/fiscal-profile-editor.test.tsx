import type { FiscalProfile } from '@vitrina/core/schemas/fiscal'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { FIRST_PAINT, makeUser, renderApp, signIn } from '../../../test/render-app'

// docs/product/fiscal.md#perfil-fiscal and docs/product/fiscal.md#avisos.

const saved: FiscalProfile = {
  legal_name: 'Vitrina Demo S.A.S.',
  nit: '800197268',
  dv: '4',
  regime: '48',
  responsibilities: ['O-13'],
  municipality_code: '05001',
  municipality: 'Medellín',
  departamento: 'Antioquia',
  address: 'Calle 10 # 43-12',
  environment: 'pruebas',
  numbering: [
    {
      kind: 'factura',
      resolution_number: '18760000001',
      prefix: 'SETP',
      range_from: 990000000,
      range_to: 995000000,
      valid_from: '2026-01-01',
      valid_to: '2036-01-01',
      technical_key_hint: '…162c',
      next_number: 990000000,
      warnings: [],
    },
  ],
}

describe('/admin/perfil-fiscal', { timeout: 20_000 }, () => {
  test('a wrong DV is caught before sending; the saved profile shows the key only as a hint', async () => {
    signIn(makeUser({ roles: ['Administrador'] }))
    const puts: unknown[] = []
    mockApi({
      'GET /api/admin/fiscal-profile': () => json({ profile: null }),
      'PUT /api/admin/fiscal-profile': ({ body }) => {
        puts.push(body)
        return json({ profile: saved })
      },
    })
    renderApp('/admin/perfil-fiscal')
    const form = await screen.findByRole('form', { name: 'Perfil fiscal' }, FIRST_PAINT)
    const type = (label: string, text: string) => userEvent.type(within(form).getByLabelText(label), text)
    await type('Razón social', 'Vitrina Demo S.A.S.')
    await type('NIT (sin dígito de verificación)', '800197268')
    await type('DV', '5')
    await userEvent.selectOptions(within(form).getByLabelText('Departamento'), 'Antioquia')
    const combo = within(form).getByRole('combobox', { name: 'Municipio' })
    await waitFor(() => expect(combo).toBeEnabled())
    await userEvent.type(combo, 'medel')
    await userEvent.click(await within(form).findByRole('option', { name: 'Medellín' }))
    await type('Dirección fiscal', 'Calle 10 # 43-12')
    const factura = within(form).getByRole('group', { name: 'Resolución de facturación electrónica' })
    await userEvent.type(within(factura).getByLabelText('Número de resolución'), '18760000001')
    await userEvent.type(within(factura).getByLabelText('Prefijo'), 'SETP')
    await userEvent.type(within(factura).getByLabelText('Rango desde'), '990000000')
    await userEvent.type(within(factura).getByLabelText('Rango hasta'), '995000000')
    await userEvent.type(within(factura).getByLabelText('Vigente desde'), '2026-01-01')
    await userEvent.type(within(factura).getByLabelText('Vigente hasta'), '2036-01-01')
    await userEvent.type(within(factura).getByLabelText('Clave técnica'), 'secreta-1234')
    await userEvent.click(within(form).getByRole('button', { name: /Guardar perfil fiscal/ }))
    expect(
      await within(form).findByText(
        'El dígito de verificación no corresponde al NIT. Revisa el número y el DV.',
      ),
    ).toBeInTheDocument()
    expect(puts).toHaveLength(0)

    await userEvent.clear(within(form).getByLabelText('DV'))
    await type('DV', '4')
    await userEvent.click(within(form).getByRole('button', { name: /Guardar perfil fiscal/ }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toMatchObject({
      nit: '800197268',
      dv: '4',
      municipality_code: '05001',
      resolutions: {
        factura: { prefix: 'SETP', range_from: 990000000, technical_key: 'secreta-1234' },
        pos: null,
        nota_credito: { prefix: 'NC', range_from: 1 },
      },
    })
    expect(await within(form).findByText(/Guardada \(termina en 162c\)/)).toBeInTheDocument()
    expect(within(factura).getByLabelText('Clave técnica')).toHaveValue('')
    expect(within(form).getByText(/Próximo número: SETP990000000/)).toBeInTheDocument()
  })

  test('the dashboard warns staff before a resolution runs out', async () => {
    signIn(makeUser({ roles: ['Empleado'] }))
    mockApi({
      'GET /api/admin/fiscal-warnings': () =>
        json([
          {
            kind: 'factura',
            code: 'expiring',
            message: 'La resolución 1 vence el 1 de enero de 2027 (quedan 3 días).',
          },
        ]),
    })
    renderApp('/admin')
    expect(
      await screen.findByText(
        /Facturas electrónicas: La resolución 1 vence el 1 de enero de 2027/,
        {},
        FIRST_PAINT,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Ir al perfil fiscal' })).toBeNull()
  })
})
