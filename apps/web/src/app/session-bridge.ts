import { useSessionStore } from '../features/auth/session.store'
import { configureApiClient } from '../lib/api-client'
import { paths } from '@vitrina/core/paths'
import type { History } from './privacy'

type Navigator = Pick<History, 'location' | 'replace'>

/**
 * Connects the API client to the session: the stored token goes out as a Bearer header, and any 401
 * clears the session and opens /login (docs/product/auth.md#unauthorized). The router's history is passed
 * in so the redirect is a client-side navigation that keeps the app (and its cache) alive.
 */
export function connectSessionToApi(history: Navigator): void {
  configureApiClient({
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: () => {
      useSessionStore.getState().logout()
      // A failed login answers 401 too; the login screen stays put to show why.
      if (history.location.pathname !== paths.login) history.replace(paths.login)
    },
  })
}
