import type { ReactNode } from 'react'
import { Alert } from './ui/alert'
import { Button } from './ui/button'
import { Dialog } from './ui/dialog'

/**
 * Asks before something that cannot be undone (deleting an address, a photo, a product). Focus starts on
 * 'Cancelar' so Enter never destroys by accident; the confirm button shows `pendingText` while the call
 * runs and the error stays in the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingText,
  pending = false,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  children?: ReactNode
  confirmLabel: string
  pendingText?: string
  pending?: boolean
  error?: string | null
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Dialog open={open} onClose={pending ? () => undefined : onClose} title={title}>
      <div className="space-y-4">
        {children && <div className="text-foreground">{children}</div>}
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
            Cancelar
          </Button>
          <Button variant="danger" onClick={onConfirm} pending={pending} pendingText={pendingText}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
