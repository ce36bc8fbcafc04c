import { useEffect } from 'react'
import { isPrivatePath } from '@vitrina/core/paths'
import { loadScript } from '../../lib/third-party'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

/** The Google Analytics measurement id when it is one ('G-XXXX'), else null. */
export function analyticsId(settings: Readonly<Record<string, string | undefined>>): string | null {
  const value = settings.google_analytics_id?.trim() ?? ''
  return /^G-[A-Z0-9]{4,20}$/i.test(value) ? value.toUpperCase() : null
}

/**
 * Loads Google Analytics when google_analytics_id is set, never on private pages
 * (docs/product/platform.md#analytics).
 */
export function useAnalyticsScript(settings: Readonly<Record<string, string>>, pathname: string) {
  const id = analyticsId(settings)
  const allowed = id !== null && !isPrivatePath(pathname)
  useEffect(() => {
    if (!allowed || !id || window.gtag) return
    window.dataLayer ??= []
    // gtag.js reads the `arguments` objects themselves from the queue, not arrays; and defining it here
    // instead of in an inline script keeps the page's CSP free of 'unsafe-inline'.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments)
    }
    window.gtag('js', new Date())
    window.gtag('config', id)
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
  }, [allowed, id])
}
