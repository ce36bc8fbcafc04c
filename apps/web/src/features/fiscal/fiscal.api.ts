import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FiscalProfile, FiscalProfileInput, FiscalWarning } from '@vitrina/core/schemas/fiscal'
import { settingsKeys } from '../settings'
import { api } from '../../lib/api-client'

// docs/product/fiscal.md#perfil-fiscal: the administrator's fiscal profile, and the numbering warnings every
// staff member sees on the dashboard.

export const fiscalKeys = {
  all: ['fiscal'] as const,
  profile: () => [...fiscalKeys.all, 'profile'] as const,
  warnings: () => [...fiscalKeys.all, 'warnings'] as const,
}

export const fiscalProfileOptions = () =>
  queryOptions({
    queryKey: fiscalKeys.profile(),
    queryFn: ({ signal }) => api.get<{ profile: FiscalProfile | null }>('/admin/fiscal-profile', { signal }),
  })

export const fiscalWarningsOptions = () =>
  queryOptions({
    queryKey: fiscalKeys.warnings(),
    queryFn: ({ signal }) => api.get<FiscalWarning[]>('/admin/fiscal-warnings', { signal }),
    staleTime: 5 * 60_000,
  })

export function useSaveFiscalProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: FiscalProfileInput) =>
      api.put<{ profile: FiscalProfile }>('/admin/fiscal-profile', input),
    onSuccess: ({ profile }) => {
      client.setQueryData(fiscalKeys.profile(), { profile })
      void client.invalidateQueries({ queryKey: fiscalKeys.warnings() })
      // The footer shows who sells from the public settings (docs/product/consumer-rights.md#quien-vende).
      void client.invalidateQueries({ queryKey: settingsKeys.all })
    },
  })
}
