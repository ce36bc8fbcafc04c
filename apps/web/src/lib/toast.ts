import { useSyncExternalStore } from 'react'
import type * as HotToastModule from 'react-hot-toast'
import type { Renderable, ToastOptions } from 'react-hot-toast'

// react-hot-toast (and its styling library) is downloaded with the first toast, not with the first page:
// about 4.5 KB gzipped that no first paint needs (docs/decisions/026-react-in-the-browser.md). A toast
// asked for before it arrives is shown once it has, with its full duration.

type HotToast = typeof HotToastModule
type Show = (message: Renderable, options?: ToastOptions) => void

let library: Promise<HotToast> | undefined
let used = false
const listeners = new Set<() => void>()

/** The library itself; the toaster (app/app-toaster.tsx) imports it directly. */
export function loadToastLibrary(): Promise<HotToast> {
  return (library ??= import('react-hot-toast'))
}

function later(show: (hot: HotToast['default']) => void) {
  if (!used) {
    used = true
    listeners.forEach((listener) => listener())
  }
  void loadToastLibrary().then((hot) => show(hot.default))
}

/** The app's toasts (docs/product/platform.md#toasts): `toast(text)`, `toast.success`, `toast.error`. */
export const toast: Show & { success: Show; error: Show } = Object.assign(
  ((message, options) => later((hot) => hot(message, options))) as Show,
  {
    success: ((message, options) => later((hot) => hot.success(message, options))) as Show,
    error: ((message, options) => later((hot) => hot.error(message, options))) as Show,
  },
)

/** True from the first toast on: the toaster is drawn then, and stays. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => used,
    () => false,
  )
}
