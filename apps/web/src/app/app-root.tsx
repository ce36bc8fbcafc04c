import type { QueryClient } from '@tanstack/react-query'
import { StrictMode, useEffect, type ReactNode } from 'react'
import { restoreDeviceState } from './device-state'
import { AppProviders } from './providers'

/**
 * Once the server's HTML is hydrated, the page may differ from what the server drew: the device's state. The
 * page then says so (`<html data-hydrated>`): the journeys act on a page once React answers it.
 */
function RestoreDeviceState() {
  useEffect(() => {
    restoreDeviceState()
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}

/**
 * The whole app around its router, the same on the server (entry-server.tsx) and in the browser (main.tsx):
 * what React hydrates must be the tree the server rendered.
 */
export function AppRoot(props: { client: QueryClient; router: ReactNode; restoreAfterHydration: boolean }) {
  return (
    <StrictMode>
      <AppProviders client={props.client}>{props.router}</AppProviders>
      {props.restoreAfterHydration && <RestoreDeviceState />}
    </StrictMode>
  )
}
