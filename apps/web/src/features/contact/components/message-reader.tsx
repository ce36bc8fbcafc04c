import { useQuery } from '@tanstack/react-query'
import { formatDateTime } from '@vitrina/core/format'
import { MESSAGE_STATUS_LABELS, MESSAGE_TRANSITIONS, type MessageStatus } from '@vitrina/core/message-status'
import type { AdminMessage } from '@vitrina/core/schemas/contact'
import { ArrowLeft, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { Link, type To } from 'react-router'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LoadError } from '../../../components/load-error'
import { LoadState } from '../../../components/load-state'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { paragraphs } from '../../../lib/paragraphs'
import { messageDetailOptions, useDeleteMessage, useSetMessageStatus } from '../messages.api'
import { MessageReplyForm } from './message-reply-form'
import { MessageStatusBadge } from './message-status-badge'

const moveLabel = (status: MessageStatus) =>
  status === 'archivado'
    ? 'Archivar'
    : status === 'nuevo'
      ? 'Marcar como no leído'
      : `Marcar como ${MESSAGE_STATUS_LABELS[status].toLowerCase()}`

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
  const markedRead = useRef<number | null>(null)
  const { mutate: moveTo } = setStatus

  const status = message.data?.status
  useEffect(() => {
    if (status === 'nuevo' && markedRead.current !== id) {
      markedRead.current = id
      moveTo('leido')
    }
  }, [id, status, moveTo])

  const back = (
    <Link
      to={backTo}
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary-ink hover:underline lg:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Volver a la bandeja
    </Link>
  )

  if (message.isPending) return <LoadState tone="loading">Cargando mensaje...</LoadState>
  if (message.isError) {
    const missing = message.error instanceof ApiError && message.error.status === 404
    return (
      <div className="space-y-4">
        {back}
        {missing ? (
          <LoadState tone="error">Mensaje no encontrado: quizá otra persona lo eliminó.</LoadState>
        ) : (
          <LoadError
            message={errorMessage(message.error, 'No se pudo cargar el mensaje.')}
            onRetry={() => void message.refetch()}
          />
        )}
      </div>
    )
  }

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
        <header className="space-y-2">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id="asunto" className="text-xl font-bold text-foreground">
              {data.subject || 'Sin asunto'}
            </h2>
            <MessageStatusBadge status={data.status} />
          </div>
          <p className="text-sm text-foreground">
            <span className="font-semibold">{data.sender_name}</span>{' '}
            <a href={`mailto:${data.sender_email}`} className="break-all text-primary-ink hover:underline">
              &lt;{data.sender_email}&gt;
            </a>
          </p>
          <p className="text-sm text-muted">
            Recibido el <time dateTime={data.created_at}>{formatDateTime(data.created_at)}</time>
          </p>
        </header>
        <div className="space-y-3 leading-relaxed text-foreground">
          {paragraphs(data.message).map((p, i) => (
            <p key={i} className="whitespace-pre-line">
              {p}
            </p>
          ))}
        </div>
        {setStatus.isError && (
          <Alert tone="error">
            {errorMessage(setStatus.error, 'No se pudo cambiar el estado del mensaje.')}
          </Alert>
        )}
        <div
          className="flex flex-wrap gap-2 border-t border-border pt-4"
          role="group"
          aria-label="Acciones del mensaje"
        >
          {MESSAGE_TRANSITIONS[data.status].map((to) => (
            <Button
              key={to}
              variant="outline"
              size="sm"
              onClick={() => setStatus.mutate(to)}
              disabled={setStatus.isPending}
            >
              {moveLabel(to)}
            </Button>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="text-danger! sm:ml-auto"
            onClick={() => setConfirmingDelete(true)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Eliminar
          </Button>
        </div>
      </div>

      {data.replies.length > 0 && (
        <section aria-labelledby="respuestas" className="space-y-3">
          <h3 id="respuestas" className="font-bold text-foreground">
            Respuestas enviadas ({data.replies.length})
          </h3>
          <ol className="space-y-3">
            {data.replies.map((reply) => (
              <li key={reply.id} className="rounded-2xl border border-border bg-primary/5 p-4 text-sm">
                <p className="mb-2 text-muted">
                  {reply.staff_username ?? 'Personal de la tienda'} ·{' '}
                  <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
                </p>
                <p className="whitespace-pre-line text-foreground">{reply.reply_text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section
        aria-labelledby="responder"
        className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        <h3 id="responder" className="mb-3 font-bold text-foreground">
          Responder por correo
        </h3>
        <MessageReplyForm key={data.id} message={data} />
      </section>

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
