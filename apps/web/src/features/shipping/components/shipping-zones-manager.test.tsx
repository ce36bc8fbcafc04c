import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// Each screen is a lazily loaded chunk of the whole app: its first render may take seconds on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

const bogota = {
  id: 1,
  name: 'Bogotá D.C.',
  departamentos: ['Bogotá D.C.'],
  cities: [],
  cost: 10_000,
  free_shipping_threshold: null,
  delivery_days_min: 2,
  delivery_days_max: 3,
}

// docs/product/platform.md#one-process
describe('shipping zones in the back office', { timeout: 30_000 }, () => {
  test('lists the zones; a new zone is checked with the server schema, then created', async () => {
    signIn(makeUser({ roles: ['Empleado'] }))
    const posts: unknown[] = []
    mockApi({
      'GET /api/shipping/admin/all': () => json([]),
      'GET /api/shipping/zones': () =>
        json(posts.length ? [bogota, { ...bogota, id: 2, name: 'Pasto' }] : [bogota]),
      'POST /api/shipping/zones': ({ body }) => {
        posts.push(body)
        return json({ ...bogota, id: 2 }, 201)
      },
    })
    renderApp('/admin/envio')
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 3, name: 'Bogotá D.C.' })).toBeInTheDocument()
    expect(screen.getByText(/2 a 3 días hábiles/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Nueva zona' }))
    const dialog = screen.getByRole('dialog', { name: 'Nueva zona de envío' })
    await user.click(within(dialog).getByRole('button', { name: 'Guardar zona' }))
    expect(within(dialog).getByText('El nombre de la zona es obligatorio.')).toBeInTheDocument()
    expect(within(dialog).getByText('Elige al menos un departamento.')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Nombre de la zona'), 'Pasto')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Nariño' }))
    await user.type(within(dialog).getByLabelText('Ciudades (opcional)'), 'Pasto, Ipiales')
    await user.type(within(dialog).getByLabelText('Costo de envío (pesos)'), '12000')
    await user.type(within(dialog).getByLabelText('Entrega: mínimo de días hábiles'), '4')
    await user.type(within(dialog).getByLabelText('Entrega: máximo de días hábiles'), '2')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar zona' }))
    expect(
      within(dialog).getByText('El máximo de días no puede ser menor que el mínimo.'),
    ).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Entrega: máximo de días hábiles'))
    await user.type(within(dialog).getByLabelText('Entrega: máximo de días hábiles'), '6')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar zona' }))
    expect(await screen.findByText('Zona de envío guardada.')).toBeInTheDocument()
    expect(posts).toEqual([
      {
        name: 'Pasto',
        departamentos: ['Nariño'],
        cities: ['Pasto', 'Ipiales'],
        cost: 12_000,
        free_shipping_threshold: null,
        delivery_days_min: 4,
        delivery_days_max: 6,
      },
    ])
  })
})
