import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageStatus } from '@vitrina/core/message-status'
import type { AdminMessage } from '@vitrina/core/schemas/contact'
import { api } from '../../lib/api-client'
import type { InboxQuery } from './inbox-filters'

// docs/product/content.md#inbox: the staff inbox of contact messages.

export const messageKeys = {
  all: ['admin-messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (query: InboxQuery) => [...messageKeys.lists(), query] as const,
  detail: (id: number) => [...messageKeys.all, 'detail', id] as const,
}

export const messageListOptions = (query: InboxQuery) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => api.getPage<AdminMessage>('/admin/messages', { query, signal }),
    placeholderData: keepPreviousData,
  })

export const messageDetailOptions = (id: number) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminMessage>(`/admin/messages/${id}`, { signal }),
  })

/** Every write answers the message as it now stands: the reader shows it and the lists reload. */
function useMessageWrite<Input>(id: number, write: (input: Input) => Promise<AdminMessage>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (message) => {
      client.setQueryData(messageKeys.detail(id), message)
      void client.invalidateQueries({ queryKey: messageKeys.lists() })
    },
  })
}

/** docs/product/content.md#inbox: a reply e-mails the sender and marks the message respondido. */
export const useReplyMessage = (id: number) =>
  useMessageWrite(id, (replyText: string) =>
    api.post<AdminMessage>(`/admin/messages/${id}/reply`, { replyText }),
  )

export const useSetMessageStatus = (id: number) =>
  useMessageWrite(id, (status: MessageStatus) =>
    api.put<AdminMessage>(`/admin/messages/${id}/status`, { status }),
  )

export function useDeleteMessage() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/admin/messages/${id}`),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: messageKeys.detail(id) })
      void client.invalidateQueries({ queryKey: messageKeys.lists() })
    },
  })
}
