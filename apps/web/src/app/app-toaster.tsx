import { TOAST_DURATION, TOAST_LIMIT } from '@vitrina/core/constants'
import { useEffect } from 'react'
import toast, { Toaster, useToasterStore } from 'react-hot-toast'

/**
 * Toasts at the top right with the documented durations, never more than 20 on screen
 * (docs/product/platform.md#toasts).
 */
export function AppToaster() {
  const { toasts } = useToasterStore()
  useEffect(() => {
    // The store lists the newest first, so everything past the limit is the oldest.
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id))
  }, [toasts])

  return (
    <Toaster
      position="top-right"
      toastOptions={{
        success: { duration: TOAST_DURATION.success },
        error: { duration: TOAST_DURATION.error },
        blank: { duration: TOAST_DURATION.blank },
        loading: { duration: TOAST_DURATION.loading },
        style: {
          background: 'var(--theme-card)',
          color: 'var(--theme-text)',
          border: '1px solid var(--theme-border)',
          borderRadius: '0.75rem',
          boxShadow: '0 10px 30px -10px rgb(0 0 0 / 0.25)',
        },
      }}
    />
  )
}
