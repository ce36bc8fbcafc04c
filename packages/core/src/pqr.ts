import { addBusinessDays, bogotaDay } from './business-days'
import { formatStoreDay } from './format'

// docs/product/consumer-rights.md#pqr: the contact form files a petición, queja or reclamo (Ley 1480 and
// the SIC's rules on PQR; Ley 1755 de 2015 sets 15 business days to answer a petición). Each gets a radicado
// 'PQR-2026-000123', numbered per year without gaps, and a due date 15 business days after it was filed.

export const CONTACT_KINDS = ['consulta', 'peticion', 'queja', 'reclamo'] as const
export type ContactKind = (typeof CONTACT_KINDS)[number]

export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
  consulta: 'Consulta',
  peticion: 'Petición',
  queja: 'Queja',
  reclamo: 'Reclamo',
}

export const PQR_BUSINESS_DAYS = 15

export const isPqr = (kind: ContactKind): boolean => kind !== 'consulta'

/** The Bogotá day a PQR filed at `filedAt` must be answered by. */
export function pqrDueDay(filedAt: Date | string): string {
  return addBusinessDays(bogotaDay(filedAt), PQR_BUSINESS_DAYS)
}

/** 'PQR-2026-000123': the year it was filed (Bogotá) and its number in that year. */
export function radicadoOf(year: number, number: number): string {
  return `PQR-${year}-${String(number).padStart(6, '0')}`
}

/** What the sender reads once it is filed (the form, the e-mail). */
export function pqrFiledMessage(kind: ContactKind, radicado: string, dueDay: string): string {
  return `Radicamos tu ${CONTACT_KIND_LABELS[kind].toLowerCase()} con el número ${radicado}. Te responderemos a más tardar el ${formatStoreDay(dueDay)}.`
}
