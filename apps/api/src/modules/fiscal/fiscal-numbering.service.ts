import { eq, sql } from 'drizzle-orm'
import { formatStoreDay } from '@vitrina/core/format'
import { storeToday } from '@vitrina/core/fiscal-resolutions'
import { NUMBERING_LABELS, type NumberingKind } from '@vitrina/core/schemas/fiscal'
import { queryRows, type Tx } from '../../db/client'
import { fiscalNumbering } from '../../db/schema'
import { conflict } from '../../lib/errors'

// docs/decisions/032-buyer-identification-and-fiscal-profile.md: every fiscal document takes its consecutive
// here, inside the transaction that writes it. The counter row is locked (SELECT … FOR UPDATE) until that
// transaction ends, so two documents never share a number, and a rolled-back document gives its number back:
// no gaps. PGlite has one connection, so its transactions never overlap at all.

export interface TakenNumber {
  kind: NumberingKind
  prefix: string
  number: number
  /** prefix + number, as the document prints it: 'SETP990000001'. */
  label: string
  resolution_number: string | null
  range_from: number
  range_to: number | null
  valid_from: string | null
  valid_to: string | null
  /** The clave técnica the CUFE is computed with; server-side only, never logged. */
  technical_key: string | null
}

interface CounterRow {
  prefix: string
  resolution_number: string | null
  range_from: number
  range_to: number | null
  valid_from: string | null
  valid_to: string | null
  technical_key: string | null
  next_number: number
}

const NONE_USED = 'No se usó ningún número.'

/**
 * The next consecutive of `kind`, consumed for the caller's transaction (given back if it rolls back). A
 * missing, expired or not yet valid resolution, or an exhausted range, is a 409 in Spanish and consumes
 * nothing.
 */
export async function takeNextNumber(
  tx: Tx,
  kind: NumberingKind,
  today = storeToday(),
): Promise<TakenNumber> {
  const [row] = await queryRows<CounterRow>(
    tx,
    sql`SELECT prefix, resolution_number, range_from, range_to, valid_from::text AS valid_from,
        valid_to::text AS valid_to, technical_key, next_number
      FROM ${fiscalNumbering} WHERE kind = ${kind} FOR UPDATE`,
  )
  const label = NUMBERING_LABELS[kind]
  const what = label.charAt(0).toLowerCase() + label.slice(1)
  if (!row)
    throw conflict(
      `No hay numeración configurada para ${what}. Configúrala en Perfil fiscal.`,
      'NUMBERING_MISSING',
    )
  const resolution = row.resolution_number ? `La resolución ${row.resolution_number}` : 'La numeración'
  if (row.valid_from && today < row.valid_from)
    throw conflict(
      `${resolution} de ${what} rige desde el ${formatStoreDay(row.valid_from)}. ${NONE_USED}`,
      'NUMBERING_NOT_YET_VALID',
    )
  if (row.valid_to && today > row.valid_to)
    throw conflict(
      `${resolution} de ${what} venció el ${formatStoreDay(row.valid_to)}. ${NONE_USED} Registra la nueva resolución en Perfil fiscal.`,
      'NUMBERING_EXPIRED',
    )
  if (row.range_to !== null && row.next_number > row.range_to)
    throw conflict(
      `${resolution} de ${what} agotó su rango (${row.prefix}${row.range_from} a ${row.prefix}${row.range_to}). ${NONE_USED} Registra la nueva resolución en Perfil fiscal.`,
      'NUMBERING_EXHAUSTED',
    )
  await tx
    .update(fiscalNumbering)
    .set({ next_number: sql`${fiscalNumbering.next_number} + 1` })
    .where(eq(fiscalNumbering.kind, kind))
  const { next_number: number, ...resolutionFields } = row
  return { kind, ...resolutionFields, number, label: `${row.prefix}${number}` }
}
