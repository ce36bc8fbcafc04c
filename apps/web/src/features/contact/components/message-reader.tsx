import { useQuery } from '@tanstack/react-query'
import type { MessageStatus } from '@vitrina/core/message-status'
import type { AdminMessage } from '@vitrina/core/schemas/contact'
import { useEffect, useRef, useState } from 'react'
import { toast } from '../../../lib/toast'
import type { To } from 'react-router'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LoadState } from '../../../components/load-state'
import { Alert } from '../../../components/ui/alert'
import { errorMessage } from '../../../lib/api-client'
import { messageDetailOptions, useDeleteMessage, useSetMessageStatus } from '../messages.api'
import {
  BackToInbox,
  MessageActions,
  MessageBody,
  MessageLoadFailure,
  MessageReplies,
  ReplySection,
} from './message-parts'

/** Opening a 'nuevo' message marks it leído, once per message. */
function useMarkReadOnOpen(
  id: number,
  status: MessageStatus | undefined,
  moveTo: (to: MessageStatus) => void,
) {
  const markedRead = useRef<number | null>(null)
  useEffect(() => {
    if (status === 'nuevo' && markedRead.current !== id) {
      markedRead.current = id
      moveTo('leido')
    }
  }, [id, status, moveTo])
}

/**
 * The read view: the message, the replies sent so far, a reply by e-mail, the status moves of the table in
 * packages/core and delete. Opening a 'nuevo' message marks it leído.
 */
export function MessageReader({
  id,
  listed,
  backTo,
  onDeleted,
}: {
  id: number
  /** The message as the list shows it, to draw at once while the fresh copy loads. */
  listed: AdminMessage | undefined
  backTo: To
  onDeleted: () => void
}) {
  const message = useQuery({ ...messageDetailOptions(id), placeholderData: listed })
  const setStatus = useSetMessageStatus(id)
  const remove = useDeleteMessage()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  useMarkReadOnOpen(id, message.data?.status, setStatus.mutate)
  const back = <BackToInbox to={backTo} />

  if (message.isPending) return <LoadState tone="loading">Cargando mensaje...</LoadState>
  if (message.isError)
    return (
      <div className="space-y-4">
        {back}
        <MessageLoadFailure error={message.error} onRetry={() => void message.refetch()} />
      </div>
    )

  const data = message.data
  const deleteMessage = () =>
    remove.mutate(data.id, {
      onSuccess: () => {
        setConfirmingDelete(false)
        toast.success('Mensaje eliminado.')
        onDeleted()
      },
      onError: (error) => {
        setConfirmingDelete(false)
        toast.error(errorMessage(error, 'No se pudo eliminar el mensaje.'))
      },
    })

  return (
    <article aria-labelledby="asunto" className="space-y-5">
      {back}
      <div className="space-y-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
        <MessageBody message={data} />
        {setStatus.isError && (
          <Alert tone="error">
            {errorMessage(setStatus.error, 'No se pudo cambiar el estado del mensaje.')}
          </Alert>
        )}
        <MessageActions
          status={data.status}
          pending={setStatus.isPending}
          onMove={(to) => setStatus.mutate(to)}
          onDelete={() => setConfirmingDelete(true)}
        />
      </div>

      <MessageReplies replies={data.replies} />

      <ReplySection key={data.id} message={data} />

      <ConfirmDialog
        open={confirmingDelete}
        title={`¿Eliminar el mensaje de ${data.sender_name}?`}
        confirmLabel="Sí, eliminar"
        pending={remove.isPending}
        onConfirm={deleteMessage}
        onClose={() => setConfirmingDelete(false)}
      >
        Se borra con sus respuestas y no se puede recuperar.
      </ConfirmDialog>
    </article>
  )
}
