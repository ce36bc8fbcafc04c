import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  FUTURE_PRODUCT_IMAGE_FIELD,
  type FutureProduct,
  type FutureProductInput,
} from '@vitrina/core/schemas/future-products'
import { api } from '../../../lib/api-client'
import { futureProductKeys } from '../catalog.api'

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

/** docs/product/catalogue.md#future-product-images */
export const useUploadFutureProductImage = () =>
  useFutureProductWrite(({ id, file }: { id: number; file: File }) => {
    const form = new FormData()
    form.append(FUTURE_PRODUCT_IMAGE_FIELD, file)
    return api.upload<FutureProduct>(`/future-products/${id}/image`, form)
  })

export const useRemoveFutureProductImage = (id: number) =>
  useFutureProductWrite(() => api.delete<FutureProduct>(`/future-products/${id}/image`))
