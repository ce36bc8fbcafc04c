import { queryOptions, useQuery } from '@tanstack/react-query'
import { SETTINGS_STALE_MS } from '@vitrina/core/constants'
import type { Setting, SettingKey } from '@vitrina/core/schemas/settings'
import { SETTING_DEFAULTS, settingsMap } from '@vitrina/core/settings-defaults'
import { api } from '../../lib/api-client'

export const settingsKeys = { all: ['settings'] as const }

// docs/product/settings.md#settings-api: settings are cached for 10 minutes and not refetched on window
// focus.
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => api.get<Setting[]>('/settings', { signal }),
    staleTime: SETTINGS_STALE_MS,
    refetchOnWindowFocus: false,
    select: settingsMap,
  })

export function useSettings() {
  return useQuery(settingsQueryOptions())
}

/** A setting's value; a blank value counts as unset, so the spec's default (or '') applies. */
export function useSetting(key: SettingKey): string {
  const { data } = useSettings()
  const value = data?.[key]?.trim()
  return value ? value : (SETTING_DEFAULTS[key] ?? '')
}

export function useStoreName(): string {
  return useSetting('store_name')
}

/** A setting exactly as the merchant stored it (no default), e.g. to apply a screen's own fallback. */
export function useStoredSetting(key: SettingKey): string {
  const { data } = useQuery({
    ...settingsQueryOptions(),
    select: (list) => list.find((setting) => setting.setting_key === key)?.setting_value.trim() ?? '',
  })
  return data ?? ''
}
