import { z } from 'zod'
import { TAX_CLASSES } from '../tax-classes'
import { CHECKOUT_PAYMENT_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from '../order-status'
import { addressSchema } from './addresses'
import { buyerInputSchema, buyerSchema } from './buyer'
import { bodyIdSchema } from './common'
import { discountCodeTextSchema } from './discount-codes'
import { paginationQueryFields } from './pagination'
import { orderFiscalDocumentSchema } from './fiscal-documents'

// docs/product/orders.md#order-entity, docs/product/orders.md#order-creation and
// docs/product/orders.md#no-oversell and docs/product/orders.md#server-decides-money: the client sends what
// it wants to buy; prices, totals and status are the server's.

export const ORDER_CREATED_MESSAGE = '¡Pedido realizado con éxito!'
export const ORDER_LINES_MAX = 100
export const ORDER_QUANTITY_MAX = 999
export const ORDERS_DEFAULT_LIMIT = 20
export const ORDERS_MAX_LIMIT = 100

const ADDRESS_REQUIRED = 'Por favor, selecciona una dirección de envío.'
const quantityMessage = `La cantidad debe ser un número entero entre 1 y ${ORDER_QUANTITY_MAX}.`

export const orderLineInputSchema = z.strictObject({
  productId: bodyIdSchema('Identificador de producto inválido.'),
  variantId: bodyIdSchema('Identificador de variante inválido.').nullish(),
  quantity: z
    .number({ error: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(ORDER_QUANTITY_MAX, quantityMessage),
})

export const orderInputSchema = z.strictObject({
  shipping_address_id: bodyIdSchema(ADDRESS_REQUIRED),
  items: z
    .array(orderLineInputSchema, { error: 'Tu carrito está vacío.' })
    .min(1, 'Tu carrito está vacío.')
    .max(ORDER_LINES_MAX, `Un pedido puede tener hasta ${ORDER_LINES_MAX} productos distintos.`),
  payment_method: z
    .enum(CHECKOUT_PAYMENT_METHODS, {
      error: 'Método de pago no válido: usa contra_entrega, paypal o wompi.',
    })
    .default('contra_entrega'),
  /**
   * Who the invoice names (docs/product/checkout-and-payments.md#buyer): an identified buyer or
   * `{ final_consumer: true }`; without it, the final consumer.
   */
  buyer: buyerInputSchema.optional(),
  /** A discount code as typed (docs/product/promotions.md): spaces and case do not matter. */
  discount_code: discountCodeTextSchema.optional(),
  /** The total the checkout showed; the server recomputes it and refuses a different one (409). */
  expected_total: z
    .number({ error: 'El total esperado debe ser un número entero de pesos.' })
    .int('El total esperado debe ser un número entero de pesos.')
    .nonnegative('El total esperado debe ser un número entero de pesos.')
    .optional(),
})
export type OrderInput = z.output<typeof orderInputSchema>

/** The optional Idempotency-Key header (docs/product/checkout-and-payments.md#idempotency). */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'La clave Idempotency-Key debe tener entre 1 y 200 caracteres visibles.')
    .optional(),
})

export const orderIdParamsSchema = z.strictObject({
  orderId: z.uuid({ error: 'Identificador de pedido inválido.' }),
})

/** The number people say on the phone (#1001), sequential per store (docs/product/orders.md#order-number). */
const orderNumberSchema = z.number().int()

export const orderCreatedSchema = z.object({
  orderId: z.string(),
  order_number: orderNumberSchema,
  message: z.string(),
  /** When an unpaid PayPal or Wompi order gives its stock back; null for cash on delivery. */
  payment_due_at: z.string().nullable(),
})
export type OrderCreated = z.infer<typeof orderCreatedSchema>

const statusSchema = z.enum(ORDER_STATUSES)
const paymentMethodSchema = z.enum(PAYMENT_METHODS)

export const taxBreakdownEntrySchema = z.object({
  kind: z.enum(['gravado', 'exento', 'excluido']),
  rate: z.number(),
  base: z.number().int(),
  tax: z.number().int(),
})

export const orderItemSchema = z.object({
  product_id: z.number().int().nullable(),
  variant_id: z.number().int().nullable(),
  product_name: z.string(),
  /** 'Talla: M / Color: Rojo', frozen at purchase; null for a product without options. */
  variant_details: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  /** What the shopper paid per unit (discounts applied). */
  price_per_unit: z.number().int(),
  list_price: z.number().int(),
  image_url: z.string().nullable(),
  /** The IVA class, rate (e.g. 0.19) and IVA of the whole line, frozen at purchase (docs/decisions/030-iva-by-product.md). */
  tax_class: z.enum(TAX_CLASSES),
  tax_rate: z.number(),
  tax_amount: z.number().int(),
  /** The line's share of the order's discount code, before IVA (docs/product/promotions.md#money). */
  discount_amount: z.number().int(),
})
export type OrderItem = z.infer<typeof orderItemSchema>

/**
 * A row of 'Mi Historial de Pedidos' (docs/product/orders.md#order-history), items included for the
 * expandable row.
 */
