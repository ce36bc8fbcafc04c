import { z } from 'zod'

// docs/product/payment-alerts.md: a payment that did not fit its order, as the dashboard lists it.

export const PAYMENT_ISSUE_KINDS = [
  'amount',
  'currency',
  'reference',
  'cancelled_order',
  'duplicate',
] as const
export type PaymentIssueKind = (typeof PAYMENT_ISSUE_KINDS)[number]

export const PAYMENT_ISSUE_LABELS: Record<PaymentIssueKind, string> = {
  amount: 'Monto distinto al del pedido',
  currency: 'Moneda distinta',
  reference: 'Referencia que no es del pedido',
  cancelled_order: 'Pago de un pedido cancelado',
  duplicate: 'Segundo pago del mismo pedido',
}

export const paymentIssueSchema = z.object({
  id: z.number().int(),
  order_id: z.string().nullable(),
  provider: z.string(),
  provider_ref: z.string(),
  kind: z.enum(PAYMENT_ISSUE_KINDS),
  detail: z.string(),
  /** What happened to the money: the refund's provider id, or null when staff must act. */
  refund_id: z.string().nullable(),
  refund_note: z.string().nullable(),
  created_at: z.string(),
})
export type PaymentIssue = z.infer<typeof paymentIssueSchema>
export const paymentIssueListSchema = z.array(paymentIssueSchema)
