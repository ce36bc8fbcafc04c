import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CategoryDiscountResult } from '@vitrina/core/schemas/catalog-admin'
import {
  CATEGORY_IMAGE_FIELD,
  type Category,
  type CategoryInput,
  type CategoryUpdate,
} from '@vitrina/core/schemas/categories'
import { api } from '../../../lib/api-client'
import { categoryKeys } from '../catalog.api'
import { positionChanges } from './category-order'
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
  useCategoryWrite((input: CategoryUpdate) => api.put<Category>(`/categories/${id}`, input))

/** docs/product/catalogue.md#category-image: one file, replacing the category's image. */
export const useUploadCategoryImage = (id: number) =>
  useCategoryWrite((file: File) => {
    const form = new FormData()
    form.append(CATEGORY_IMAGE_FIELD, file)
    return api.upload<Category>(`/categories/${id}/image`, form)
  })

/**
 * docs/product/catalogue.md#category-order: moves a category one place in the list by numbering the list
 * 1..n in its new order and saving only the positions that change.
 */
export const useMoveCategory = () =>
  useCategoryWrite(({ list, id, step }: { list: Category[]; id: number; step: -1 | 1 }) =>
    Promise.all(
      positionChanges(list, id, step).map(({ id: changed, position }) =>
        api.put<Category>(`/categories/${changed}`, { position }),
      ),
    ),
  )

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
