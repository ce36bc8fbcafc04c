import { MESSAGE_STATUSES, type MessageStatus } from '@vitrina/core/message-status'

// The inbox's filter, page and open message live in the query string, so Back closes a message and a
// link to a message can be shared between staff.

export const INBOX_PAGE_SIZE = 20

export type InboxState = {
  status: MessageStatus | ''
  search: string
  page: number
  /** The message open in the reader, or null. */
  open: number | null
}

const isStatus = (value: string): value is MessageStatus =>
  (MESSAGE_STATUSES as readonly string[]).includes(value)
const positive = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}

export function readInboxState(params: URLSearchParams): InboxState {
  const status = params.get('estado') ?? ''
  return {
    status: isStatus(status) ? status : '',
    search: (params.get('buscar') ?? '').trim(),
    page: positive(params.get('pagina')) ?? 1,
    open: positive(params.get('mensaje')),
  }
}

export function writeInboxState(state: InboxState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.status) params.set('estado', state.status)
  if (state.search) params.set('buscar', state.search)
  if (state.page > 1) params.set('pagina', String(state.page))
  if (state.open !== null) params.set('mensaje', String(state.open))
  return params
}

export function inboxQuery(state: InboxState) {
  return {
    status: state.status,
    search: state.search,
    limit: INBOX_PAGE_SIZE,
    offset: (state.page - 1) * INBOX_PAGE_SIZE,
  }
}
export type InboxQuery = ReturnType<typeof inboxQuery>
