import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { receiptFileName } from '@vitrina/core/format'
import type { OrderCancelled, OrderDetail, OrderSummary } from '@vitrina/core/schemas/orders'
import type { CancelUnpaid } from '@vitrina/core/schemas/payments'
import { toast } from '../../lib/toast'
import { api } from '../../lib/api-client'
import { saveFile } from '../../lib/save-file'
import { useStoreName } from '../settings'

/** 'Mi Historial de Pedidos' shows this many orders per page. */
export const ORDERS_PAGE_SIZE = 10

export const orderKeys = {
  all: ['orders'] as const,
  // Keyed by token so one customer never sees the previous one's orders on a shared device.
  list: (token: string | null, page: number) => [...orderKeys.all, token, 'list', page] as const,
  detail: (token: string | null, id: string) => [...orderKeys.all, token, 'detail', id] as const,
}

/**
 * docs/product/orders.md#order-history GET /api/orders: own orders, newest first, one page at a time (total
 * in X-Total-Count).
 */
export const orderListOptions = (token: string | null, page: number) =>
  queryOptions({
    queryKey: orderKeys.list(token, page),
    queryFn: ({ signal }) =>
      api.getPage<OrderSummary>('/orders', {
        query: { limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE },
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  })

export const orderDetailOptions = (token: string | null, id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(token, id),
    queryFn: ({ signal }) => api.get<OrderDetail>(`/orders/${id}`, { signal }),
    enabled: token !== null,
  })

/**
 * docs/product/orders.md#receipts GET /api/receipts/download/{orderId}, saved as recibo-{brand}-{number}.pdf;
 * docs/product/orders.md#receipts on failure.
 */
export function useDownloadReceipt() {
  const storeName = useStoreName()
  return useMutation({
    mutationFn: async (order: Pick<OrderSummary, 'id' | 'order_number'>) => {
      const pdf = await api.getFile(`/receipts/download/${order.id}`, 'application/pdf')
      saveFile(pdf, receiptFileName(storeName, order.order_number))
    },
    onError: () => toast.error('No se pudo descargar el recibo.'),
  })
}

/**
 * docs/product/checkout-and-payments.md#payment-window POST /api/payments/cancel-order: the shopper gives up
 * paying an online order, and its products go back to the store at once.
 */
export const cancelUnpaidOrder = (orderId: string) =>
  api.post<CancelUnpaid>('/payments/cancel-order', { orderId })

export function useCancelUnpaidOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: cancelUnpaidOrder,
    onSuccess: ({ message }) => {
      toast.success(message)
      void client.invalidateQueries({ queryKey: orderKeys.all })
    },
  })
}

/**
 * docs/product/orders.md#customer-cancellation POST /api/orders/{id}/cancel: the customer cancels an order
 * staff have not started preparing; the stock goes back and an online payment is refunded.
 */
export function useCancelOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (orderId: string) => api.post<OrderCancelled>(`/orders/${orderId}/cancel`),
    onSuccess: ({ message }) => {
      toast.success(message)
      void client.invalidateQueries({ queryKey: orderKeys.all })
    },
  })
}
