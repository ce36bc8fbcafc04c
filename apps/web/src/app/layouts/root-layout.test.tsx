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
})
