import { queryOptions, useMutation } from '@tanstack/react-query'
import type { PosCustomer, PosProduct, PosSale, PosSaleInput } from '@vitrina/core/schemas/pos'
import { api } from '../../lib/api-client'

// The first segment 'pos' is refreshed by live notifications (a sale elsewhere changes the stock shown).
export const posKeys = {
  all: ['pos'] as const,
  products: (search: string) => [...posKeys.all, 'products', search] as const,
  customers: (search: string) => [...posKeys.all, 'customers', search] as const,
}

export const posProductsOptions = (search: string) =>
  queryOptions({
    queryKey: posKeys.products(search),
    queryFn: ({ signal }) => api.get<PosProduct[]>('/pos/products', { query: { search }, signal }),
    enabled: search.trim() !== '',
    staleTime: 10_000,
  })

export const posCustomersOptions = (search: string) =>
  queryOptions({
    queryKey: posKeys.customers(search),
    queryFn: ({ signal }) => api.get<PosCustomer[]>('/pos/customers', { query: { search }, signal }),
    enabled: search.trim().length >= 2,
    staleTime: 30_000,
  })

export function useCreatePosSale() {
  return useMutation({ mutationFn: (input: PosSaleInput) => api.post<PosSale>('/pos/sales', input) })
}
