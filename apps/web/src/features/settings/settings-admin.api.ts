import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Setting, SettingsUpdate } from '@vitrina/core/schemas/settings'
import { api } from '../../lib/api-client'
import { settingsKeys } from './settings.api'

/**
 * PUT /api/settings (Administrador): the changed keys; the answer is the whole public list, which
 * replaces the cached one so the theme and texts change at once on every screen of this tab.
 */
export function useSaveSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (changes: SettingsUpdate) => api.put<Setting[]>('/settings', changes),
    onSuccess: (list) => client.setQueryData(settingsKeys.all, list),
  })
}
