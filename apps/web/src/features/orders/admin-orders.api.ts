import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderStatus } from '@vitrina/core/order-status'
import type { AdminOrderDetail, AdminOrderSummary } from '@vitrina/core/schemas/orders'
import { api } from '../../lib/api-client'
import { productKeys } from '../catalog'
import type { OrderListQuery } from './order-filters'

// docs/product/orders.md#admin-orders (GET /api/admin/orders, GET /api/admin/orders/{id}, PUT
// /api/admin/orders/{id}/status).

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...adminOrderKeys.lists(), query] as const,
  detail: (id: string) => [...adminOrderKeys.all, 'detail', id] as const,
}

export const adminOrderListOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ signal }) => api.getPage<AdminOrderSummary>('/admin/orders', { query, signal }),
    // The table stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  })

export const adminOrderDetailOptions = (id: string) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminOrderDetail>(`/admin/orders/${id}`, { signal }),
  })

export type OrderStatusChange = { status: OrderStatus; note?: string; customer_message?: string }

/** A move of the transition table; the answer is the order as it now stands. */
export function useUpdateOrderStatus(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: OrderStatusChange) =>
      api.put<AdminOrderDetail>(`/admin/orders/${id}/status`, change),
    onSuccess: (order) => {
      client.setQueryData(adminOrderKeys.detail(id), order)
      void client.invalidateQueries({ queryKey: adminOrderKeys.lists() })
      // A cancellation puts stock back on the shelves.
      if (order.status === 'cancelado') void client.invalidateQueries({ queryKey: productKeys.all })
    },
    // Someone else moved it first (409): show the order as it really is now.
    onError: () => void client.invalidateQueries({ queryKey: adminOrderKeys.detail(id) }),
  })
}
