import clsx from 'clsx'
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

type SheetProps = {
  open: boolean
  onClose: () => void
  /** Accessible name of the dialog. */
  label: string
  side?: 'left' | 'right'
  /** Classes of the whole overlay, e.g. to hide it at widths where the content is shown inline. */
  overlayClassName?: string
  className?: string
  children: ReactNode
}

/**
 * A modal side panel: focus moves in and stays inside, Escape or the backdrop closes it, and focus goes
 * back to whatever opened it. Written by hand because jsdom (our test DOM) has no <dialog> showModal.
 */
export function Sheet({
  open,
  onClose,
  label,
  side = 'left',
  overlayClassName,
  className,
  children,
}: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const close = useEffectEvent(onClose)

  useEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const focusables = () => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE))
    ;(focusables()[0] ?? panel).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables()
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [open])

  if (!open) return null
  return createPortal(
    <div className={clsx('fixed inset-0 z-50', overlayClassName)}>
      <div className="absolute inset-0 animate-fade-in bg-black/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={clsx(
          'absolute inset-y-0 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-card text-foreground shadow-2xl',
          side === 'left' ? 'left-0 animate-slide-in-left' : 'right-0 animate-slide-in-right',
          className,
        )}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
