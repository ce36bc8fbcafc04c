import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FutureProduct, FutureProductInput } from '@vitrina/core/schemas/future-products'
import { api } from '../../lib/api-client'
import { futureProductKeys } from '../catalog/catalog.api'

// Staff calls of docs/product/catalogue.md#future-products. The list is the home page's
// futureProductsOptions.

function useFutureProductWrite<TInput, TAnswer>(mutationFn: (input: TInput) => Promise<TAnswer>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: futureProductKeys.all }),
  })
}

export const useCreateFutureProduct = () =>
  useFutureProductWrite((input: FutureProductInput) => api.post<FutureProduct>('/future-products', input))

export const useUpdateFutureProduct = (id: number) =>
  useFutureProductWrite((input: FutureProductInput) =>
    api.put<FutureProduct>(`/future-products/${id}`, input),
  )

export const useDeleteFutureProduct = () =>
  useFutureProductWrite((id: number) => api.delete<{ message: string }>(`/future-products/${id}`))
