import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// Each screen is a lazily loaded chunk of the whole app: its first render may take seconds on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

const stored = [
  { setting_key: 'store_name', setting_value: 'Moda Andina' },
  { setting_key: 'tax_rate', setting_value: '0.19' },
  { setting_key: 'theme_primary_color', setting_value: '#2563EB' },
  { setting_key: 'prices_include_tax', setting_value: 'true' },
  { setting_key: 'price_rounding', setting_value: '100' },
]

describe('admin settings (docs/product/settings.md#settings-screen)', { timeout: 30_000 }, () => {
  test('an Empleado never reaches the settings: no link, and the URL sends them to the dashboard', async () => {
    signIn(makeUser({ roles: ['Empleado'] }))
    mockApi()
    const { history } = renderApp('/admin/configuracion')
    expect(await screen.findByRole('navigation', { name: 'Administración' })).toBeInTheDocument()
    // The admin shell may paint before the page's role guard redirects: wait for the redirect itself.
    await waitFor(() => expect(history.location.pathname).toBe('/admin'))
    expect(screen.queryByRole('link', { name: 'Configuración' })).not.toBeInTheDocument()
  })

  test('bad values are refused in Spanish before sending; only changed keys travel, the tax as a fraction', async () => {
    signIn(makeUser({ roles: ['Administrador'] }))
    const puts: unknown[] = []
    mockApi({
      'GET /api/settings': () => json(stored),
      'PUT /api/settings': ({ body }) => {
        puts.push(body)
        return json([
          ...stored.filter((s) => s.setting_key !== 'tax_rate'),
          { setting_key: 'tax_rate', setting_value: '0.05' },
        ])
      },
    })
    renderApp('/admin/configuracion')
    const user = userEvent.setup()
    const primary = await screen.findByLabelText('Color principal')
    expect(screen.getByLabelText('Tarifa de IVA (%)')).toHaveValue('19')

    await user.clear(primary)
    await user.type(primary, 'azul')
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText('Debe ser un color hexadecimal como #2563EB.')).toBeInTheDocument()
    expect(puts).toEqual([])

    await user.clear(primary)
    await user.type(primary, '#2563EB')
    const tax = screen.getByLabelText('Tarifa de IVA (%)')
    await user.clear(tax)
    await user.type(tax, '5')
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText('Todo está guardado.')).toBeInTheDocument()
    expect(puts).toEqual([[{ setting_key: 'tax_rate', setting_value: '0.05' }]])
  })

  test('a preset fills the six colours and the preview follows', async () => {
    signIn(makeUser({ roles: ['Administrador'] }))
    mockApi({ 'GET /api/settings': () => json(stored) })
    renderApp('/admin/configuracion')
    const user = userEvent.setup()
    const presets = await screen.findByRole('group', { name: 'Temas predefinidos' })
    await user.click(within(presets).getByRole('button', { name: 'Puesta de Sol' }))
    expect(within(presets).getByRole('button', { name: 'Puesta de Sol' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByLabelText('Color principal')).toHaveValue('#C2410C')
    expect(screen.getByLabelText('Fondo de la página')).toHaveValue('#FFF7ED')
    expect(screen.getByText('Tienes cambios sin guardar.')).toBeInTheDocument()
  })

  test('a new store is offered IVA-included prices and $ 100 rounding, explained, and saves them on purpose', async () => {
    signIn(makeUser({ roles: ['Administrador'] }))
    const puts: unknown[] = []
    mockApi({
      'GET /api/settings': () => json(stored.slice(0, 3)),
      'PUT /api/settings': ({ body }) => {
        puts.push(body)
        return json([...stored])
      },
    })
    renderApp('/admin/configuracion')
    const user = userEvent.setup()
    const included = await screen.findByRole('checkbox', { name: 'Los precios ya incluyen el IVA' })
    expect(included).toBeChecked()
    expect(screen.getByLabelText('Redondear los precios calculados a')).toHaveValue('100')
    expect(screen.getByText(/Te proponemos precios con IVA incluido/)).toBeInTheDocument()
    expect(screen.getByText('Tienes cambios sin guardar.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText('Todo está guardado.')).toBeInTheDocument()
    expect(puts).toEqual([
      [
        { setting_key: 'prices_include_tax', setting_value: 'true' },
        { setting_key: 'price_rounding', setting_value: '100' },
      ],
    ])
  })

  // docs/product/consumer-rights.md#promesas-de-la-tienda
  test('the promises section warns, as values are typed, when a promise contradicts the settings', async () => {
    signIn(makeUser({ roles: ['Administrador'] }))
    mockApi({ 'GET /api/settings': () => json(stored) })
    renderApp('/admin/configuracion')
    const user = userEvent.setup()
    const stats = await screen.findByLabelText('Cifras de «Sobre nosotros»')
    const section = screen.getByRole('region', { name: 'Promesas de la tienda' })
    expect(
      within(section).getByText(
        '«10+ Países de envío» promete envíos fuera del país, pero tu tienda solo envía dentro de Colombia.',
      ),
    ).toBeInTheDocument()
    await user.clear(stats)
    await user.type(stats, '500+ Clientes felices')
    await user.clear(within(section).getByLabelText('Promesa de devoluciones'))
    await user.type(within(section).getByLabelText('Promesa de devoluciones'), 'Cambios en 60 días')
    expect(
      await within(section).findByText(
        '«Cambios en 60 días» promete 60 días para devoluciones, pero tu plazo de devolución es de 30 días.',
      ),
    ).toBeInTheDocument()
    expect(within(section).queryByText(/Países de envío/)).not.toBeInTheDocument()
  })
})
