import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AdminDeletionRequest,
  ConsentStatus,
  DeletionRequest,
  MarketingConsentKind,
} from '@vitrina/core/schemas/privacy'
import { api } from '../../lib/api-client'
import { saveFile } from '../../lib/save-file'
import { toast } from '../../lib/toast'
import { authKeys } from '../auth'

export type OwnDeletionRequest = { request: DeletionRequest | null; keeps: string[]; removes: string[] }

export const privacyKeys = {
  all: ['privacy'] as const,
  consents: () => [...privacyKeys.all, 'consents'] as const,
  deletion: () => [...privacyKeys.all, 'deletion'] as const,
  adminDeletions: () => [...privacyKeys.all, 'admin-deletions'] as const,
}

export const consentsOptions = () =>
  queryOptions({
    queryKey: privacyKeys.consents(),
    queryFn: ({ signal }) => api.get<ConsentStatus>('/account/consents', { signal }),
  })

export const ownDeletionOptions = () =>
  queryOptions({
    queryKey: privacyKeys.deletion(),
    queryFn: ({ signal }) => api.get<OwnDeletionRequest>('/account/deletion-request', { signal }),
  })

export const adminDeletionsOptions = () =>
  queryOptions({
    queryKey: privacyKeys.adminDeletions(),
    queryFn: ({ signal }) => api.get<AdminDeletionRequest[]>('/admin/deletion-requests', { signal }),
  })

/** Accepting the policy's current version also clears the pending flag of the session (auth/me). */
export function useAcceptPolicy() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (policy_version: number) =>
      api.post<ConsentStatus>('/account/consents/privacy-policy', { policy_version }),
    onSuccess: (status) => {
      client.setQueryData(privacyKeys.consents(), status)
      void client.invalidateQueries({ queryKey: authKeys.all })
    },
  })
}

export function useSetMarketingConsent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, given }: { kind: MarketingConsentKind; given: boolean }) =>
      given
        ? api.post<ConsentStatus>(`/account/consents/${kind}`)
        : api.delete<ConsentStatus>(`/account/consents/${kind}`),
    onSuccess: (status, { given }) => {
      client.setQueryData(privacyKeys.consents(), status)
      toast.success(given ? 'Autorización registrada.' : 'Autorización retirada.')
    },
  })
}

export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const file = await api.getFile('/account/data-export', 'application/json')
      saveFile(file, `mis-datos-${new Date().toISOString().slice(0, 10)}.json`)
    },
    onError: () => toast.error('No se pudieron descargar tus datos. Inténtalo de nuevo.'),
  })
}

export function useRequestDeletion() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<OwnDeletionRequest>('/account/deletion-request'),
    onSuccess: (answer) => client.setQueryData(privacyKeys.deletion(), answer),
  })
}

export function useCompleteDeletion() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      api.post<AdminDeletionRequest>(`/admin/deletion-requests/${id}/complete`, { confirm: true }),
    onSuccess: () => {
      toast.success('Cuenta anonimizada. La solicitud quedó atendida.')
      void client.invalidateQueries({ queryKey: privacyKeys.adminDeletions() })
    },
  })
}
