import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { MailSettings, MailSettingsInput, ProviderCheck } from '@vitrina/core/schemas/provider-settings'
import { api } from '../../lib/api-client'

// docs/product/provider-settings.md#correo: the store's SMTP server.

export const mailSettingsKeys = { all: ['mail-settings'] as const }

export const mailSettingsOptions = () =>
  queryOptions({
    queryKey: mailSettingsKeys.all,
    queryFn: ({ signal }) => api.get<MailSettings>('/admin/mail-settings', { signal }),
  })

export function useSaveMailSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: MailSettingsInput) => api.put<ProviderCheck>('/admin/mail-settings', input),
    onSuccess: () => void client.invalidateQueries({ queryKey: mailSettingsKeys.all }),
  })
}

export function useSendTestMail() {
  return useMutation({
    mutationFn: (to: string) => api.post<ProviderCheck>('/admin/mail-settings/test', { to }),
  })
}
