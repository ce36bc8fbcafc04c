import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SearchSynonym, SearchSynonymInput } from '@vitrina/core/schemas/search-synonyms'
import { api } from '../../lib/api-client'

// docs/product/search.md#staff-synonyms: the store's own synonym groups, kept by staff.

export const searchSynonymKeys = { all: ['search-synonyms'] as const }

export const searchSynonymsOptions = () =>
  queryOptions({
    queryKey: searchSynonymKeys.all,
    queryFn: ({ signal }) => api.get<SearchSynonym[]>('/search-synonyms', { signal }),
  })

/** POST a new group, or PUT (replace) an existing one. */
export function useSaveSearchSynonym() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: SearchSynonymInput }) =>
      id === null
        ? api.post<SearchSynonym>('/search-synonyms', payload)
        : api.put<SearchSynonym>(`/search-synonyms/${id}`, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: searchSynonymKeys.all }),
  })
}

export function useDeleteSearchSynonym() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/search-synonyms/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: searchSynonymKeys.all }),
  })
}
