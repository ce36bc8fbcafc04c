import { act, screen, waitFor } from '@testing-library/react'
import { PASSWORD_RULE_MESSAGES } from '@vitrina/core/password-rules'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { deferred, json, mockApi, type MockRequest } from '../../../test/api-mock'
import { makeUser, renderApp } from '../../../test/render-app'
import { useSessionStore } from '../session.store'

type Check = (request: MockRequest) => Response | Promise<Response>

function setup({ username, email, register }: { username?: Check; email?: Check; register?: Check } = {}) {
  const fetch = mockApi({
    'GET /api/auth/check-username': username ?? (() => json({ available: true })),
    'GET /api/auth/check-email': email ?? (() => json({ available: true })),
    'POST /api/auth/register': register ?? (() => json({ token: 'tok', user: makeUser() })),
  })
  const view = renderApp('/register')
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  return { fetch, user, ...view }
}

const checks = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path))

/**
 * Lets the 500 ms availability debounce (docs/product/auth.md#availability-checks) run out, then the answer
 * arrive.
 */
const pause = (ms = 500) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('/register availability checks (docs/product/auth.md#availability-checks)', () => {
  test('the username is checked only after a 500 ms pause and when longer than 2 characters', async () => {
    const { fetch, user } = setup()
    const field = await screen.findByLabelText('Nombre de usuario')

    await user.type(field, 'ca')
    await pause()
    expect(checks(fetch, '/api/auth/check-username')).toHaveLength(0)

    await user.type(field, 'm')
    await pause(400)
    expect(checks(fetch, '/api/auth/check-username')).toHaveLength(0)
    await pause(100)
    expect(checks(fetch, '/api/auth/check-username')).toEqual(['/api/auth/check-username?username=cam'])
    expect(await screen.findByText('Disponible')).toBeInTheDocument()
  })

  test("shows 'Comprobando...' while asking, then 'No disponible' for a taken name", async () => {
    const answer = deferred<Response>()
    const { user } = setup({ username: () => answer.promise })

    await user.type(await screen.findByLabelText('Nombre de usuario'), 'camila')
    await pause()
    expect(await screen.findByText('Comprobando...')).toBeInTheDocument()

    answer.resolve(json({ available: false }))
    expect(await screen.findByText('No disponible')).toBeInTheDocument()
  })

  test("the e-mail is checked only once it has an '@' and a dot", async () => {
    const { fetch, user } = setup({ email: () => json({ available: false }) })
    const field = await screen.findByLabelText('Correo electrónico')

    await user.type(field, 'camila@correo')
    await pause()
    expect(checks(fetch, '/api/auth/check-email')).toHaveLength(0)

    await user.type(field, '.co')
    await pause()
    expect(checks(fetch, '/api/auth/check-email')).toEqual(['/api/auth/check-email?email=camila%40correo.co'])
    expect(await screen.findByText('No disponible')).toBeInTheDocument()
  })

  test('a failed check goes back to idle', async () => {
    const { user } = setup({ username: () => json({ message: 'Falla', code: 'INTERNAL' }, 500) })

    await user.type(await screen.findByLabelText('Nombre de usuario'), 'camila')
    await pause()
    await pause(0)

    expect(screen.queryByText('Comprobando...')).not.toBeInTheDocument()
    expect(screen.queryByText('Disponible')).not.toBeInTheDocument()
    expect(screen.queryByText('No disponible')).not.toBeInTheDocument()
  })
})

