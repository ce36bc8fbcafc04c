import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import type { AdminProductListQuery, Product, ProductDetail } from '@vitrina/core/schemas/catalog'
import type { ProductCreate, ProductUpdate, VariantsInput } from '@vitrina/core/schemas/catalog-admin'
import { api, type UploadOptions } from '../../../lib/api-client'
import { categoryKeys, productKeys } from '../catalog.api'

// Staff calls of docs/product/catalogue.md#catalogue-api. Admin keys live under productKeys.all, so one
// invalidation after a write refreshes the back office and the storefront's lists alike.

export type AdminProduct = Product & { is_active: boolean }
export type AdminProductFilters = Pick<AdminProductListQuery, 'search' | 'category' | 'stock'> & {
  page: number
}

export const ADMIN_PAGE_SIZE = 20

export const adminProductKeys = {
  all: [...productKeys.all, 'admin'] as const,
  list: (filters: AdminProductFilters) => [...adminProductKeys.all, 'list', filters] as const,
  detail: (id: number) => [...adminProductKeys.all, 'detail', id] as const,
}

export const adminProductListOptions = (filters: AdminProductFilters) =>
  queryOptions({
    queryKey: adminProductKeys.list(filters),
    queryFn: ({ signal }) =>
      api.getPage<AdminProduct>('/products/admin/all', {
        query: {
          search: filters.search,
          category: filters.category,
          stock: filters.stock,
          limit: ADMIN_PAGE_SIZE,
          offset: (filters.page - 1) * ADMIN_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

/** Staff read hidden products too, always fresh (the server answers no-store). */
export const adminProductDetailOptions = (id: number) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => api.get<ProductDetail>(`/products/${id}`, { signal }),
  })

/** Everything a catalogue write may change: product lists and details, and the categories' counts. */
export function invalidateCatalog(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: productKeys.all }),
    client.invalidateQueries({ queryKey: categoryKeys.all }),
  ])
}

/** After a write the answer is the product as it now is, so the form shows it without another read. */
function useProductWrite<TInput>(mutationFn: (input: TInput) => Promise<ProductDetail>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async (product) => {
      await invalidateCatalog(client)
      client.setQueryData(adminProductKeys.detail(product.id), product)
    },
  })
}

export const useCreateProduct = () =>
  useProductWrite((input: ProductCreate) => api.post<ProductDetail>('/products', input))

export const useUpdateProduct = (id: number) =>
  useProductWrite((input: ProductUpdate) => api.put<ProductDetail>(`/products/${id}`, input))

export const useSaveVariants = (id: number) =>
  useProductWrite((input: VariantsInput) => api.post<ProductDetail>(`/products/${id}/variants`, input))

export const useSetDiscount = () =>
  useProductWrite(({ id, descuento }: { id: number; descuento: number }) =>
    api.put<ProductDetail>(`/products/${id}/discount`, { descuento }),
  )

export const useAddImageUrl = (id: number) =>
  useProductWrite((imageUrl: string) => api.post<ProductDetail>(`/products/${id}/images/url`, { imageUrl }))

export const useUploadImage = (id: number) =>
  useProductWrite(({ file, ...options }: { file: File } & UploadOptions) => {
    const form = new FormData()
    form.append('productImage', file)
    return api.upload<ProductDetail>(`/products/${id}/images`, form, options)
  })

export const useSetPrimaryImage = () =>
  useProductWrite((imageId: number) => api.put<ProductDetail>(`/products/images/${imageId}/primary`))

export const useDeleteImage = () =>
  useProductWrite((imageId: number) => api.delete<ProductDetail>(`/products/images/${imageId}`))

export function useDeleteProduct() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/products/${id}`),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: adminProductKeys.detail(id) })
      return invalidateCatalog(client)
    },
  })
}

/** docs/product/catalogue.md#variant-images: the option value a photo shows, or null to unlink it. */
export const useLinkImageValue = () =>
  useProductWrite(({ imageId, valueId }: { imageId: number; valueId: number | null }) =>
    api.put<ProductDetail>(`/products/images/${imageId}/option-value`, { option_value_id: valueId }),
  )
