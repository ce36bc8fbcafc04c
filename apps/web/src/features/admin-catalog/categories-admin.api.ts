import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CategoryDiscountResult } from '@vitrina/core/schemas/catalog-admin'
import type { Category, CategoryInput } from '@vitrina/core/schemas/categories'
import { api } from '../../lib/api-client'
import { categoryKeys } from '../catalog/catalog.api'
import { invalidateCatalog } from './products-admin.api'

// Staff calls of docs/product/catalogue.md#categories, plus the delete and the category discount the back
// office needs. The list itself is the storefront's categoryListOptions (one list, one cache).

function useCategoryWrite<TInput, TAnswer>(mutationFn: (input: TInput) => Promise<TAnswer>) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => invalidateCatalog(client) })
}

export const useCreateCategory = () =>
  useCategoryWrite((input: CategoryInput) => api.post<Category>('/categories', input))

export const useUpdateCategory = (id: number) =>
  useCategoryWrite((input: CategoryInput) => api.put<Category>(`/categories/${id}`, input))

export const useDeleteCategory = () =>
  useCategoryWrite((id: number) => api.delete<{ message: string }>(`/categories/${id}`))

export const useCategoryDiscount = () =>
  useCategoryWrite(({ id, descuento }: { id: number; descuento: number }) =>
    api.put<CategoryDiscountResult>(`/categories/${id}/discount`, { descuento }),
  )

export const categoryDetailOptions = (id: number) =>
  queryOptions({
    queryKey: [...categoryKeys.all, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<Category>(`/categories/${id}`, { signal }),
  })
