import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminJob, AdminJobListQuery } from '@vitrina/core/schemas/jobs'
import { api } from '../../lib/api-client'

export const jobKeys = {
  all: ['admin-jobs'] as const,
  list: (query: AdminJobListQuery) => [...jobKeys.all, 'list', query] as const,
}

export const jobsListOptions = (query: AdminJobListQuery) =>
  queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: ({ signal }) => api.getPage<AdminJob>('/admin/jobs', { query, signal }),
    placeholderData: keepPreviousData,
  })

/** docs/operations.md#failed-jobs: a failed job goes back to the queue; the list is fetched again. */
export function useRetryJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<AdminJob>(`/admin/jobs/${id}/retry`),
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  })
}
