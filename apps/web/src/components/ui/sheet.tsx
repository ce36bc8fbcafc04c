import clsx from 'clsx'
import { useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useModal } from './use-modal'

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
 * A modal side panel (see useModal for focus and keyboard). Written by hand because jsdom (our test DOM)
 * has no <dialog> showModal.
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
  useModal(open, panelRef, onClose)

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
