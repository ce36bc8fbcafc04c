import type { LoaderFunctionArgs } from 'react-router'
import { thirdPartyScriptsLoaded } from '../lib/third-party'

// docs/product/platform.md#privacy: ads and analytics never run on checkout, the confirmation page, the
// account area, the admin, the password reset page or the other auth screens.
const PRIVATE_PATHS =
  /^\/(checkout|pedido-confirmado|cuenta|admin|resetear-contrasena|recuperar-contrasena|login|register)(\/|$)/

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.test(pathname)
}

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
