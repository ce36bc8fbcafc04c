import { useMutation } from '@tanstack/react-query'
import { api } from '../../lib/api-client'

export type StockNotificationRequest = { productId: number; variantId?: number | null; email: string }

/** docs/product/catalogue.md#back-in-stock: POST /api/notifications answers { message }. */
export function useStockNotification() {
  return useMutation({
    mutationFn: (input: StockNotificationRequest) => api.post<{ message?: string }>('/notifications', input),
  })
}
