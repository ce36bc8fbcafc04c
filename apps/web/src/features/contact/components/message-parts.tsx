import { formatDateTime } from '@vitrina/core/format'
import { MESSAGE_STATUS_LABELS, MESSAGE_TRANSITIONS, type MessageStatus } from '@vitrina/core/message-status'
import type { AdminMessage } from '@vitrina/core/schemas/contact'
import { ArrowLeft, Trash2 } from 'lucide-react'
import { Link, type To } from 'react-router'
import { LoadError } from '../../../components/load-error'
import { LoadState } from '../../../components/load-state'
import { Button } from '../../../components/ui/button'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { paragraphs } from '../../../lib/paragraphs'
import { MessageReplyForm } from './message-reply-form'
import { MessageStatusBadge } from './message-status-badge'

// The pieces of the inbox's read view (docs/product/content.md#inbox), drawn by MessageReader.

const moveLabel = (status: MessageStatus) =>
  status === 'archivado'
    ? 'Archivar'
    : status === 'nuevo'
      ? 'Marcar como no leído'
      : `Marcar como ${MESSAGE_STATUS_LABELS[status].toLowerCase()}`

/** The way back to the list on screens where list and message do not sit side by side. */
export function BackToInbox({ to }: { to: To }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary-ink hover:underline lg:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Volver a la bandeja
    </Link>
  )
}

/** A message that is gone (deleted by someone else) or that failed to load, with a retry. */
export function MessageLoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404)
    return <LoadState tone="error">Mensaje no encontrado: quizá otra persona lo eliminó.</LoadState>
  return <LoadError message={errorMessage(error, 'No se pudo cargar el mensaje.')} onRetry={onRetry} />
}

/** Subject, status, sender and date, then the message's paragraphs. */
export function MessageBody({ message }: { message: AdminMessage }) {
  return (
    <>
      <header className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="asunto" className="text-xl font-bold text-foreground">
            {message.subject || 'Sin asunto'}
          </h2>
          <MessageStatusBadge status={message.status} />
        </div>
        <p className="text-sm text-foreground">
          <span className="font-semibold">{message.sender_name}</span>{' '}
          <a href={`mailto:${message.sender_email}`} className="break-all text-primary-ink hover:underline">
            &lt;{message.sender_email}&gt;
          </a>
        </p>
        <p className="text-sm text-muted">
          Recibido el <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        </p>
      </header>
      <div className="space-y-3 leading-relaxed text-foreground">
        {paragraphs(message.message).map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
      </div>
    </>
  )
}

/** The status moves the core table allows from the current status, and delete. */
export function MessageActions({
  status,
  pending,
  onMove,
  onDelete,
}: {
  status: MessageStatus
  pending: boolean
  onMove: (to: MessageStatus) => void
  onDelete: () => void
}) {
  return (
    <div
      className="flex flex-wrap gap-2 border-t border-border pt-4"
      role="group"
      aria-label="Acciones del mensaje"
    >
      {MESSAGE_TRANSITIONS[status].map((to) => (
        <Button key={to} variant="outline" size="sm" onClick={() => onMove(to)} disabled={pending}>
          {moveLabel(to)}
        </Button>
      ))}
      <Button variant="outline" size="sm" className="text-danger! sm:ml-auto" onClick={onDelete}>
        <Trash2 className="size-4" aria-hidden="true" />
        Eliminar
      </Button>
    </div>
  )
}

/** The replies sent so far, oldest first; nothing when there are none. */
export function MessageReplies({ replies }: { replies: AdminMessage['replies'] }) {
  if (replies.length === 0) return null
  return (
    <section aria-labelledby="respuestas" className="space-y-3">
      <h3 id="respuestas" className="font-bold text-foreground">
        Respuestas enviadas ({replies.length})
      </h3>
      <ol className="space-y-3">
        {replies.map((reply) => (
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
  )
}

/** The reply by e-mail; keyed by message so a draft never carries over to another one. */
export function ReplySection({ message }: { message: AdminMessage }) {
  return (
    <section
      aria-labelledby="responder"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h3 id="responder" className="mb-3 font-bold text-foreground">
        Responder por correo
      </h3>
      <MessageReplyForm message={message} />
    </section>
  )
}
