import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { NotifyTarget } from './notify-dialog'

// Fetched on first use: most shoppers never open it.
const NotifyDialog = lazy(async () => ({ default: (await import('./notify-dialog')).NotifyDialog }))

/** A button that opens the back-in-stock dialog for a product or one of its variants. */
export function NotifyButton({
  target,
  className,
  children,
}: {
  target: NotifyTarget
  className: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" aria-haspopup="dialog" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotifyDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
