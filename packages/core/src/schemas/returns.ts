import { z } from 'zod'
import { MANUAL_REFUND_METHODS, RETURN_STATUSES } from '../returns'
import { RETURN_KINDS } from '../retracto'
import { bodyIdSchema } from './common'

// docs/product/returns.md: a customer's request (lines, units, reason), the staff's steps and what both read.

export const RETURN_REASON_MAX = 1000
const unitsMessage = 'La cantidad a devolver debe ser un número entero mayor que 0.'

export const returnInputSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        order_item_id: bodyIdSchema('Producto del pedido inválido.'),
        quantity: z
          .number({ error: unitsMessage })
          .int(unitsMessage)
          .min(1, unitsMessage)
          .max(999, unitsMessage),
      }),
      { error: 'Elige al menos un producto para devolver.' },
    )
    .min(1, 'Elige al menos un producto para devolver.')
    .max(100, 'Demasiados productos en una devolución.'),
  reason: z
    .string({ error: 'Cuéntanos por qué quieres devolverlo.' })
    .trim()
    .min(5, 'Cuéntanos por qué quieres devolverlo (al menos 5 caracteres).')
    .max(RETURN_REASON_MAX, `El motivo puede tener hasta ${RETURN_REASON_MAX} caracteres.`),
})
export type ReturnInput = z.output<typeof returnInputSchema>

export const returnStatusInputSchema = z
  .strictObject({
    status: z.enum(['aprobada', 'rechazada', 'recibida'], {
      error: 'Estado de devolución no válido: usa aprobada, rechazada o recibida.',
    }),
    note: z.string().trim().max(1000, 'La nota puede tener hasta 1000 caracteres.').optional(),
    /** How a cash-on-delivery or till order's money went back (required for those on 'recibida'). */
    refund_method: z
      .enum(MANUAL_REFUND_METHODS, { error: 'Forma de reembolso no válida: usa efectivo o transferencia.' })
      .optional(),
  })
  .refine((v) => v.status !== 'rechazada' || (v.note !== undefined && v.note.length > 0), {
    message: 'Escribe una nota para el cliente con el motivo del rechazo.',
    path: ['note'],
  })
export type ReturnStatusInput = z.output<typeof returnStatusInputSchema>

export const returnListQuerySchema = z.strictObject({
  status: z.enum(RETURN_STATUSES, { error: 'Estado de devolución no válido.' }).optional(),
  /** One order's returns (the back office's order page). */
  order_id: z.uuid({ error: 'Pedido inválido.' }).optional(),
})

export const returnLineSchema = z.object({
  order_item_id: z.number().int(),
  product_name: z.string(),
  variant_details: z.string().nullable(),
  quantity: z.number().int(),
})

export const returnSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  status: z.enum(RETURN_STATUSES),
  /** 'retracto': Ley 1480 art. 47, shipping refunded, owed by refund_due_at (docs/product/consumer-rights.md). */
  kind: z.enum(RETURN_KINDS),
  refund_due_at: z.string().nullable(),
  reason: z.string(),
  staff_note: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  payment_method: z.string(),
  items: z.array(returnLineSchema),
  /** What goes (or went) back, by the shared money function; shipping only in a retracto. */
  refund_amount: z.number().int(),
  refund_method: z.string().nullable(),
  refund_id: z.string().nullable(),
  /** The staff member who recorded the refund. */
  refunded_by_name: z.string().nullable(),
  refunded_at: z.string().nullable(),
  created_at: z.string(),
})
export type Return = z.infer<typeof returnSchema>
export const returnListSchema = z.array(returnSchema)

/** One order's returns as its customer sees them, with what may still be returned and until when. */
export const orderReturnsSchema = z.object({
  window_days: z.number().int(),
  /** ISO date-time; null until the order is delivered. */
  deadline: z.string().nullable(),
  open: z.boolean(),
  lines: z.array(
    z.object({
      order_item_id: z.number().int(),
      product_name: z.string(),
      variant_details: z.string().nullable(),
      price_per_unit: z.number().int(),
      quantity: z.number().int(),
      /** The line's own IVA, frozen at purchase (docs/decisions/030-iva-by-product.md). */
      tax_amount: z.number().int(),
      /** The line's share of a discount code, kept back by refunds (docs/product/promotions.md#money). */
      discount_amount: z.number().int(),
      /** Units not yet in a request that was not rejected. */
      returnable: z.number().int(),
      /** Units already back in the store (returns marked 'recibida'): the refund of a new one counts from them. */
      received: z.number().int(),
      /** False for a product the merchant marked outside the retracto (perishable, personal hygiene…). */
      withdrawable: z.boolean(),
    }),
  ),
  /** The order's IVA mode, so the form's estimate is the refund the server will record (returnRefund). */
  tax_rate: z.number(),
  tax_included: z.boolean(),
  returns: returnListSchema,
  /** The retracto of a delivered web order: its last day (Bogotá 'YYYY-MM-DD') and whether it may be asked. */
  retracto: z.object({ end_date: z.string().nullable(), open: z.boolean() }),
})
export type OrderReturns = z.infer<typeof orderReturnsSchema>
