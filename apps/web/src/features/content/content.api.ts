import { queryOptions } from '@tanstack/react-query'
import { LIST_STALE_MS } from '@vitrina/core/constants'
import type { AboutSection, Faq, Policy } from '@vitrina/core/schemas/content'
import { api } from '../../lib/api-client'

export const contentKeys = {
  all: ['content'] as const,
  faqs: () => [...contentKeys.all, 'faqs'] as const,
  policies: () => [...contentKeys.all, 'policies'] as const,
  about: () => [...contentKeys.all, 'about'] as const,
}

export const faqsOptions = () =>
  queryOptions({
    queryKey: contentKeys.faqs(),
    queryFn: ({ signal }) => api.get<Faq[]>('/faqs', { signal }),
    staleTime: LIST_STALE_MS,
  })

export const policiesOptions = () =>
  queryOptions({
    queryKey: contentKeys.policies(),
    queryFn: ({ signal }) => api.get<Policy[]>('/policies', { signal }),
    staleTime: LIST_STALE_MS,
  })

export const aboutOptions = () =>
  queryOptions({
    queryKey: contentKeys.about(),
    queryFn: ({ signal }) => api.get<AboutSection[]>('/about', { signal }),
    staleTime: LIST_STALE_MS,
  })
