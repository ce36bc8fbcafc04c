import { formatStoreDay } from './format'

// docs/decisions/032-buyer-identification-and-fiscal-profile.md: a DIAN numbering resolution authorises a
// range of consecutives for a period. Staff are warned on the dashboard before either runs out (90% of the
// range used, or 30 days of validity left), and a document never takes a number outside them.

export const RANGE_WARNING_SHARE = 0.9
export const VALIDITY_WARNING_DAYS = 30

export interface NumberingResolution {
  resolution_number: string | null
  prefix: string
  range_from: number
  /** Null: an open sequence (notas crédito have no DIAN range). */
  range_to: number | null
  /** 'YYYY-MM-DD' Bogotá days; null for an open sequence. */
  valid_from: string | null
  valid_to: string | null
}

export type ResolutionWarningCode = 'range_exhausted' | 'range_low' | 'expired' | 'expiring' | 'not_yet_valid'

export interface ResolutionWarning {
  code: ResolutionWarningCode
  message: string
}

const DAY_MS = 86_400_000

/** Today's Bogotá calendar day 'YYYY-MM-DD' (Colombia keeps UTC-5 all year). */
export function storeToday(now = new Date()): string {
  return new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

const label = (r: NumberingResolution) =>
  r.resolution_number ? `La resolución ${r.resolution_number}` : 'La numeración'

/**
 * What staff should hear about a resolution whose next consecutive is `nextNumber`, on Bogotá day `today`:
 * nothing while plenty of numbers and days are left.
 */
export function resolutionWarnings(
  resolution: NumberingResolution,
  nextNumber: number,
  today: string,
): ResolutionWarning[] {
  const warnings: ResolutionWarning[] = []
  const { range_from: from, range_to: to, valid_from, valid_to } = resolution
  if (to !== null) {
    const size = to - from + 1
    const left = to - nextNumber + 1
    if (left <= 0)
      warnings.push({
        code: 'range_exhausted',
        message: `${label(resolution)} agotó su rango (${from} a ${to}). Solicita una nueva numeración a la DIAN.`,
      })
    else if ((size - left) / size >= RANGE_WARNING_SHARE)
      warnings.push({
        code: 'range_low',
        message: `${label(resolution)} usó el ${Math.floor(((size - left) / size) * 100)}% de su rango: ${left === 1 ? 'queda 1 número' : `quedan ${left} números`} (hasta el ${resolution.prefix}${to}).`,
      })
  }
  if (valid_from && daysBetween(today, valid_from) > 0)
    warnings.push({
      code: 'not_yet_valid',
      message: `${label(resolution)} rige desde el ${formatStoreDay(valid_from)}.`,
    })
  if (valid_to) {
    const days = daysBetween(today, valid_to)
    if (days < 0)
      warnings.push({
        code: 'expired',
        message: `${label(resolution)} venció el ${formatStoreDay(valid_to)}. Solicita una nueva a la DIAN.`,
      })
    else if (days <= VALIDITY_WARNING_DAYS)
      warnings.push({
        code: 'expiring',
        message: `${label(resolution)} vence el ${formatStoreDay(valid_to)} (${days === 0 ? 'hoy' : days === 1 ? 'queda 1 día' : `quedan ${days} días`}).`,
      })
  }
  return warnings
}
