import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app/providers'
import { createAppRouter } from './app/router'
import { connectSessionToApi } from './app/session-bridge'
import { queryClient } from './lib/query-client'
import './index.css'

// The server writes the first page's description into the HTML for crawlers; from here on the app keeps
// one of its own up to date (app/layouts/root-layout.tsx), so the static copy would only go stale.
document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove())

const router = createAppRouter()
connectSessionToApi(router)

const root = document.getElementById('root')
if (!root) throw new Error('Falta el elemento #root en index.html')

createRoot(root).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
