import type { Address } from '@vitrina/core/schemas/addresses'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { FIRST_PAINT, renderApp, signIn } from '../../../test/render-app'

const home: Address = {
  id: 4,
  recipient_name: 'Camila Ríos',
  phone_number: '3001234567',
  street_address: 'Carrera 43A # 1-50',
  city: 'Medellín',
  state_province: 'Antioquia',
  municipality_code: '05001',
  postal_code: '050021',
  country: 'Colombia',
  reference: 'Torre 2',
  is_default: true,
}

describe('/cuenta/direcciones (docs/product/account.md#addresses)', { timeout: 20_000 }, () => {
  test('the list, and delete only after the confirmation question', async () => {
    signIn()
    let addresses = [home]
    const fetch = mockApi({
      'GET /api/addresses': () => json(addresses),
      'DELETE /api/addresses/4': () => {
        addresses = []
        return json({ message: 'Dirección eliminada.' })
      },
    })
    renderApp('/cuenta/direcciones')
    const list = await screen.findByRole('list', { name: 'Mis direcciones' }, FIRST_PAINT)
    expect(within(list).getByText('Predeterminada')).toBeInTheDocument()
    expect(within(list).getByText(/Medellín, Antioquia 050021/)).toBeInTheDocument()

    const remove = screen.getByRole('button', { name: /^Eliminar la dirección de Camila Ríos/ })
    await userEvent.click(remove)
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta dirección?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    await userEvent.click(remove)
    await userEvent.click(
      within(screen.getByRole('dialog', { name: '¿Eliminar esta dirección?' })).getByRole('button', {
        name: 'Eliminar',
      }),
    )
    expect(await screen.findByText('Dirección eliminada.')).toBeInTheDocument()
    expect(await screen.findByText('Aún no tienes direcciones guardadas.')).toBeInTheDocument()
  })

  test('empty, then added with the form; a server refusal shows the spec text and its reason', async () => {
    signIn()
    let addresses: Address[] = []
    let refuse = true
    mockApi({
      'GET /api/addresses': () => json(addresses),
      'POST /api/addresses': ({ body }) => {
        if (refuse)
          return json(
            {
              message: 'Datos inválidos.',
              code: 'VALIDATION_ERROR',
              errors: [{ field: 'postal_code', message: 'El código postal debe tener 6 dígitos.' }],
            },
            400,
          )
        addresses = [{ ...home, ...(body as Partial<Address>), id: 5 }]
        return json({ message: 'Dirección guardada con éxito.', address: addresses[0] }, 201)
      },
    })
    renderApp('/cuenta/direcciones')
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir dirección' }, FIRST_PAINT))
    const form = screen.getByRole('form', { name: 'Nueva dirección' })
    await userEvent.type(within(form).getByLabelText('Teléfono'), '3001234567')
    await userEvent.type(within(form).getByLabelText('Dirección'), 'Calle 10 # 5-20')
    await userEvent.selectOptions(within(form).getByLabelText('Departamento'), 'Nariño')
    await userEvent.type(within(form).getByRole('combobox', { name: 'Municipio o ciudad' }), 'Pasto')
    await userEvent.click(await within(form).findByRole('option', { name: 'Pasto' }))
    await userEvent.type(within(form).getByLabelText('Código postal'), '520001')
    await userEvent.click(within(form).getByRole('button', { name: /Guardar dirección/ }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Hubo un error al guardar la dirección. Datos inválidos.',
    )
    expect(within(form).getByText('El código postal debe tener 6 dígitos.')).toBeInTheDocument()

    refuse = false
    await userEvent.click(within(form).getByRole('button', { name: /Guardar dirección/ }))
    expect(await screen.findByText('Dirección guardada con éxito.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nueva dirección' })).toBeNull())
    expect(await screen.findByText('Calle 10 # 5-20')).toBeInTheDocument()
  })

  test('the municipio combobox: disabled until a departamento, accent-free search, arrows and Enter pick, Escape closes', async () => {
    signIn()
    let saved: unknown = null
    mockApi({
      'GET /api/addresses': () => json([]),
      'POST /api/addresses': ({ body }) => {
        saved = body
        return json({ message: 'Dirección guardada con éxito.', address: { ...home, id: 9 } }, 201)
      },
    })
    renderApp('/cuenta/direcciones')
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir dirección' }, FIRST_PAINT))
    const form = screen.getByRole('form', { name: 'Nueva dirección' })
    const combo = within(form).getByRole('combobox', { name: 'Municipio o ciudad' })
    expect(combo).toBeDisabled()
    await userEvent.selectOptions(within(form).getByLabelText('Departamento'), 'Antioquia')
    await waitFor(() => expect(combo).toBeEnabled())
    await userEvent.type(combo, 'itagui')
    expect(combo).toHaveAttribute('aria-expanded', 'true')
    const list = within(form).getByRole('listbox', { name: 'Municipios' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Itagüí'])
    await userEvent.keyboard('{Escape}')
    expect(combo).toHaveAttribute('aria-expanded', 'false')
    await userEvent.clear(combo)
    // 'med' is in Medellín and in Remedios: the second arrow press reaches Remedios, the third wraps around.
    await userEvent.type(combo, 'med')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const active = combo.getAttribute('aria-activedescendant')!
    expect(document.getElementById(active)).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Enter}')
    expect(combo).toHaveValue('Medellín')
    await userEvent.type(within(form).getByLabelText('Teléfono'), '3001234567')
    await userEvent.type(within(form).getByLabelText('Dirección'), 'Calle 10 # 5-20')
    await userEvent.type(within(form).getByLabelText('Código postal'), '050021')
    await userEvent.click(within(form).getByRole('button', { name: /Guardar dirección/ }))
    await waitFor(() =>
      expect(saved).toMatchObject({
        municipality_code: '05001',
        city: 'Medellín',
        state_province: 'Antioquia',
      }),
    )
  })

  test('without a municipio picked the form says so', async () => {
    signIn()
    mockApi({ 'GET /api/addresses': () => json([]) })
    renderApp('/cuenta/direcciones')
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir dirección' }, FIRST_PAINT))
    const form = screen.getByRole('form', { name: 'Nueva dirección' })
    await userEvent.selectOptions(within(form).getByLabelText('Departamento'), 'Nariño')
    await userEvent.click(within(form).getByRole('button', { name: /Guardar dirección/ }))
    expect(await within(form).findByText('Elige el municipio de la lista.')).toBeInTheDocument()
  })

  test('a municipio typed in full is taken when the field is left', async () => {
    signIn()
    mockApi({ 'GET /api/addresses': () => json([]) })
    renderApp('/cuenta/direcciones')
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir dirección' }, FIRST_PAINT))
    const form = screen.getByRole('form', { name: 'Nueva dirección' })
    await userEvent.selectOptions(within(form).getByLabelText('Departamento'), 'Cundinamarca')
    const combo = within(form).getByRole('combobox', { name: 'Municipio o ciudad' })
    await waitFor(() => expect(combo).toBeEnabled())
    await userEvent.type(combo, 'soacha')
    await userEvent.tab()
    expect(combo).toHaveValue('Soacha')
    await userEvent.click(within(form).getByRole('button', { name: /Guardar dirección/ }))
    expect(within(form).queryByText('Elige el municipio de la lista.')).toBeNull()
  })
})
