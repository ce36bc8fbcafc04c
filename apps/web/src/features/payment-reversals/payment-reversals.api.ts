import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AdminPaymentReversal,
  PaymentReversal,
  PaymentReversalInput,
} from '@vitrina/core/schemas/payment-reversals'
import { api } from '../../lib/api-client'

// docs/product/consumer-rights.md#reversion-del-pago: POST /api/orders/{id}/payment-reversal, GET
// /api/orders/{id}/payment-reversals, GET /api/admin/payment-reversals, POST .../{id}/accept|reject.

export const reversalKeys = {
  all: ['payment-reversals'] as const,
  order: (token: string | null, orderId: string) => [...reversalKeys.all, token, orderId] as const,
  admin: () => [...reversalKeys.all, 'admin'] as const,
}

export const orderReversalsOptions = (token: string | null, orderId: string) =>
  queryOptions({
    queryKey: reversalKeys.order(token, orderId),
    queryFn: ({ signal }) => api.get<PaymentReversal[]>(`/orders/${orderId}/payment-reversals`, { signal }),
  })

export function useRequestReversal(token: string | null, orderId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: PaymentReversalInput) =>
      api.post<{ message: string; reversal: PaymentReversal }>(`/orders/${orderId}/payment-reversal`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: reversalKeys.order(token, orderId) }),
  })
}

export const adminReversalsOptions = () =>
  queryOptions({
    queryKey: reversalKeys.admin(),
    queryFn: ({ signal }) => api.get<AdminPaymentReversal[]>('/admin/payment-reversals', { signal }),
  })

/** Accept (no body) or reject with a reason. */
export function useAnswerReversal(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { action: 'accept' } | { action: 'reject'; reason: string }) =>
      input.action === 'accept'
        ? api.post<PaymentReversal>(`/admin/payment-reversals/${id}/accept`)
        : api.post<PaymentReversal>(`/admin/payment-reversals/${id}/reject`, { reason: input.reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: reversalKeys.all }),
  })
}
