import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PASSWORD_RULE_MESSAGES } from '@vitrina/core/password-rules'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { renderApp } from '../../../test/render-app'

async function submit(password: string, confirmation: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Nueva contraseña'), password)
  await user.type(screen.getByLabelText('Confirmar contraseña'), confirmation)
  await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }))
}

describe('/resetear-contrasena/:token (docs/product/auth.md#password-reset)', () => {
  test('passwords that differ are refused before calling the server', async () => {
    const fetch = mockApi()
    renderApp('/resetear-contrasena/abc')
    await submit('secreta1', 'secreta2')

    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument()
    expect(fetch.mock.calls.some(([url]) => String(url).includes('reset-password'))).toBe(false)
  })

  test('without a token the page asks for a new link', async () => {
    mockApi()
    renderApp('/resetear-contrasena')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se encontró un token de reseteo. Por favor, solicita un nuevo enlace.',
    )
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument()
  })

  test('sends no referrer while shown', async () => {
    mockApi()
    const { unmount } = renderApp('/resetear-contrasena/abc')
    await screen.findByLabelText('Nueva contraseña')
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    unmount()
    expect(document.head.querySelector('meta[name="referrer"]')).toBeNull()
  })

  test('success shows the server message and a way to log in', async () => {
    mockApi({
      'POST /api/auth/reset-password': ({ body }) => {
        expect(body).toEqual({ token: 'abc', newPassword: 'secreta1' })
        return json({ message: 'Tu contraseña fue actualizada.' })
      },
    })
    renderApp('/resetear-contrasena/abc')
    await submit('secreta1', 'secreta1')

    await waitFor(() => expect(screen.getAllByText('Tu contraseña fue actualizada.')).toHaveLength(2))
    expect(screen.getByRole('link', { name: 'Ir a Iniciar Sesión' })).toHaveAttribute('href', '/login')
  })

  test('a failure without a server message explains the token may have expired', async () => {
    mockApi({ 'POST /api/auth/reset-password': () => new Response('', { status: 500 }) })
    renderApp('/resetear-contrasena/abc')
    await submit('secreta1', 'secreta1')

    expect(
      await screen.findByText('Ocurrió un error. El token podría ser inválido o haber expirado.'),
    ).toBeInTheDocument()
  })

  // docs/security.md#passwords
  test('a repeated password is explained under the field before calling the server', async () => {
    const fetch = mockApi()
    renderApp('/resetear-contrasena/abc')
    await submit('aaaaaaa', 'aaaaaaa')
    await waitFor(() =>
      expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(
        expect.stringContaining(PASSWORD_RULE_MESSAGES.repeated),
      ),
    )
    expect(fetch.mock.calls.some(([url]) => String(url).includes('reset-password'))).toBe(false)
  })

  test("the server's reason (the account's own name) shows under the field", async () => {
    const reason = PASSWORD_RULE_MESSAGES.personal
    mockApi({
      'POST /api/auth/reset-password': () =>
        json(
          { message: reason, code: 'PASSWORD_PERSONAL', errors: [{ field: 'newPassword', message: reason }] },
          400,
        ),
    })
    renderApp('/resetear-contrasena/abc')
    await submit('camila-2026', 'camila-2026')
    await waitFor(() =>
      expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(
        expect.stringContaining(reason),
      ),
    )
  })
})
