import { z } from 'zod'
import { TAX_CLASSES } from '../tax-classes'
import { buyerInputSchema } from './buyer'
import { ORDER_QUANTITY_MAX, ORDER_LINES_MAX, adminOrderDetailSchema, orderLineInputSchema } from './orders'

// docs/product/back-office.md#point-of-sale (/admin/pos): the till sells from the shop's own stock through
// the same order code as the online checkout; the sale is paid and handed over at once (channel 'pos').

export const POS_PAYMENT_METHODS = ['efectivo', 'tarjeta', 'transferencia'] as const
export type PosPaymentMethod = (typeof POS_PAYMENT_METHODS)[number]

export const POS_CASH_MAX = 1_000_000_000
export const POS_SEARCH_LIMIT = 12

export const POS_MESSAGES = {
  emptyTicket: 'Agrega al menos un producto al ticket.',
  method: 'Método de pago no válido: usa efectivo, tarjeta o transferencia.',
  cashRequired: 'Ingresa el efectivo recibido.',
  cashAmount: 'El efectivo recibido debe ser un número entero de pesos.',
  cashShort: 'El efectivo recibido no alcanza para el total.',
  customer: 'Cliente no válido.',
} as const

export const posSaleInputSchema = z
  .strictObject({
    items: z
      .array(orderLineInputSchema, { error: POS_MESSAGES.emptyTicket })
      .min(1, POS_MESSAGES.emptyTicket)
      .max(ORDER_LINES_MAX, `Un ticket puede tener hasta ${ORDER_LINES_MAX} productos distintos.`),
    payment_method: z.enum(POS_PAYMENT_METHODS, { error: POS_MESSAGES.method }),
    /** Cash handed over; required for efectivo, and never below the total (checked by the server). */
    amount_received: z
      .number({ error: POS_MESSAGES.cashAmount })
      .int(POS_MESSAGES.cashAmount)
      .min(0, POS_MESSAGES.cashAmount)
      .max(POS_CASH_MAX, POS_MESSAGES.cashAmount)
      .nullish(),
    customer_id: z.uuid({ error: POS_MESSAGES.customer }).nullish(),
    /** Who the POS document or invoice names (docs/product/checkout-and-payments.md#buyer); none: final consumer. */
    buyer: buyerInputSchema.optional(),
  })
  .superRefine((sale, ctx) => {
    if (sale.payment_method === 'efectivo' && (sale.amount_received ?? null) === null)
      ctx.addIssue({ code: 'custom', path: ['amount_received'], message: POS_MESSAGES.cashRequired })
  })
export type PosSaleInput = z.infer<typeof posSaleInputSchema>

export const posSaleSchema = z.object({
  order: adminOrderDetailSchema,
  /** Cash handed over and the change given back (efectivo only). */
  amount_received: z.number().int().nullable(),
  change: z.number().int().nullable(),
})
export type PosSale = z.infer<typeof posSaleSchema>

export const posSearchQuerySchema = z.strictObject({
  search: z
    .string({ error: 'Escribe un nombre o un SKU.' })
    .trim()
    .min(1, 'Escribe un nombre o un SKU.')
    .max(100, 'La búsqueda no puede superar 100 caracteres.'),
})

const price = { price: z.number().int(), discount_price: z.number().int().nullable() }

export const posVariantSchema = z.object({
  id: z.number().int(),
  /** 'M / Rojo', in the options' order. */
  label: z.string(),
  sku: z.string().nullable(),
  ...price,
  stock: z.number().int(),
})
export type PosVariant = z.infer<typeof posVariantSchema>

export const posProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  ...price,
  /** The IVA class its variants inherit: the ticket's totals charge each line at its rate. */
  tax_class: z.enum(TAX_CLASSES),
  /** The product's own stock, or the sum of its variants'. */
  stock: z.number().int(),
  image_url: z.string().nullable(),
  variants: z.array(posVariantSchema),
  /** The search was exactly this product's or one of its variants' SKU (a barcode scan). */
  exact: z.boolean(),
  /** The variant whose SKU was scanned. */
  matched_variant_id: z.number().int().nullable(),
})
export type PosProduct = z.infer<typeof posProductSchema>
export const posProductListSchema = z.array(posProductSchema)

export const posCustomerSchema = z.object({ id: z.string(), username: z.string(), email: z.string() })
export type PosCustomer = z.infer<typeof posCustomerSchema>
export const posCustomerListSchema = z.array(posCustomerSchema)

/** The most of one line a ticket accepts (the online limit). */
export const POS_QUANTITY_MAX = ORDER_QUANTITY_MAX
