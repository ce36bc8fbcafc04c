import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useToasterStore } from 'react-hot-toast'
import { AppToaster } from './app-toaster'

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToasterOnFirstToast />
    </QueryClientProvider>
  )
}

/**
 * The toaster is drawn from the first toast on, then stays: drawing its empty container and styles at start-up
 * cost a phone's first paint about 80 ms (docs/decisions/023-static-assets-and-first-paint.md). A toast
 * shown earlier waits in the store and keeps its duration, counted from when it was shown.
 */
function ToasterOnFirstToast() {
  const hasToasts = useToasterStore().toasts.length > 0
  const [shown, setShown] = useState(false)
  if (hasToasts && !shown) setShown(true)
  return shown || hasToasts ? <AppToaster /> : null
}
