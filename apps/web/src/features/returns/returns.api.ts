import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReturnStatus } from '@vitrina/core/returns'
import type { PaymentIssue } from '@vitrina/core/schemas/payment-issues'
import type { OrderReturns, Return, ReturnInput, ReturnStatusInput } from '@vitrina/core/schemas/returns'
import { api } from '../../lib/api-client'

// docs/product/returns.md (GET/POST /api/orders/{id}/returns, GET /api/admin/returns, PUT
// /api/admin/returns/{id}/status) and docs/product/payment-alerts.md#list.

export const returnKeys = {
  all: ['returns'] as const,
  order: (token: string | null, orderId: string) => [...returnKeys.all, token, orderId] as const,
  admin: ['admin-returns'] as const,
  adminList: (status: ReturnStatus | undefined) => [...returnKeys.admin, status ?? 'todas'] as const,
  adminOrder: (orderId: string) => [...returnKeys.admin, 'pedido', orderId] as const,
  paymentIssues: ['payment-issues'] as const,
}

export const orderReturnsOptions = (token: string | null, orderId: string) =>
  queryOptions({
    queryKey: returnKeys.order(token, orderId),
    queryFn: ({ signal }) => api.get<OrderReturns>(`/orders/${orderId}/returns`, { signal }),
  })

export function useRequestReturn(token: string | null, orderId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ReturnInput) => api.post<Return>(`/orders/${orderId}/returns`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: returnKeys.order(token, orderId) }),
  })
}

/** docs/product/consumer-rights.md#retracto: POST /api/orders/{id}/retracto (201 new, 200 already asked). */
export function useRequestRetracto(token: string | null, orderId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<Return>(`/orders/${orderId}/retracto`),
    onSuccess: () => client.invalidateQueries({ queryKey: returnKeys.order(token, orderId) }),
  })
}

export const adminReturnsOptions = (status: ReturnStatus | undefined) =>
  queryOptions({
    queryKey: returnKeys.adminList(status),
    queryFn: ({ signal }) => api.get<Return[]>('/admin/returns', { query: status ? { status } : {}, signal }),
  })

/** The returns of one order, for its back-office page. */
export const adminOrderReturnsOptions = (orderId: string) =>
  queryOptions({
    queryKey: returnKeys.adminOrder(orderId),
    queryFn: ({ signal }) => api.get<Return[]>('/admin/returns', { query: { order_id: orderId }, signal }),
  })

/** A step on a return; `onMoved` lets the page that shows it refresh what the step changed (the order). */
export function useMoveReturn(id: number, onMoved?: () => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ReturnStatusInput) => api.put<Return>(`/admin/returns/${id}/status`, input),
    onSuccess: async () => {
      onMoved?.()
      await client.invalidateQueries({ queryKey: returnKeys.admin })
    },
  })
}

export const paymentIssuesOptions = () =>
  queryOptions({
    queryKey: returnKeys.paymentIssues,
    queryFn: ({ signal }) => api.get<PaymentIssue[]>('/admin/payment-issues', { signal }),
  })
