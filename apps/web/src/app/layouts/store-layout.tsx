import { lazy, Suspense, useEffect } from 'react'
import { Outlet } from 'react-router'
import { PageLoader } from '../../components/page-loader'
import { SkipLink } from '../../components/ui/skip-link'
import { trackVisitOncePerSession } from '../../features/analytics/track-visit'
import { AssistantButton } from '../../features/assistant/components/assistant-button'
import { useWishlistSync } from '../../features/wishlist/hooks/use-wishlist-sync'
import { AfterFirstPaint } from '../../lib/after-first-paint'
import { StoreHeader } from './store-header'

// Below the fold on every first paint: its code (and the seller's details and links it grows with) comes
// after the page, not in the first download (docs/decisions/026-react-in-the-browser.md).
const StoreFooter = lazy(async () => ({ default: (await import('./store-footer')).StoreFooter }))

/** The public shell (docs/product/platform.md#routes): header, the page, footer. */
export function StoreLayout() {
  // Visits count shoppers, so they are recorded from the store, not from the back office.
  useEffect(() => void trackVisitOncePerSession(), [])
  useWishlistSync()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId="contenido">Saltar al contenido principal</SkipLink>
      <StoreHeader />
      {/* At least a screen tall, so the footer starts below the fold and does not jump when the page's
          content arrives (docs/decisions/023-static-assets-and-first-paint.md). */}
      <main id="contenido" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Below the fold on the first paint (the <main> above is a screen tall). */}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <StoreFooter />
        </Suspense>
      </AfterFirstPaint>
      <AssistantButton />
    </div>
  )
}
