import { queryOptions } from '@tanstack/react-query'
import type { Dashboard } from '@vitrina/core/schemas/dashboard'
import { api } from '../../lib/api-client'

// The key's first segment 'dashboard' is refreshed by live notifications (features/realtime/announce.ts).
export const dashboardKeys = { all: ['dashboard'] as const }

export const dashboardOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => api.get<Dashboard>('/admin/dashboard', { signal }),
    staleTime: 60_000,
    // A shop open all day: figures stay current without a reload.
    refetchInterval: 5 * 60_000,
  })
