import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { FEATURED_PRODUCTS_LIMIT, LIST_STALE_MS } from '@vitrina/core/constants'
import type { Product, ProductDetail } from '@vitrina/core/schemas/catalog'
import type { Category } from '@vitrina/core/schemas/categories'
import type { FutureProduct } from '@vitrina/core/schemas/future-products'
import type { ShippingInfo } from '@vitrina/core/schemas/shipping'
import { api } from '../../lib/api-client'
import type { ShopQuery } from './shop-filters'

// Types only from the schema files: the zod rules would add ~25 KB to the storefront's first download.

/** How many products the header search shows. */
const SEARCH_RESULTS = 6
/** Catalogue reads change only when staff edit them; a minute keeps browsing instant without going stale. */
const CATALOG_STALE_MS = 60_000

export const productKeys = {
  all: ['products'] as const,
  list: (query: ShopQuery) => [...productKeys.all, 'list', query] as const,
  search: (text: string) => [...productKeys.all, 'search', text] as const,
  featured: () => [...productKeys.all, 'featured'] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  slug: (slug: string) => [...productKeys.all, 'slug', slug] as const,
}

export const productListOptions = (query: ShopQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => api.getPage<Product>('/products', { query, signal }),
    staleTime: CATALOG_STALE_MS,
    // The grid keeps the previous page on screen while the next one loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  })

/** docs/product/search.md#header-search: runs only for non-empty text (the caller debounces it). */
export const productSearchOptions = (text: string) =>
  queryOptions({
    queryKey: productKeys.search(text),
    queryFn: ({ signal }) =>
      api.get<Product[]>('/products', { query: { search: text, limit: SEARCH_RESULTS }, signal }),
    enabled: text !== '',
    staleTime: CATALOG_STALE_MS,
  })

export const featuredProductsOptions = () =>
  queryOptions({
    queryKey: productKeys.featured(),
    queryFn: ({ signal }) =>
      api.get<Product[]>('/products/featured', { query: { limit: FEATURED_PRODUCTS_LIMIT }, signal }),
    staleTime: CATALOG_STALE_MS,
  })

export const productDetailOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.get<ProductDetail>(`/products/${id}`, { signal }),
    staleTime: CATALOG_STALE_MS,
  })

export const productBySlugOptions = (slug: string) =>
  queryOptions({
    queryKey: productKeys.slug(slug),
    queryFn: ({ signal }) => api.get<ProductDetail>(`/products/slug/${encodeURIComponent(slug)}`, { signal }),
    staleTime: CATALOG_STALE_MS,
  })

export const categoryKeys = { all: ['categories'] as const }

export const categoryListOptions = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => api.get<Category[]>('/categories', { signal }),
    staleTime: LIST_STALE_MS,
  })

export const futureProductKeys = { all: ['future-products'] as const }

// docs/product/catalogue.md#future-products: future products stay fresh for 5 minutes.
export const futureProductsOptions = () =>
  queryOptions({
    queryKey: futureProductKeys.all,
    queryFn: ({ signal }) => api.get<FutureProduct[]>('/future-products', { signal }),
    staleTime: LIST_STALE_MS,
  })

export const shippingKeys = { all: ['shipping'] as const }

export const shippingInfoOptions = () =>
  queryOptions({
    queryKey: shippingKeys.all,
    queryFn: ({ signal }) => api.get<ShippingInfo[]>('/shipping', { signal }),
    staleTime: LIST_STALE_MS,
  })
