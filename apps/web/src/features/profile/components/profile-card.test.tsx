import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'
import { useSessionStore } from '../../auth/session.store'

describe('profile card (spec §2.11 "Mi Cuenta")', () => {
  test('shows who is signed in, and logging out returns to the home page', async () => {
    mockApi()
    signIn(makeUser({ roles: ['Cliente'], created_at: '2026-03-02T03:00:00Z' }))
    const { router } = renderApp('/cuenta/perfil')

    expect(await screen.findByText('Miembro desde 1 de marzo de 2026')).toBeInTheDocument()
    expect(screen.getByText('Cliente')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Vitrina' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(useSessionStore.getState().isAuthenticated).toBe(false)
  })
})
