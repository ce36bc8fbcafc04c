import { useQuery } from '@tanstack/react-query'
import { Inbox, MailOpen } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/empty-state'
import { LoadError } from '../../../components/load-error'
import { LoadState } from '../../../components/load-state'
import { Pagination } from '../../../components/pagination'
import { errorMessage } from '../../../lib/api-client'
import { INBOX_PAGE_SIZE, inboxQuery, readInboxState, writeInboxState } from '../inbox-filters'
import { messageListOptions } from '../messages.api'
import { InboxFiltersBar } from './inbox-filters-bar'
import { InboxList } from './inbox-list'
import { MessageReader } from './message-reader'

/**
 * /admin/mensajes: the inbox beside the open message on wide screens; on phones one or the other, and
 * Back (or 'Volver a la bandeja') returns from the message to the list.
 */
export function InboxView() {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const state = readInboxState(params)
  const messages = useQuery(messageListOptions(inboxQuery(state)))
  const listUrl = { search: writeInboxState({ ...state, open: null }).toString() }
  const filtered = state.status !== '' || state.search !== ''

  let list
  if (messages.isPending) list = <LoadState tone="loading">Cargando mensajes...</LoadState>
  else if (messages.isError)
    list = (
      <LoadError
        message={errorMessage(messages.error, 'No se pudieron cargar los mensajes.')}
        onRetry={() => void messages.refetch()}
      />
    )
  else if (messages.data.items.length === 0)
    list = (
      <EmptyState icon={Inbox} title={filtered ? 'Ningún mensaje coincide' : 'La bandeja está vacía'}>
        {filtered
          ? 'Prueba con otro estado u otra búsqueda.'
          : 'Los mensajes que te escriban desde la página de contacto aparecerán aquí.'}
      </EmptyState>
    )
  else
    list = (
      <div className="space-y-4" aria-busy={messages.isPlaceholderData || undefined}>
        <p role="status" className="text-sm text-muted">
          {messages.data.total} {messages.data.total === 1 ? 'mensaje' : 'mensajes'}
        </p>
        <InboxList messages={messages.data.items} state={state} />
        <Pagination
          page={state.page}
          pageCount={Math.ceil(messages.data.total / INBOX_PAGE_SIZE)}
          to={(page) => ({ search: writeInboxState({ ...state, page, open: null }).toString() })}
        />
      </div>
    )

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <div className={state.open !== null ? 'max-lg:hidden' : undefined}>
        <div className="space-y-4">
          <InboxFiltersBar
            key={state.search}
            state={state}
            onSearch={(search) => setParams(writeInboxState({ ...state, search, page: 1, open: null }))}
          />
          {list}
        </div>
      </div>
      <div className={state.open === null ? 'max-lg:hidden' : undefined}>
        {state.open !== null ? (
          <MessageReader
            key={state.open}
            id={state.open}
            listed={messages.data?.items.find((m) => m.id === state.open)}
            backTo={listUrl}
            onDeleted={() => void navigate(listUrl, { replace: true })}
          />
        ) : (
          <div className="flex h-full min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-control/60 p-8 text-center text-muted">
            <MailOpen className="size-8" aria-hidden="true" />
            <p>Elige un mensaje para leerlo y responderlo.</p>
          </div>
        )}
      </div>
    </div>
  )
}
