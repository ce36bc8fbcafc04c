import { Suspense } from 'react'
import { Outlet, ScrollRestoration, useMatches } from 'react-router'
import { FullScreenMessage } from '../../components/full-screen-message'
import { PageLoader } from '../../components/page-loader'
import { useSessionSync } from '../../features/auth/hooks/use-session-sync'
import { useStoreAppearance } from '../../features/settings/hooks/use-store-appearance'
import { useSettings, useStoreName } from '../../features/settings/settings.api'
import { useHealthCheck } from '../use-health-check'

/** What a route may declare in its `handle`: the page title shown before the store name. */
export type RouteHandle = { title?: string }

/** Above every screen: waits for the public settings (spec §2.1), then applies them. */
export function RootLayout() {
  const settings = useSettings()
  useSessionSync()
  useHealthCheck()

  if (settings.isPending) return <FullScreenMessage>Cargando Tienda...</FullScreenMessage>
  if (settings.isError)
    return <FullScreenMessage tone="error">Error al cargar la configuración.</FullScreenMessage>
  return <StoreFrame settings={settings.data} />
}

function StoreFrame({ settings }: { settings: Record<string, string> }) {
  useStoreAppearance(settings)
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </>
  )
}

// One <title> for the whole app: React 19 would keep several in <head> and the first one wins,
// so pages name themselves through their route's handle instead of rendering their own.
function DocumentTitle() {
  const storeName = useStoreName()
  const title = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean)
  return <title>{title ? `${title} | ${storeName}` : storeName}</title>
}
