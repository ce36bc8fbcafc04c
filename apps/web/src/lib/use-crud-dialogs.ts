import { useState } from 'react'
import { toast } from './toast'
import { errorMessage } from './api-client'

/** The parts of a react-query save mutation (`id: null` creates) and delete mutation that the hook drives. */
type SaveMutation<P> = {
  mutate: (variables: { id: number | null; payload: P }, options: { onSuccess: () => void }) => void
  reset: () => void
}
type DeleteMutation = {
  mutate: (
    id: number,
    options: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void },
  ) => void
}

/**
 * The scaffolding of a staff list edited in dialogs (docs/product/back-office.md#admin-content): the row
 * being edited (`item: null` is a new one), the row awaiting the delete confirmation, a save that closes
 * the dialog with a toast, and a delete that toasts its outcome and closes the confirmation either way.
 */
export function useCrudDialogs<T extends { id: number }, P>({
  save,
  remove,
  text,
}: {
  save: SaveMutation<P>
  remove: DeleteMutation
  text: { saved: string; deleted: string }
}) {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null)
  const [deleting, setDeleting] = useState<T | null>(null)
  return {
    editing,
    deleting,
    open: (item: T | null) => {
      save.reset()
      setEditing({ item })
    },
    close: () => setEditing(null),
    submit: (payload: P) =>
      save.mutate(
        { id: editing?.item?.id ?? null, payload },
        {
          onSuccess: () => {
            setEditing(null)
            toast.success(text.saved)
          },
        },
      ),
    askDelete: (item: T) => setDeleting(item),
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => {
      if (!deleting) return
      remove.mutate(deleting.id, {
        onSuccess: () => toast.success(text.deleted),
        onError: (error) => toast.error(errorMessage(error, 'No se pudo eliminar. Inténtalo de nuevo.')),
        onSettled: () => setDeleting(null),
      })
    },
  }
}
