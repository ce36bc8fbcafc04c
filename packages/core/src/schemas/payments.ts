import { z } from 'zod'
import { CHECKOUT_PAYMENT_METHODS, ORDER_STATUSES } from '../order-status'

// docs/product/checkout-and-payments.md#paypal (USD, intent capture, the total sent in pesos as
// totalAmountCOP), with docs/product/checkout-and-payments.md#paypal: the body's total is checked against the
// order, never used.

export const PAYPAL_CURRENCY = 'USD' as const
export const PAYMENT_COMPLETED_MESSAGE = '¡Pago completado y pedido creado!'

export const paypalConfigSchema = z.object({
  /** The public client id for the PayPal script; null when PayPal is not configured. */
  clientId: z.string().nullable(),
  currency: z.literal(PAYPAL_CURRENCY),
  intent: z.literal('capture'),
  enabled: z.boolean(),
  /** Pesos per US$ a new PayPal payment uses, so the checkout can show the amount before the button. */
  copPerUsd: z.number(),
})

export const createTransactionInputSchema = z.strictObject({
  orderId: z.uuid({ error: 'Identificador de pedido inválido.' }),
  totalAmountCOP: z
    .number({ error: 'El total en pesos debe ser un número entero.' })
    .int('El total en pesos debe ser un número entero.')
    .nonnegative('El total en pesos debe ser un número entero.'),
})

export const createTransactionSchema = z.object({
  /** The PayPal order id the PayPal button approves. */
  orderID: z.string(),
  /** What PayPal charges, e.g. '30.12' (US$ with two decimals). */
  amountUSD: z.string(),
  /** Pesos per US$ used for the conversion, shown next to the button. */
  copPerUsd: z.number(),
})
export type CreateTransaction = z.infer<typeof createTransactionSchema>

export const captureOrderInputSchema = z.strictObject({
  paypalOrderID: z
    .string({ error: 'Falta el identificador del pago de PayPal.' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'Identificador de pago de PayPal inválido.'),
})

export const captureOrderSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
})

// docs/product/checkout-and-payments.md#payment-window: the shopper gives up paying an online order.
export const cancelUnpaidInputSchema = z.strictObject({
  orderId: z.uuid({ error: 'Identificador de pedido inválido.' }),
})

export const cancelUnpaidSchema = z.object({ message: z.string(), status: z.enum(ORDER_STATUSES) })
export type CancelUnpaid = z.infer<typeof cancelUnpaidSchema>

/** Pesos to US$ with two decimals, rounded to the nearest cent, as PayPal's value string ('30.12'). */
export function copToUsd(pesos: number, copPerUsd: number): string {
  return (Math.round((pesos * 100) / copPerUsd) / 100).toFixed(2)
}

// docs/product/checkout-and-payments.md#payment-methods: which ways to pay the checkout shows.
export const paymentMethodsSchema = z.object({
  methods: z.array(z.enum(CHECKOUT_PAYMENT_METHODS)),
  cod: z.object({ max_total: z.number().nullable(), departamentos: z.array(z.string()).nullable() }),
})

// docs/product/checkout-and-payments.md#wompi: the signed Web Checkout of one order, and its result.
export const wompiCheckoutInputSchema = z.strictObject({
  orderId: z.uuid({ error: 'Identificador de pedido inválido.' }),
})

export const wompiCheckoutSchema = z.object({
  /** Wompi's page for this payment; the browser goes there. */
  url: z.string(),
  reference: z.string(),
  amountInCents: z.number(),
  currency: z.literal('COP'),
})

export const wompiVerifyInputSchema = z.strictObject({
  orderId: z.uuid({ error: 'Identificador de pedido inválido.' }),
  transactionId: z
    .string({ error: 'Falta el identificador de la transacción de Wompi.' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'Identificador de transacción de Wompi inválido.'),
})

export const wompiVerifySchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Wompi's word for the transaction: APPROVED, DECLINED, PENDING, VOIDED or ERROR. */
  transactionStatus: z.string(),
})

/** An event as Wompi posts it; the checksum decides whether it is believed. */
export const wompiEventSchema = z.looseObject({
  event: z.string().max(100),
  data: z.looseObject({}),
  signature: z.object({ properties: z.array(z.string().max(100)).max(20), checksum: z.string().max(128) }),
  timestamp: z.number().int(),
})
