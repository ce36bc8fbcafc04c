import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { deferred, json, mockApi } from '../../../test/api-mock'
import { makeUser, renderApp } from '../../../test/render-app'
import { useSessionStore } from '../session.store'

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup()
  await screen.findByRole('heading', { name: 'Iniciar Sesión' })
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email)
  if (password) await user.type(screen.getByLabelText('Contraseña'), password)
  await user.click(screen.getByRole('button', { name: 'Ingresar' }))
}

describe('/login (docs/product/auth.md#login)', () => {
  test('links to password recovery and to registration', async () => {
    mockApi()
    renderApp('/login')
    expect(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/recuperar-contrasena',
    )
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register')
  })

  test('empty fields are refused before calling the server', async () => {
    const fetch = mockApi()
    renderApp('/login')
    await fillAndSubmit('', '')

    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, completa todos los campos.')
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/auth/login'))).toBe(false)
  })

  test("shows 'Ingresando...' on a busy button while the request is pending", async () => {
    const pending = deferred<Response>()
    mockApi({ 'POST /api/auth/login': () => pending.promise })
    renderApp('/login')
    await fillAndSubmit('camila@example.co', 'secreta1')

    const button = await screen.findByRole('button', { name: 'Ingresando...' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    pending.resolve(json({ message: 'Credenciales inválidas.', code: 'INVALID_CREDENTIALS' }, 401))
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas.')
  })

  test('a failure without a server message shows the fallback text', async () => {
    mockApi({ 'POST /api/auth/login': () => new Response('', { status: 500 }) })
    renderApp('/login')
    await fillAndSubmit('camila@example.co', 'secreta1')

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Credenciales inválidas o error en el servidor.',
    )
  })

  test.each([
    ['Administrador', '/admin'],
    ['Empleado', '/admin'],
    ['Cliente', '/'],
  ])('%s goes to %s after logging in', async (role, destination) => {
    const account = makeUser({ roles: [role] })
    mockApi({
      'POST /api/auth/login': ({ body }) => {
        expect(body).toEqual({ email: 'camila@example.co', password: 'secreta1' })
        return json({ token: 'new-token', user: account })
      },
    })
    const { history } = renderApp('/login')
    await fillAndSubmit('  Camila@Example.co ', 'secreta1')

    await screen.findByRole('heading', {
      level: 1,
      name: destination === '/' ? 'Vitrina' : 'Panel de Control',
    })
    expect(history.location.pathname).toBe(destination)
    expect(useSessionStore.getState()).toMatchObject({
      token: 'new-token',
      user: account,
      isAuthenticated: true,
    })
  })
})
