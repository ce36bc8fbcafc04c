import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach } from 'vitest'
import { useSessionStore } from '../features/auth/session.store'
import { useCartStore } from '../features/cart/cart.store'
import { useCompareStore } from '../features/compare/compare.store'
import { useWishlistStore } from '../features/wishlist/wishlist.store'

// Screens are lazily loaded chunks: under a full parallel run their first import can take a few seconds.
configure({ asyncUtilTimeout: 5000 })

// Tests of the server's rendering (entry-server.test.tsx) run without a browser: no window to prepare.
const browser = typeof window !== 'undefined'

if (browser) {
  // jsdom has no matchMedia; a narrow screen with default motion settings is the baseline.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  })

  // jsdom lays nothing out and has no scrolling: the app's scroll restoration (app/scroll-restoration.ts)
  // calls into the void instead of logging 'Not implemented' for every page.
  window.scrollTo = () => {}
}

afterEach(() => {
  if (!browser) return
  cleanup()
  toast.remove()
  useSessionStore.getState().logout()
  // Device state lives in module-level stores: every test starts with an empty cart and comparison.
  useCartStore.getState().clear()
  useCompareStore.getState().clear()
  useWishlistStore.getState().replace([])
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.removeAttribute('style')
})
