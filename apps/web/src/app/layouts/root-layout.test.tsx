import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { deferred, json, mockApi } from '../../test/api-mock'
import { renderApp } from '../../test/render-app'

describe('public settings gate (docs/product/platform.md#settings-gate)', () => {
  test("shows 'Cargando Tienda...' while the settings load", async () => {
    const pending = deferred<Response>()
    mockApi({ 'GET /api/settings': () => pending.promise })
    renderApp('/')

    expect(await screen.findByText('Cargando Tienda...')).toBeInTheDocument()
    pending.resolve(json([]))
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitrina' })).toBeInTheDocument()
  })

  test("shows the full-screen 'Error al cargar la configuración.' when they fail", async () => {
    mockApi({ 'GET /api/settings': () => json({ message: 'Falla', code: 'INTERNAL' }, 500) })
    renderApp('/')

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar la configuración.')
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
  })

  test('applies the store name, theme colours and favicon from the settings', async () => {
    const icon = document.createElement('link')
    icon.rel = 'icon'
    document.head.append(icon)
    mockApi({
      'GET /api/settings': () =>
        json([
          { setting_key: 'store_name', setting_value: 'Moda Paisa' },
          { setting_key: 'theme_primary_color', setting_value: '#7C3AED' },
          { setting_key: 'favicon_url', setting_value: '/uploads/branding/icono.png' },
          { setting_key: 'social_instagram_url', setting_value: 'https://instagram.com/modapaisa' },
        ]),
    })
    renderApp('/')

    expect(await screen.findByRole('heading', { level: 1, name: 'Moda Paisa' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Moda Paisa'))
    expect(document.documentElement.style.getPropertyValue('--theme-primary')).toBe('#7C3AED')
    expect(icon.getAttribute('href')).toBe('/uploads/branding/icono.png')
    // The footer is drawn after the first paint (docs/decisions/023-static-assets-and-first-paint.md).
    expect(
      await screen.findByText(new RegExp(`© ${new Date().getFullYear()} Moda Paisa`)),
    ).toBeInTheDocument()
    // Only the networks with a URL get an icon.
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://instagram.com/modapaisa',
    )
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument()
    icon.remove()
  })

  test('the footer names who sells with the PQR channel, and nothing fiscal without a fiscal profile', async () => {
    // docs/product/consumer-rights.md#quien-vende (Ley 1480 art. 50)
    mockApi({
      'GET /api/settings': () =>
        json([
          { setting_key: 'contact_phone', setting_value: '+57 604 444 5566' },
          { setting_key: 'contact_email', setting_value: 'hola@modapaisa.co' },
          { setting_key: 'seller_legal_name', setting_value: 'Moda Paisa S.A.S.' },
          { setting_key: 'seller_nit', setting_value: '800197268-4' },
          { setting_key: 'seller_address', setting_value: 'Calle 10 # 43-12, Medellín (Antioquia)' },
        ]),
    })
    const { unmount } = renderApp('/')
    const seller = await screen.findByRole('group', { name: 'Datos del vendedor' })
    expect(seller).toHaveTextContent('Moda Paisa S.A.S. · NIT 800197268-4')
    expect(seller).toHaveTextContent('Calle 10 # 43-12, Medellín (Antioquia)')
    expect(screen.getByRole('link', { name: 'Tel. +57 604 444 5566' })).toHaveAttribute(
      'href',
      'tel:+576044445566',
    )
    expect(screen.getByRole('link', { name: 'Peticiones, quejas y reclamos' })).toHaveAttribute(
      'href',
      '/contacto',
    )
    unmount()

    mockApi({ 'GET /api/settings': () => json([{ setting_key: 'contact_phone', setting_value: '+57 1' }]) })
    renderApp('/')
    expect(await screen.findByText(/Todos los derechos reservados/)).toBeInTheDocument()
    expect(screen.queryByText(/NIT/)).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Peticiones, quejas y reclamos' })).not.toBeInTheDocument()
  })
})
