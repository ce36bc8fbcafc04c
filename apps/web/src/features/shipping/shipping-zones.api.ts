import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ShippingZone, ShippingZoneInput } from '@vitrina/core/schemas/shipping-zones'
import { zonesEnabled } from '@vitrina/core/shipping-zones'
import { api } from '../../lib/api-client'
import { useSettings } from '../settings'

// docs/product/platform.md#one-process: the storefront quotes an address with the same zones and core
// function the server charges with; staff keep the zones in the back office.

export const shippingZoneKeys = { all: ['shipping-zones'] as const }

export const shippingZonesOptions = () =>
  queryOptions({
    queryKey: shippingZoneKeys.all,
    queryFn: ({ signal }) => api.get<ShippingZone[]>('/shipping/zones', { signal }),
    staleTime: 5 * 60_000,
  })

/**
 * The zones that apply: none when the store switched zones off, undefined while that or the zones are not
 * known yet, so no screen prices shipping from the flat cost and then changes it.
 */
export function useActiveShippingZones(): ShippingZone[] | undefined {
  const settings = useSettings()
  const zones = useQuery(shippingZonesOptions())
  if (settings.isPending) return undefined
  if (!zonesEnabled(settings.data ?? {})) return []
  return zones.isError ? [] : zones.data
}

/** POST a new zone, or PUT (replace) an existing one. */
export function useSaveShippingZone() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: ShippingZoneInput }) =>
      id === null
        ? api.post<ShippingZone>('/shipping/zones', payload)
        : api.put<ShippingZone>(`/shipping/zones/${id}`, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: shippingZoneKeys.all }),
  })
}

export function useDeleteShippingZone() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/shipping/zones/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: shippingZoneKeys.all }),
  })
}
