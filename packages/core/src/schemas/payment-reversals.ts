import { z } from 'zod'
import { REVERSAL_CAUSES, REVERSAL_STATUSES } from '../payment-reversal'

// docs/product/consumer-rights.md#reversion-del-pago: the customer's request, the staff's answer and what
// both read.

export const REVERSAL_TEXT_MAX = 2000

export const paymentReversalInputSchema = z.strictObject({
  cause: z.enum(REVERSAL_CAUSES, {
    error: 'Elige el motivo: no_recibido, no_corresponde, fraude o defectuoso.',
  }),
  description: z
    .string({ error: 'Cuéntanos qué pasó.' })
    .trim()
    .min(10, 'Cuéntanos qué pasó (al menos 10 caracteres).')
    .max(REVERSAL_TEXT_MAX, `La descripción puede tener hasta ${REVERSAL_TEXT_MAX} caracteres.`),
  learned_on: z
    .string({ error: 'Indica la fecha en que conociste el motivo.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Indica la fecha en que conociste el motivo (AAAA-MM-DD).')
    .refine((v) => {
      const parsed = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(v)
    }, 'La fecha en que conociste el motivo no es válida.'),
})
export type PaymentReversalInput = z.output<typeof paymentReversalInputSchema>

export const reversalRejectInputSchema = z.strictObject({
  reason: z
    .string({ error: 'Escribe el motivo del rechazo.' })
    .trim()
    .min(5, 'Escribe el motivo del rechazo (al menos 5 caracteres).')
    .max(REVERSAL_TEXT_MAX, `El motivo puede tener hasta ${REVERSAL_TEXT_MAX} caracteres.`),
})

export const paymentReversalSchema = z.object({
  id: z.number(),
  number: z.string(),
  order_id: z.string(),
  cause: z.enum(REVERSAL_CAUSES),
  description: z.string(),
  learned_on: z.string(),
  status: z.enum(REVERSAL_STATUSES),
  amount: z.number(),
  due_date: z.string(),
  answer: z.string().nullable(),
  /** The provider's refund id once the money went back. */
  refund_id: z.string().nullable(),
  /** What happened to the refund: the provider's id, or why staff must still refund it by hand. */
  refund_note: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
})
export type PaymentReversal = z.infer<typeof paymentReversalSchema>

/** Staff's list: who asked, and whether the due day passed unanswered. */
export const adminPaymentReversalSchema = paymentReversalSchema.extend({
  customer_email: z.string().nullable(),
  overdue: z.boolean(),
})
export type AdminPaymentReversal = z.infer<typeof adminPaymentReversalSchema>

/** The customer's answer: the request, and whether it was just filed (201) or already open (200). */
export const reversalAnswerSchema = z.object({ message: z.string(), reversal: paymentReversalSchema })
export const orderReversalListSchema = z.array(paymentReversalSchema)
export const adminReversalListSchema = z.array(adminPaymentReversalSchema)
