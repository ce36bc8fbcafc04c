import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { FullScreenMessage } from '../../components/full-screen-message'
import { PageLoader } from '../../components/page-loader'
import { useAdsScript } from '../../features/ads/use-ads-script'
import { useAnalyticsScript } from '../../features/analytics/use-analytics-script'
import { useSessionSync } from '../../features/auth/hooks/use-session-sync'
import { PolicyConsentGate } from '../../features/privacy/components/policy-consent-gate'
import { useStaffRealtime } from '../../features/realtime/use-staff-realtime'
import { useStoreAppearance } from '../../features/settings/hooks/use-store-appearance'
import { useSetting, useSettings, useStoreName } from '../../features/settings/settings.api'
import { usePageMetaStore } from '../../lib/page-meta.store'
import { useHydrated } from '../../lib/use-hydrated'
import { useRouteTitle } from '../route-title'
import { useScrollRestoration } from '../scroll-restoration'
import { useHealthCheck } from '../use-health-check'

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
  useScrollRestoration()
  // A page the server drew already has its head (modules/seo): React writes its own once it has adopted the
  // page, as <title> and <meta> drawn inside #root would not stay in <head> (main.tsx removes the server's).
  const hydrated = useHydrated()
  return (
    <>
      {hydrated && <DocumentHead />}
      {hydrated && <PolicyConsentGate />}
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </>
  )
}

// One title and one description for the whole app, placed in <head> by React: pages name themselves through
// their route's handle or <PageMeta> instead of writing their own tags.
// docs/product/catalogue.md#home: without a page of its own, the store name and slogan describe the store.
function DocumentHead() {
  const storeName = useStoreName()
  const slogan = useSetting('store_slogan')
  const meta = usePageMetaStore((state) => state.meta)
  const routeTitle = useRouteTitle()
  const title = meta?.title ?? routeTitle
  return (
    <>
      <title>{title ? `${title} | ${storeName}` : storeName}</title>
      <meta name="description" content={meta?.description || slogan} />
    </>
  )
}
