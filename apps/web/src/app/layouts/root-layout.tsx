import { Suspense } from 'react'
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router'
import { FullScreenMessage } from '../../components/full-screen-message'
import { PageLoader } from '../../components/page-loader'
import { useAdsScript } from '../../features/ads/use-ads-script'
import { useAnalyticsScript } from '../../features/analytics/use-analytics-script'
import { useSessionSync } from '../../features/auth/hooks/use-session-sync'
import { useStaffRealtime } from '../../features/realtime/use-staff-realtime'
import { useStoreAppearance } from '../../features/settings/hooks/use-store-appearance'
import { useSetting, useSettings, useStoreName } from '../../features/settings/settings.api'
import { useDocumentTitle, useMetaTag } from '../../lib/document-head'
import { usePageMetaStore } from '../../lib/page-meta.store'
import { useHealthCheck } from '../use-health-check'

/** What a route may declare in its `handle`: the page title shown before the store name. */
export type RouteHandle = { title?: string }

/**
 * Above every screen: waits for the public settings (docs/product/platform.md#settings-gate), then applies
 * them.
 */
export function RootLayout() {
  const settings = useSettings()
  useSessionSync()
  useStaffRealtime()
  useHealthCheck()

  if (settings.isPending) return <FullScreenMessage>Cargando Tienda...</FullScreenMessage>
  if (settings.isError)
    return <FullScreenMessage tone="error">Error al cargar la configuración.</FullScreenMessage>
  return <StoreFrame settings={settings.data} />
}

function StoreFrame({ settings }: { settings: Record<string, string> }) {
  const { pathname } = useLocation()
  useStoreAppearance(settings)
  useAdsScript(settings, pathname)
  useAnalyticsScript(settings, pathname)
  return (
    <>
      <DocumentHead />
      {/* Keyed by URL: a page opened fresh (typed, reloaded) must not inherit the last page's scroll. */}
      <ScrollRestoration getKey={(location) => location.pathname + location.search} />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </>
  )
}

// One title and one description for the whole app: pages name themselves through their route's handle or
// <PageMeta> instead of writing their own tags.
// docs/product/catalogue.md#home: without a page of its own, the store name and slogan describe the store.
function DocumentHead() {
  const storeName = useStoreName()
  const slogan = useSetting('store_slogan')
  const meta = usePageMetaStore((state) => state.meta)
  const routeTitle = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean)
  const title = meta?.title ?? routeTitle
  useDocumentTitle(title ? `${title} | ${storeName}` : storeName)
  useMetaTag('description', meta?.description || slogan)
  return null
}
