import type { LoaderFunctionArgs } from 'react-router'
import { thirdPartyScriptsLoaded } from '../lib/third-party'

/**
 * Runs before a private route is entered (and before the URL changes, so analytics never sees it). If
 * this document already ran third-party scripts, the page is loaded afresh without them instead.
 */
export function privatePageLoader({ request }: LoaderFunctionArgs) {
  if (!thirdPartyScriptsLoaded()) return null
  const url = new URL(request.url)
  window.location.assign(url.pathname + url.search + url.hash)
  // Never settles: the document is being replaced.
  return new Promise<null>(() => {})
}
