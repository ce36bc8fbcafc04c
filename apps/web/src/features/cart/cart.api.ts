import { queryOptions } from '@tanstack/react-query'
import { LIST_STALE_MS } from '@vitrina/core/constants'
import type { Product } from '@vitrina/core/schemas/catalog'
import { api } from '../../lib/api-client'

export const suggestionKeys = {
  all: ['suggestions'] as const,
  forProducts: (ids: readonly number[]) => [...suggestionKeys.all, ids] as const,
}

// docs/product/cart-and-totals.md#cart-suggestions: four products related to the cart;
// docs/product/cart-and-totals.md#cart-suggestions: suggestions stay fresh for 5 minutes.
export const suggestionsOptions = (productIds: readonly number[]) =>
  queryOptions({
    queryKey: suggestionKeys.forProducts(productIds),
    queryFn: ({ signal }) =>
      api.get<Product[]>('/products/suggestions', {
        query: { ids: productIds.join(',') || undefined },
        signal,
      }),
    staleTime: LIST_STALE_MS,
  })
