import { asc, eq, sql } from 'drizzle-orm'
import { resolutionWarnings, storeToday } from '@vitrina/core/fiscal-resolutions'
import { findMunicipio } from '@vitrina/core/municipios'
import { sellerSettings } from '@vitrina/core/seller'
import type { Setting } from '@vitrina/core/schemas/settings'
import {
  NUMBERING_KINDS,
  type FiscalProfile,
  type FiscalProfileInput,
  type FiscalWarning,
  type Numbering,
  type NumberingKind,
} from '@vitrina/core/schemas/fiscal'
import type { Db, Tx } from '../../db/client'
import { fiscalNumbering, fiscalProfile } from '../../db/schema'
import { badRequest, conflict } from '../../lib/errors'

// docs/product/fiscal.md#perfil-fiscal (docs/decisions/032-buyer-identification-and-fiscal-profile.md): the
// administrator keeps the store's fiscal identity and its numbering resolutions; the clave técnica goes in and
// never comes back out but as its last 4 characters.

type CounterRow = typeof fiscalNumbering.$inferSelect

const hint = (key: string | null) => (key ? `…${key.slice(-4)}` : null)

function numberingOf(row: CounterRow, today: string): Numbering {
  const { technical_key, updated_at: _updated, ...fields } = row
  return {
    ...fields,
    technical_key_hint: hint(technical_key),
    warnings: resolutionWarnings(row, row.next_number, today),
  }
}

async function counters(db: Db | Tx): Promise<CounterRow[]> {
  return db.select().from(fiscalNumbering).orderBy(asc(fiscalNumbering.kind))
}

export async function getFiscalProfile(db: Db, today = storeToday()): Promise<FiscalProfile | null> {
  const [[row], rows] = await Promise.all([db.select().from(fiscalProfile), counters(db)])
  if (!row) return null
  const { id: _id, updated_at: _updated, ...profile } = row
  const place = findMunicipio(row.municipality_code)!
  return {
    ...profile,
    municipality: place.name,
    departamento: place.departamento,
    numbering: NUMBERING_KINDS.flatMap((kind) => rows.filter((r) => r.kind === kind)).map((r) =>
      numberingOf(r, today),
    ),
  }
}

/**
 * The public part of the profile (docs/product/consumer-rights.md#quien-vende): who sells, as read-only
 * settings entries; none while no profile is saved. Never the regime's numbering nor its clave técnica.
 */
export async function sellerSettingsOf(db: Db): Promise<Setting[]> {
  const [row] = await db.select().from(fiscalProfile)
  if (!row) return []
  const place = findMunicipio(row.municipality_code)!
  return sellerSettings({ ...row, municipality: place.name, departamento: place.departamento })
}

/** What the dashboard warns staff about: each numbering's resolutionWarnings(). */
export async function fiscalWarnings(db: Db, today = storeToday()): Promise<FiscalWarning[]> {
  return (await counters(db)).flatMap((row) =>
    resolutionWarnings(row, row.next_number, today).map((w) => ({ kind: row.kind, ...w })),
  )
}

type NumberingInput = {
  resolution_number: string | null
  prefix: string
  range_from: number
  range_to: number | null
  valid_from: string | null
  valid_to: string | null
  technical_key?: string | undefined
}

/**
 * A numbering saved over the current one. The same resolution and prefix keep their next consecutive (never
 * moved back, so no number is used twice); a new one starts at its range. A range may not end before the
 * numbers already used.
 */
async function saveNumbering(tx: Tx, kind: NumberingKind, input: NumberingInput): Promise<void> {
  const [current] = await tx
    .select()
    .from(fiscalNumbering)
    .where(eq(fiscalNumbering.kind, kind))
    .for('update')
  const same =
    current && current.resolution_number === input.resolution_number && current.prefix === input.prefix
  const next = same ? Math.max(current.next_number, input.range_from) : input.range_from
  if (input.range_to !== null && next > input.range_to + 1)
    throw badRequest(
      `El rango no puede terminar antes del último número usado (${input.prefix}${next - 1}).`,
      'NUMBERING_RANGE_USED',
      [
        {
          field: `resolutions.${kind}.range_to`,
          message: 'El rango no puede terminar antes del último número usado.',
        },
      ],
    )
  const { technical_key, ...fields } = input
  const values = {
    ...fields,
    next_number: next,
    technical_key: technical_key || (current?.technical_key ?? null),
  }
  await tx
    .insert(fiscalNumbering)
    .values({ kind, ...values })
    .onConflictDoUpdate({ target: fiscalNumbering.kind, set: { ...values, updated_at: sql`now()` } })
}

/** PUT /api/admin/fiscal-profile: the profile and each numbering sent (null leaves a numbering as it is). */
export async function saveFiscalProfile(db: Db, input: FiscalProfileInput): Promise<FiscalProfile> {
  if (!findMunicipio(input.municipality_code))
    throw badRequest('Municipio desconocido: elige uno de la lista.', 'MUNICIPIO_UNKNOWN', [
      { field: 'municipality_code', message: 'Municipio desconocido: elige uno de la lista.' },
    ])
  const { resolutions, ...profile } = input
  await db.transaction(async (tx) => {
    await tx
      .insert(fiscalProfile)
      .values({ id: 1, ...profile })
      .onConflictDoUpdate({ target: fiscalProfile.id, set: { ...profile, updated_at: sql`now()` } })
    for (const kind of ['factura', 'pos'] as const) {
      const resolution = resolutions[kind]
      if (resolution) await saveNumbering(tx, kind, resolution)
    }
    const notes = resolutions.nota_credito
    if (notes)
      await saveNumbering(tx, 'nota_credito', {
        ...notes,
        resolution_number: null,
        range_to: null,
        valid_from: null,
        valid_to: null,
      })
  })
  const saved = await getFiscalProfile(db)
  if (!saved) throw conflict('No se pudo guardar el perfil fiscal.', 'FISCAL_PROFILE_NOT_SAVED')
  return saved
}
