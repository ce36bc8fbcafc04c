import { render } from '@testing-library/react'
import type { SessionUser } from '@vitrina/core/schemas/auth'
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router'
import { AppProviders } from '../app/providers'
import { AppRoutes } from '../app/router'
import { connectSessionToApi } from '../app/session-bridge'
import { useSessionStore } from '../features/auth/session.store'
import { createQueryClient } from '../lib/query-client'

/**
 * For the first look at a whole-app screen: its lazy chunk is transformed on first import, which takes
 * seconds when the whole suite runs in parallel on a busy machine.
 */
export const FIRST_PAINT = { timeout: 15_000 }

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-1',
    username: 'camila',
    email: 'camila@example.co',
    roles: ['Cliente'],
    created_at: '2026-01-15T15:00:00Z',
    profile_image_url: null,
    ...overrides,
  }
}

export function signIn(user: SessionUser = makeUser()) {
  useSessionStore.getState().login('test-token', user)
  return user
}

/** The whole app (routes, guards, providers, 401 handling) at `path`, as the browser would run it. */
export function renderApp(path: string) {
  const client = createQueryClient()
  // Failures must show at once in tests, not after the production back-off.
  client.setDefaultOptions({ queries: { retry: false } })
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true })
  connectSessionToApi(history)
  const view = render(
    <AppProviders client={client}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>,
  )
  return { ...view, history, client }
}
