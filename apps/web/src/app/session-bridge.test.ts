import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router'
import { describe, expect, test, vi } from 'vitest'
import { useSessionStore } from '../features/auth/session.store'
import { api } from '../lib/api-client'
import { json, mockApi } from '../test/api-mock'
import { makeUser, signIn } from '../test/render-app'
import { connectSessionToApi } from './session-bridge'

function fakeHistory(pathname: string) {
  return createMemoryHistory({ initialEntries: [pathname] })
}

describe('session bridge (docs/product/auth.md#unauthorized)', () => {
  test('the stored token goes out as a Bearer header', async () => {
    connectSessionToApi(fakeHistory('/'))
    signIn(makeUser())
    const fetch = mockApi({ 'GET /api/orders': () => json([]) })

    await api.get('/orders')

    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer test-token')
  })

  test('a 401 clears the session and goes to /login', async () => {
    const history = fakeHistory('/cuenta/pedidos')
    connectSessionToApi(history)
    signIn(makeUser())
    mockApi({ 'GET /api/orders': () => json({ message: 'Token inválido.', code: 'UNAUTHORIZED' }, 401) })

    await expect(api.get('/orders')).rejects.toThrow('Token inválido.')

    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false })
    expect(history.location.pathname).toBe('/login')
    expect(history.index).toBe(0)
  })

  test('a 401 on the login screen itself stays there so the form can say why', async () => {
    const history = fakeHistory('/login')
    const replace = vi.spyOn(history, 'replace')
    connectSessionToApi(history)
    mockApi({
      'POST /api/auth/login': () => json({ message: 'Credenciales inválidas.', code: 'UNAUTHORIZED' }, 401),
    })

    await expect(api.post('/auth/login', {})).rejects.toThrow()

    expect(replace).not.toHaveBeenCalled()
  })
})
