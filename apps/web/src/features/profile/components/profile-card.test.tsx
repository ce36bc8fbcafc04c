import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'
import { useSessionStore } from '../../auth/session.store'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('profile card (docs/product/account.md#profile)', () => {
  test('shows who is signed in, and logging out clears the session and loads the home page', async () => {
    mockApi()
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    signIn(makeUser({ roles: ['Cliente'], created_at: '2026-03-02T03:00:00Z' }))
    renderApp('/cuenta/perfil')

    expect(await screen.findByText('Miembro desde 1 de marzo de 2026')).toBeInTheDocument()
    expect(screen.getByText('Cliente')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }))

    expect(useSessionStore.getState().isAuthenticated).toBe(false)
    expect(useSessionStore.getState().token).toBeNull()
    expect(assign).toHaveBeenCalledWith('/')
  })
})
