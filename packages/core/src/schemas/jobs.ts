import { z } from 'zod'
import { paginationQueryFields } from './pagination'

// docs/operations.md#failed-jobs: staff (Administrador) see background jobs, filter by status and retry a
// failed one. Payloads (addresses, links) are never shown.

export const JOBS_DEFAULT_LIMIT = 20
export const JOBS_MAX_LIMIT = 100

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** What staff read for each status. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  queued: 'En cola',
  running: 'En curso',
  done: 'Terminada',
  failed: 'Fallida',
}

/** What staff read for each kind of job; an unknown kind shows as written. */
export const JOB_KIND_LABELS: Record<string, string> = {
  'mail.order-placed': 'Correo: pedido recibido',
  'mail.order-status': 'Correo: cambio de estado de un pedido',
  'mail.back-in-stock': 'Correo: producto disponible de nuevo',
  'mail.contact-reply': 'Correo: respuesta a un mensaje',
  'mail.password-reset': 'Correo: restablecer contraseña',
  'mail.refund': 'Correo: reembolso',
  'mail.return': 'Correo: devolución',
  'mail.pqr-filed': 'Correo: radicado de una petición, queja o reclamo',
  'mail.fiscal-document': 'Correo: factura o nota crédito electrónica',
  'fiscal.issue': 'Emitir un documento electrónico ante la DIAN',
  'mail.payment-reversal-filed': 'Correo: solicitud de reversión del pago radicada',
  'mail.payment-reversal-answered': 'Correo: respuesta a una solicitud de reversión del pago',
  'payments.refund-retry': 'Reintentar un reembolso',
  'orders.sweep': 'Cancelar pedidos sin pagar o sin confirmar',
  'jobs.prune': 'Borrar tareas antiguas',
}

export const adminJobListQuerySchema = z.strictObject({
  status: z.enum(JOB_STATUSES, { error: 'Estado no válido: usa queued, running, done o failed.' }).optional(),
  ...paginationQueryFields(JOBS_MAX_LIMIT),
})
export type AdminJobListQuery = z.infer<typeof adminJobListQuerySchema>

export const adminJobSchema = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number(),
  max_attempts: z.number(),
  last_error: z.string().nullable(),
  run_at: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
})
export type AdminJob = z.infer<typeof adminJobSchema>
export const adminJobListSchema = z.array(adminJobSchema)
