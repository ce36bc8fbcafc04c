import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False on the server and while React adopts the server's HTML (hydration), true from then on and in every
 * page the browser draws alone: what only the browser can know is drawn once it is true, so the first client
 * render matches the server's (docs/decisions/026-react-in-the-browser.md#server-rendering).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
