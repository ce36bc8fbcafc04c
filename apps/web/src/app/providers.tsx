import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { useToastsRequested } from '../lib/toast'

const loadToaster = () => import('./app-toaster')
const AppToaster = lazy(async () => ({ default: (await loadToaster()).AppToaster }))

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToasterOnFirstToast />
    </QueryClientProvider>
  )
}

/**
 * The toaster and its library are fetched once the browser is idle after the first paint, and drawn from the
 * first toast on, then stay: neither is part of a first paint (docs/decisions/026-react-in-the-browser.md). A
 * toast asked for earlier waits for them and keeps its duration.
 */
function ToasterOnFirstToast() {
  const requested = useToastsRequested()
  // Fetched once the browser is idle after the first paint, so the first toast shows at once.
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000))
    whenIdle(() => void loadToaster())
  }, [])
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}
