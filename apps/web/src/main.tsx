import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router'
import { AppProviders } from './app/providers'
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

// In a transition, React renders the first page in slices and yields to the browser between them: a phone
// does not sit in one long task while the page is built (Lighthouse's Total Blocking Time).
const app = createRoot(root)
startTransition(() =>
  app.render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </AppProviders>
    </StrictMode>,
  ),
)
