import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { mockApi } from '../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../test/render-app'

describe('store header (docs/product/platform.md#header)', () => {
  test('logged out: a login icon link; no admin link', async () => {
    mockApi()
    renderApp('/')
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('link', { name: /Panel Admin/ })).not.toBeInTheDocument()
  })

  test('logged in: an avatar link to the profile, with the photo when there is one', async () => {
    mockApi()
    signIn(makeUser({ profile_image_url: 'yo.webp' }))
    renderApp('/')
    const link = await screen.findByRole('link', { name: 'Mi cuenta (camila)' })
    expect(link).toHaveAttribute('href', '/cuenta/perfil')
    expect(link.querySelector('img')).toHaveAttribute('src', '/uploads/profiles/yo.webp')
  })

  test("staff see 'Panel Admin'", async () => {
    mockApi()
    signIn(makeUser({ roles: ['Empleado'] }))
    renderApp('/')
    expect((await screen.findAllByRole('link', { name: /Panel Admin/ }))[0]).toHaveAttribute('href', '/admin')
  })

  test('the skip link leads to the main content', async () => {
    mockApi()
    renderApp('/')
    expect(await screen.findByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute(
      'href',
      '#contenido',
    )
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido')
  })

  test('the mobile menu opens with focus inside, and Escape closes it and returns focus', async () => {
    mockApi()
    renderApp('/')
    const user = userEvent.setup()
    const toggle = await screen.findByRole('button', { name: 'Menú' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('navigation', { name: 'Menú móvil' })
    expect(menu).toContainElement(document.activeElement as HTMLElement)

    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  test('the closed mobile menu draws no links, so the first paint does not pay for them', async () => {
    mockApi()
    renderApp('/')
    const user = userEvent.setup()
    const toggle = await screen.findByRole('button', { name: 'Menú' })
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)
    expect(panel).toBeEmptyDOMElement()

    await user.click(toggle)
    expect(panel).not.toBeEmptyDOMElement()
    await user.keyboard('{Escape}')
    expect(panel).toBeEmptyDOMElement()
  })

  test('following a link in the mobile menu closes it', async () => {
    mockApi()
    renderApp('/')
    const user = userEvent.setup()
    const toggle = await screen.findByRole('button', { name: 'Menú' })
    await user.click(toggle)
    await user.click(
      screen.getByRole('navigation', { name: 'Menú móvil' }).querySelector('a[href="/tienda"]')!,
    )

    expect(await screen.findByRole('heading', { level: 1, name: 'Tienda' })).toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
