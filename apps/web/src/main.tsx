import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app/providers'
import { createAppRouter } from './app/router'
import { connectSessionToApi } from './app/session-bridge'
import { noteNavigations } from './lib/after-first-paint'
import { queryClient } from './lib/query-client'
import './index.css'

const router = createAppRouter()
connectSessionToApi(router)
noteNavigations(router)

const root = document.getElementById('root')
if (!root) throw new Error('Falta el elemento #root en index.html')

createRoot(root).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
