import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches now, following changes (resize, OS motion setting). The server, which has
 * no screen, and the hydration of its HTML take `serverValue`.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}
