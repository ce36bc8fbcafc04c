import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { AboutSection, AboutUpdate } from '@vitrina/core/schemas/content'
import { api } from '../../lib/api-client'
import { shippingKeys } from '../catalog'
import { contentKeys } from './content.api'

// Staff writes of docs/product/back-office.md#admin-content: FAQs, policies and shipping entries share one
// shape (a title, a body, an order), so one set of hooks serves the three; the About page has its own.

export type EntryResource = 'faqs' | 'policies' | 'shipping'

/** What an admin list row carries besides its own title and body fields. */
export type AdminEntry = { id: number; sort_order: number; updated_at: string } & Record<string, unknown>

export const adminContentKeys = {
  all: ['admin-content'] as const,
  entries: (resource: EntryResource) => [...adminContentKeys.all, resource] as const,
}

/** The storefront's copy of each list, refreshed after a write so the shop shows it at once. */
const publicKeys: Record<EntryResource, QueryKey> = {
  faqs: contentKeys.faqs(),
  policies: contentKeys.policies(),
  shipping: shippingKeys.all,
}

export const adminEntriesOptions = (resource: EntryResource) =>
  queryOptions({
    queryKey: adminContentKeys.entries(resource),
    queryFn: ({ signal }) => api.get<AdminEntry[]>(`/${resource}/admin/all`, { signal }),
  })

function useRefresh(resource: EntryResource) {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminContentKeys.entries(resource) }),
      client.invalidateQueries({ queryKey: publicKeys[resource] }),
    ])
}

/** POST a new entry, or PUT an existing one (the server sanitizes HTML and answers the stored copy). */
export function useSaveEntry(resource: EntryResource) {
  const refresh = useRefresh(resource)
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: Record<string, unknown> }) =>
      id === null
        ? api.post<AdminEntry>(`/${resource}`, payload)
        : api.put<AdminEntry>(`/${resource}/${id}`, payload),
    onSuccess: refresh,
  })
}

export function useDeleteEntry(resource: EntryResource) {
  const refresh = useRefresh(resource)
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/${resource}/${id}`),
    onSuccess: refresh,
  })
}

/** PUT /api/about: the four sections at once; the answer is the page as stored. */
export function useSaveAbout() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sections: AboutUpdate) => api.put<AboutSection[]>('/about', sections),
    onSuccess: (sections) => client.setQueryData(contentKeys.about(), sections),
  })
}
