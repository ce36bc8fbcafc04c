import { describe, expect, test, vi } from 'vitest'
import { useSessionStore } from '../features/auth/session.store'
import { api } from '../lib/api-client'
import { json, mockApi } from '../test/api-mock'
import { makeUser, signIn } from '../test/render-app'
import { connectSessionToApi } from './session-bridge'

function fakeRouter(pathname: string) {
  return { navigate: vi.fn(), state: { location: { pathname } } }
}

describe('session bridge (docs/product/auth.md#unauthorized)', () => {
  test('the stored token goes out as a Bearer header', async () => {
    connectSessionToApi(fakeRouter('/'))
    signIn(makeUser())
    const fetch = mockApi({ 'GET /api/orders': () => json([]) })

    await api.get('/orders')

    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer test-token')
  })

  test('a 401 clears the session and goes to /login', async () => {
    const router = fakeRouter('/cuenta/pedidos')
    connectSessionToApi(router)
    signIn(makeUser())
    mockApi({ 'GET /api/orders': () => json({ message: 'Token inválido.', code: 'UNAUTHORIZED' }, 401) })

    await expect(api.get('/orders')).rejects.toThrow('Token inválido.')

    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false })
    expect(router.navigate).toHaveBeenCalledWith('/login', { replace: true })
  })

  test('a 401 on the login screen itself stays there so the form can say why', async () => {
    const router = fakeRouter('/login')
    connectSessionToApi(router)
    mockApi({
      'POST /api/auth/login': () => json({ message: 'Credenciales inválidas.', code: 'UNAUTHORIZED' }, 401),
    })

    await expect(api.post('/auth/login', {})).rejects.toThrow()

    expect(router.navigate).not.toHaveBeenCalled()
  })
})
