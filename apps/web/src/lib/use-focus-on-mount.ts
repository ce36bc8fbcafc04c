import { useEffect, type RefObject } from 'react'

/**
 * Focuses the element when it appears. React's `autoFocus` does this; Preact, which renders the app in the
 * browser, only writes the attribute, which browsers honour once per document at most
 * (docs/decisions/026-preact-in-the-browser.md).
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>) {
  useEffect(() => ref.current?.focus(), [ref])
}
