import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address, AddressInput } from '@vitrina/core/schemas/addresses'
import { api } from '../../lib/api-client'

export const addressKeys = {
  all: ['addresses'] as const,
  // Keyed by token so one shopper never sees the previous one's addresses on a shared device.
  mine: (token: string | null) => [...addressKeys.all, token] as const,
}

/**
 * docs/product/account.md#addresses GET /api/addresses: the signed-in customer's addresses, the default
 * first.
 */
export const addressListOptions = (token: string | null) =>
  queryOptions({
    queryKey: addressKeys.mine(token),
    queryFn: ({ signal }) => api.get<Address[]>('/addresses', { signal }),
    enabled: token !== null,
  })

export function useCreateAddress() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: AddressInput) => api.post<{ message: string; address: Address }>('/addresses', input),
    onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

export function useDeleteAddress() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/addresses/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

/** docs/decisions/031-dane-municipalities.md: the shopper confirms the municipio of an old address. */
export function useConfirmMunicipio() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, municipality_code }: { id: number; municipality_code: string }) =>
      api.put<{ message: string; address: Address }>(`/addresses/${id}/municipio`, { municipality_code }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }),
  })
}
