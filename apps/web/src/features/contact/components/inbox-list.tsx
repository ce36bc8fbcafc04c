import { bogotaDay } from '@vitrina/core/business-days'
import { formatDateTime, formatStoreDay } from '@vitrina/core/format'
import { CONTACT_KIND_LABELS } from '@vitrina/core/pqr'
import type { AdminMessage } from '@vitrina/core/schemas/contact'
import clsx from 'clsx'
import { Link } from 'react-router'
import { writeInboxState, type InboxState } from '../inbox-filters'
import { MessageStatusBadge } from './message-status-badge'

/** One page of the inbox, newest first; unread messages stand out; the open one is marked current. */
export function InboxList({ messages, state }: { messages: AdminMessage[]; state: InboxState }) {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      {messages.map((message) => {
        const unread = message.status === 'nuevo'
        const open = state.open === message.id
        return (
          <li key={message.id}>
            <Link
              to={{ search: writeInboxState({ ...state, open: message.id }).toString() }}
              aria-current={open ? 'true' : undefined}
              className={clsx(
                'block px-4 py-3.5 transition hover:bg-foreground/[0.03] focus-visible:-outline-offset-2',
                open && 'bg-primary/8 shadow-[inset_3px_0_0_var(--theme-primary)]',
              )}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className={clsx('truncate text-foreground', unread ? 'font-bold' : 'font-medium')}>
                  {unread && <span className="sr-only">Sin leer: </span>}
                  {message.sender_name}
                </span>
                <span className="shrink-0 text-xs text-muted">{formatDateTime(message.created_at)}</span>
              </span>
              <span
                className={clsx(
                  'mt-0.5 block truncate text-sm',
                  unread ? 'font-semibold text-foreground' : 'text-muted',
                )}
              >
                {message.subject || 'Sin asunto'}
              </span>
              {message.radicado && message.due_date && <PqrLine message={message} />}
              <span className="mt-1 flex items-center justify-between gap-3">
                <span className="line-clamp-1 text-sm text-muted">{message.message}</span>
                <MessageStatusBadge status={message.status} />
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * docs/product/consumer-rights.md#pqr: a PQR's kind, radicado and the day it must be answered by; in red
 * once that day has passed without an answer (the server lists those first).
 */
function PqrLine({ message }: { message: AdminMessage }) {
  const overdue =
    (message.status === 'nuevo' || message.status === 'leido') && message.due_date! < bogotaDay(new Date())
  return (
    <span className={clsx('mt-0.5 block text-xs', overdue ? 'font-semibold text-danger' : 'text-muted')}>
      {CONTACT_KIND_LABELS[message.kind]} {message.radicado} ·{' '}
      {overdue ? 'Venció el' : 'Responder a más tardar el'} {formatStoreDay(message.due_date!)}
    </span>
  )
}
