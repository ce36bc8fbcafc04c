import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { SERVER_STATE_ID } from '@vitrina/core/constants'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router'
import { AppRoot } from './app/app-root'
import { restoreDeviceState } from './app/device-state'
import { openPrivatePagesFresh } from './app/privacy'
import { AppRoutes } from './app/router'
import { connectSessionToApi } from './app/session-bridge'
import { queryClient } from './lib/query-client'
import './index.css'

// React Router's declarative router over a history the app keeps: the session's 401 redirect and the privacy
// rule for private pages use it outside React (docs/decisions/026-react-in-the-browser.md).
const history = openPrivatePagesFresh(UNSAFE_createBrowserHistory({ v5Compat: true }))
connectSessionToApi(history)

// The server writes the page's title and description for crawlers; React writes the app's own from here on
// (it would add its tags beside the server's, not reuse them).
document.head.querySelectorAll('title, meta[name="description"]').forEach((tag) => tag.remove())

const root = document.getElementById('root')
if (!root) throw new Error('Falta el elemento #root en index.html')

const app = (hydrating: boolean) => (
  <AppRoot
    client={queryClient}
    router={
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    }
    restoreAfterHydration={hydrating}
  />
)

// Store pages arrive drawn by the server with the data they were drawn from (apps/api modules/seo): React
// adopts that HTML instead of drawing it again. Other pages are drawn here. Either way in a transition: React
// builds the page in slices and yields to the browser between them, so a phone does not sit in one long task
// (Lighthouse's Total Blocking Time).
const serverState = document.getElementById(SERVER_STATE_ID)
if (serverState && root.firstElementChild) {
  hydrate(queryClient, JSON.parse(serverState.textContent ?? '{}') as DehydratedState)
  startTransition(() => void hydrateRoot(root, app(true)))
} else {
  restoreDeviceState()
  startTransition(() => createRoot(root).render(app(false)))
}
