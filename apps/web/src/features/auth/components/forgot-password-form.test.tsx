import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { deferred, json, mockApi } from '../../../test/api-mock'
import { renderApp } from '../../../test/render-app'

async function submit(email: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Correo electrónico'), email)
  await user.click(screen.getByRole('button', { name: 'Enviar enlace' }))
}

describe('/recuperar-contrasena (docs/product/auth.md#password-recovery)', () => {
  test("shows 'Enviando...', then the server message inline and in a toast, with a link to login", async () => {
    const answer = deferred<Response>()
    mockApi({ 'POST /api/auth/forgot-password': () => answer.promise })
    renderApp('/recuperar-contrasena')
    await submit('camila@correo.co')

    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled()
    answer.resolve(json({ message: 'Si el correo existe, te enviamos un enlace.' }))

    await waitFor(() =>
      expect(screen.getAllByText('Si el correo existe, te enviamos un enlace.')).toHaveLength(2),
    )
    expect(screen.getAllByRole('link', { name: 'Volver a Iniciar Sesión' })[0]).toHaveAttribute(
      'href',
      '/login',
    )
  })

  test('a failure without a server message shows the fallback toast', async () => {
    mockApi({ 'POST /api/auth/forgot-password': () => new Response('', { status: 500 }) })
    renderApp('/recuperar-contrasena')
    await submit('camila@correo.co')

    expect(await screen.findByText('Ocurrió un error.')).toBeInTheDocument()
  })
})