describe('/register submit (docs/product/auth.md#register)', () => {
  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    values: { username: string; email: string; password: string; policy?: boolean; marketing?: boolean },
  ) {
    if (values.username) await user.type(await screen.findByLabelText('Nombre de usuario'), values.username)
    if (values.email) await user.type(screen.getByLabelText('Correo electrónico'), values.email)
    if (values.password) await user.type(screen.getByLabelText('Contraseña'), values.password)
    if (values.policy ?? true) await user.click(screen.getByRole('checkbox', { name: /Acepto la política/ }))
    if (values.marketing) await user.click(screen.getByRole('checkbox', { name: /ofertas y novedades/ }))
    await pause()
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }))
  }

  test('invalid fields are refused with one message', async () => {
    const { user } = setup()
    await fill(user, { username: 'ab', email: 'no-es-correo', password: 'secreta1' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor, corrige los campos antes de continuar.',
    )
  })

  test('a short password is refused', async () => {
    const { user } = setup()
    await fill(user, { username: 'camila', email: 'camila@correo.co', password: '12345' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La contraseña debe tener al menos 6 caracteres.',
    )
    expect(screen.getByText('Mínimo 6 caracteres')).toBeInTheDocument()
  })

  test('a taken username or e-mail blocks the submit', async () => {
    const { fetch, user } = setup({ email: () => json({ available: false }) })
    await fill(user, { username: 'camila', email: 'camila@correo.co', password: 'secreta1' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Asegúrate de que el usuario y el email estén disponibles.',
    )
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/auth/register')).toBe(false)
  })

  test('a server failure without a message shows the fallback', async () => {
    const { user } = setup({ register: () => new Response('', { status: 500 }) })
    await fill(user, { username: 'camila', email: 'camila@correo.co', password: 'secreta1' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en el registro. Inténtalo de nuevo.')
  })

  test("success logs in and goes to /, showing 'Creando cuenta...' meanwhile", async () => {
    const created = deferred<Response>()
    const { user, history } = setup({ register: () => created.promise })
    await fill(user, { username: 'camila', email: 'camila@correo.co', password: 'secreta1' })

    expect(await screen.findByRole('button', { name: 'Creando cuenta...' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    created.resolve(json({ token: 'tok', user: makeUser() }))
    await screen.findByRole('heading', { level: 1, name: 'Vitrina' })
    expect(history.location.pathname).toBe('/')
    expect(useSessionStore.getState().isAuthenticated).toBe(true)
  })

  // docs/security.md#passwords: the shared rules before sending, the server's estimate after.
  test("a password with the account's own name is explained under the field, and nothing is sent", async () => {
    const { fetch, user } = setup()
    await fill(user, { username: 'camila', email: 'camila@correo.co', password: 'Camila-2026' })
    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
        expect.stringContaining(PASSWORD_RULE_MESSAGES.personal),
      ),
    )
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/auth/register')).toBe(false)
  })

  test("the server's reason for a weak password shows under the field", async () => {
    const reason = 'Esa contraseña es fácil de adivinar. Usa una más larga.'
    const { user } = setup({
      register: () =>
        json(
          { message: reason, code: 'PASSWORD_TOO_WEAK', errors: [{ field: 'password', message: reason }] },
          400,
        ),
    })
    await fill(user, { username: 'camila', email: 'camila@correo.co', password: 'Medellin2020' })
    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
        expect.stringContaining(reason),
      ),
    )
  })

  // docs/product/consumer-rights.md#consentimiento (Ley 1581 de 2012).
  test('the policy box starts unticked, links to the policies, and without it nothing is sent', async () => {
    const { fetch, user } = setup()
    await screen.findByLabelText('Nombre de usuario')
    const policy = screen.getByRole('checkbox', { name: /Acepto la política/ })
    expect(policy).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: /ofertas y novedades/ })).not.toBeChecked()
    expect(screen.getByRole('link', { name: 'política de tratamiento de datos personales' })).toHaveAttribute(
      'href',
      '/politicas',
    )
    await fill(user, { username: 'camila', email: 'camila@correo.co', password: 'secreta1', policy: false })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Debes aceptar la política de tratamiento de datos personales para continuar.',
    )
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/auth/register')).toBe(false)
  })

  test('the acceptance and the optional marketing consent are sent with the account', async () => {
    const sent: unknown[] = []
    const { user } = setup({
      register: (request) => {
        sent.push(request.body)
        return json({ token: 'tok', user: makeUser(), privacy_policy_pending: false })
      },
    })
    await fill(user, { username: 'camila', email: 'camila@correo.co', password: 'secreta1', marketing: true })
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ privacy_policy_accepted: true, marketing_consent: true })
  })
})
