import { describe, expect, test } from 'vitest'
import { makeUser } from '../../test/render-app'
import { useSessionStore } from './session.store'

const stored = () => JSON.parse(localStorage.getItem('vitrina-session') ?? 'null')?.state

describe('session store (docs/product/auth.md#session)', () => {
  test('login stores token and user and marks the session authenticated, on the device too', () => {
    const user = makeUser()
    useSessionStore.getState().login('tok-1', user)

    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', user, isAuthenticated: true })
    expect(stored()).toEqual({ token: 'tok-1', user, isAuthenticated: true })
  })

  test('logout clears token and user everywhere', () => {
    useSessionStore.getState().login('tok-1', makeUser())
    useSessionStore.getState().logout()

    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false })
    expect(stored()).toEqual({ token: null, user: null, isAuthenticated: false })
  })

  test('the profile image can be replaced without touching the rest', () => {
    useSessionStore.getState().login('tok-1', makeUser())
    useSessionStore.getState().setProfileImage('me.webp')

    expect(useSessionStore.getState().user).toMatchObject({
      username: 'camila',
      profile_image_url: 'me.webp',
    })
    expect(stored().user.profile_image_url).toBe('me.webp')
  })

  test('a session saved on the device is restored at startup', async () => {
    const user = makeUser({ roles: ['Administrador'] })
    localStorage.setItem(
      'vitrina-session',
      JSON.stringify({ state: { token: 'saved', user, isAuthenticated: true }, version: 1 }),
    )
    await useSessionStore.persist.rehydrate()

    expect(useSessionStore.getState()).toMatchObject({ token: 'saved', user, isAuthenticated: true })
  })

  test('a refreshed user is ignored once logged out (a late answer must not revive the session)', () => {
    useSessionStore.getState().setUser(makeUser())
    expect(useSessionStore.getState().user).toBeNull()
  })
})
