import { queryOptions } from '@tanstack/react-query'
import type { OrderCreated, OrderInput } from '@vitrina/core/schemas/orders'
import type { PaymentMethodsInfo } from '@vitrina/core/payment-methods'
import type {
  CreateTransaction,
  paypalConfigSchema,
  wompiCheckoutSchema,
  wompiVerifySchema,
} from '@vitrina/core/schemas/payments'
import type { z } from 'zod'
import { api } from '../../lib/api-client'

type PaypalConfig = z.infer<typeof paypalConfigSchema>

/** docs/product/checkout-and-payments.md#payment-methods: the ways to pay that are on. */
export const paymentMethodsOptions = () =>
  queryOptions({
    queryKey: ['payments', 'methods'] as const,
    queryFn: ({ signal }) => api.get<PaymentMethodsInfo>('/payments/methods', { signal }),
    staleTime: 60_000,
  })

export const paypalConfigOptions = () =>
  queryOptions({
    queryKey: ['payments', 'paypal', 'config'] as const,
    queryFn: ({ signal }) => api.get<PaypalConfig>('/payments/paypal/config', { signal }),
    staleTime: 10 * 60_000,
  })

/**
 * docs/product/orders.md#order-creation POST /api/orders, with the attempt's Idempotency-Key; answers the new
 * (or same) order's id.
 */
export const createOrder = (request: OrderInput, idempotencyKey: string) =>
  api.post<OrderCreated>('/orders', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  })

/**
 * The PayPal order for a store order; the total in pesos is only checked by the server
 * (docs/product/checkout-and-payments.md#paypal).
 */
export const createPaypalTransaction = (orderId: string, totalAmountCOP: number) =>
  api.post<CreateTransaction>('/payments/paypal/create-transaction', { orderId, totalAmountCOP })

export const capturePaypalOrder = (paypalOrderID: string) =>
  api.post<{ message: string; orderId: string }>('/payments/paypal/capture-order', { paypalOrderID })

/** docs/product/checkout-and-payments.md#wompi: the signed Web Checkout of a store order. */
export const startWompiCheckout = (orderId: string) =>
  api.post<z.infer<typeof wompiCheckoutSchema>>('/payments/wompi/checkout', { orderId })

/** Back from Wompi with ?id=: the server reads the transaction from Wompi and records it. */
export const verifyWompiPayment = (orderId: string, transactionId: string) =>
  api.post<z.infer<typeof wompiVerifySchema>>('/payments/wompi/verify', { orderId, transactionId })
