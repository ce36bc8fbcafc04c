import { useSessionStore } from '../features/auth/session.store'
import { useCartStore } from '../features/cart/cart.store'
import { useCompareStore } from '../features/compare/compare.store'

/**
 * Reads the session, the cart and the comparison kept on the device (localStorage) into their stores. The
 * stores do not read it when created: a page the server rendered is hydrated with them empty, as the server
 * drew it, and filled right after (docs/decisions/026-react-in-the-browser.md#server-rendering); a page the
 * browser draws alone reads them before its first render.
 */
export function restoreDeviceState(): void {
  for (const store of [useSessionStore, useCartStore, useCompareStore]) void store.persist.rehydrate()
}