export const orderSummarySchema = z.object({
  id: z.string(),
  order_number: orderNumberSchema,
  order_date: z.string(),
  total_amount: z.number().int(),
  status: statusSchema,
  payment_method: paymentMethodSchema,
  /**
   * docs/product/checkout-and-payments.md#payment-window: until when an unpaid PayPal or Wompi order holds its
   * stock; null for the other methods.
   */
  payment_due_at: z.string().nullable(),
  items: z.array(orderItemSchema),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>
export const orderSummaryListSchema = z.array(orderSummarySchema)

/**
 * A step of the order's history as its customer sees it: the message staff wrote for them
 * (docs/product/orders.md#customer-messages), never the internal note.
 */
export const orderStatusEntrySchema = z.object({
  status: statusSchema,
  customer_message: z.string().nullable(),
  created_at: z.string(),
})

/** The staff's history step: the internal note too. */
export const adminOrderStatusEntrySchema = orderStatusEntrySchema.extend({ note: z.string().nullable() })

export const orderPaymentSchema = z.object({
  provider: paymentMethodSchema,
  status: z.string(),
  amount_cop: z.number().int(),
  amount_usd: z.string().nullable(),
  currency: z.string(),
  created_at: z.string(),
})

export const orderDetailSchema = orderSummarySchema.extend({
  channel: z.enum(['web', 'pos']),
  subtotal: z.number().int(),
  discount_total: z.number().int(),
  /** The discount code used, or null, and what it gave: goods before IVA plus any shipping it waived. */
  discount_code: z.string().nullable(),
  discount_amount: z.number().int(),
  shipping_cost: z.number().int(),
  /** The IVA fraction applied, e.g. '0.1900' (0 when tax was off). */
  tax_rate: z.string(),
  tax_amount: z.number().int(),
  /** True when the prices included IVA: tax_amount is contained in the total, not added to it. */
  tax_included: z.boolean(),
  /** One entry per rate: 'gravado' at its rate, then 'exento' (0%) and 'excluido' (no IVA) with their base. */
  tax_breakdown: z.array(taxBreakdownEntrySchema),
  /** The shipping zone the address fell in and its delivery estimate; null for the flat cost. */
  shipping_zone: z.string().nullable(),
  shipping_estimate: z.string().nullable(),
  /** The COP per US$ rate of a PayPal payment, once its PayPal order exists. */
  cop_per_usd: z.string().nullable(),
  paid_at: z.string().nullable(),
  shipping_address: addressSchema.omit({ is_default: true }).nullable(),
  /** Who the invoice names, frozen with the order; `{ final_consumer: true }` when nobody was identified. */
  buyer: buyerSchema,
  status_history: z.array(orderStatusEntrySchema),
  payments: z.array(orderPaymentSchema),
  /** Its electronic documents (docs/product/fiscal.md#documentos): factura or POS, and credit notes. */
  fiscal_documents: z.array(orderFiscalDocumentSchema),
})
export type OrderDetail = z.infer<typeof orderDetailSchema>

/** POST /api/orders/{id}/cancel (docs/product/orders.md#customer-cancellation): what happened, in Spanish. */
export const orderCancelledSchema = z.object({ message: z.string(), status: statusSchema })
export type OrderCancelled = z.infer<typeof orderCancelledSchema>

export const orderListQuerySchema = z.strictObject({ ...paginationQueryFields(ORDERS_MAX_LIMIT) })

const dateOnly = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `La fecha ${name} debe tener el formato AAAA-MM-DD.`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `La fecha ${name} no es válida.`)
    .optional()

export const ORDER_DATE_RANGE_MESSAGE = 'La fecha inicial no puede ser posterior a la final.'

export const adminOrderListQuerySchema = z
  .strictObject({
    status: z
      .enum(ORDER_STATUSES, {
        error: 'Estado no válido: usa pendiente, pagado, en_preparacion, enviado, entregado o cancelado.',
      })
      .optional(),
    /** Inclusive calendar days in Bogotá time. */
    from: dateOnly('inicial'),
    to: dateOnly('final'),
    /** An order number ('#1001' or '1001'), the old code (last 6 characters of the id), a name or e-mail. */
    search: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres.').optional(),
    ...paginationQueryFields(ORDERS_MAX_LIMIT),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: ORDER_DATE_RANGE_MESSAGE,
    path: ['to'],
  })
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>

const customerFields = {
  user_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
}

export const adminOrderSummarySchema = orderSummarySchema.extend({
  ...customerFields,
  channel: z.enum(['web', 'pos']),
})
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>
export const adminOrderSummaryListSchema = z.array(adminOrderSummarySchema)

export const adminOrderDetailSchema = orderDetailSchema.extend({
  ...customerFields,
  status_history: z.array(adminOrderStatusEntrySchema),
  /** The moves staff may make from here (docs/product/orders.md#status-transitions). */
  next_statuses: z.array(statusSchema),
})
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>

export const orderStatusInputSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, {
    error: 'Estado no válido: usa pendiente, pagado, en_preparacion, enviado, entregado o cancelado.',
  }),
  /** Staff only: kept in the staff's history, never e-mailed nor shown to the customer. */
  note: z.string().trim().max(500, 'La nota puede tener hasta 500 caracteres.').optional(),
  /** E-mailed to the customer with the change and shown in their order's history. */
  customer_message: z
    .string()
    .trim()
    .max(500, 'El mensaje para el cliente puede tener hasta 500 caracteres.')
    .optional(),
})
export type OrderStatusInput = z.infer<typeof orderStatusInputSchema>
