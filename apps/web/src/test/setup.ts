import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach } from 'vitest'
import { useSessionStore } from '../features/auth/session.store'

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

afterEach(() => {
  cleanup()
  toast.remove()
  useSessionStore.getState().logout()
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.removeAttribute('style')
})
