import { addBusinessDays, bogotaDay } from './business-days'
import { formatStoreDay } from './format'

// docs/product/consumer-rights.md#reversion-del-pago (Ley 1480 art. 51, Decreto 587 de 2016): a customer who
// paid electronically asks for the payment to be reversed within 5 business days of learning of the cause;
// the request gets a number 'REV-2026-000001' and staff answer within 15 business days. One rule for the API
// and the account page.

export const REVERSAL_CAUSES = ['no_recibido', 'no_corresponde', 'fraude', 'defectuoso'] as const
export type ReversalCause = (typeof REVERSAL_CAUSES)[number]

export const REVERSAL_CAUSE_LABELS: Record<ReversalCause, string> = {
  no_recibido: 'No recibí el producto',
  no_corresponde: 'El producto no corresponde a lo pedido',
  fraude: 'Fraude / operación no solicitada',
  defectuoso: 'Producto defectuoso',
}

export const REVERSAL_STATUSES = ['abierta', 'aceptada', 'rechazada'] as const
export type ReversalStatus = (typeof REVERSAL_STATUSES)[number]

export const REVERSAL_STATUS_LABELS: Record<ReversalStatus, string> = {
  abierta: 'En estudio',
  aceptada: 'Aceptada',
  rechazada: 'Rechazada',
}

export const REVERSAL_REQUEST_BUSINESS_DAYS = 5
export const REVERSAL_ANSWER_BUSINESS_DAYS = 15

/** The last Bogotá day a reversal may be asked for: 5 business days after the day the cause was learned. */
export function reversalEndDay(learnedOn: string): string {
  return addBusinessDays(learnedOn, REVERSAL_REQUEST_BUSINESS_DAYS)
}

/** Whether a customer who learned of the cause on `learnedOn` may still ask on `now`'s Bogotá day. */
export function reversalOpen(learnedOn: string, now: Date = new Date()): boolean {
  return bogotaDay(now) <= reversalEndDay(learnedOn)
}

/** The Bogotá day staff must answer a reversal filed at `filedAt` by. */
export function reversalDueDay(filedAt: Date | string): string {
  return addBusinessDays(bogotaDay(filedAt), REVERSAL_ANSWER_BUSINESS_DAYS)
}

/** 'REV-2026-000001': the Bogotá year of filing and its number in that year. */
export function reversalNumberOf(year: number, number: number): string {
  return `REV-${year}-${String(number).padStart(6, '0')}`
}

export function reversalClosedMessage(endDay: string): string {
  return `El plazo para pedir la reversión del pago terminó el ${formatStoreDay(endDay)} (5 días hábiles desde que conociste el motivo).`
}

export const REVERSAL_FUTURE_DATE = 'La fecha en que conociste el motivo no puede ser posterior a hoy.'

export const REVERSAL_NOT_ELECTRONIC =
  'La reversión del pago aplica a pagos electrónicos (Wompi o PayPal). Para un pago contra entrega escríbenos desde Contacto.'

export const REVERSAL_NOT_PAID = 'Este pedido no tiene un pago electrónico que se pueda reversar.'

/** What the customer reads once it is filed (the page, the e-mail). */
export function reversalFiledMessage(number: string, dueDay: string): string {
  return `Radicamos tu solicitud de reversión del pago con el número ${number}. Te responderemos a más tardar el ${formatStoreDay(dueDay)}.`
}
