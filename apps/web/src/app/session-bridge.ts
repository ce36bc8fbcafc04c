import { useSessionStore } from '../features/auth/session.store'
import { configureApiClient } from '../lib/api-client'
import { paths } from '@vitrina/core/paths'

type Navigator = {
  navigate: (to: string, options: { replace: boolean }) => unknown
  state: { location: { pathname: string } }
}

/**
 * Connects the API client to the session: the stored token goes out as a Bearer header, and any 401
 * clears the session and opens /login (docs/product/auth.md#unauthorized). The router is passed in so the
 * redirect is a client-side navigation that keeps the app (and its cache) alive.
 */
export function connectSessionToApi(router: Navigator): void {
  configureApiClient({
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: () => {
      useSessionStore.getState().logout()
      // A failed login answers 401 too; the login screen stays put to show why.
      if (router.state.location.pathname !== paths.login) void router.navigate(paths.login, { replace: true })
    },
  })
}
