import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Review } from '@vitrina/core/schemas/catalog'
import type { ReviewInput } from '@vitrina/core/schemas/reviews'
import { api } from '../../lib/api-client'
import { productKeys } from './catalog.api'

/**
 * docs/product/catalogue.md#reviews: POST /api/products/{productId}/reviews; the product (and its lists'
 * ratings) refresh after.
 */
export function useSubmitReview(productId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewInput) => api.post<Review>(`/products/${productId}/reviews`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  })
}
