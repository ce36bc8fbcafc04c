import { asc, eq } from 'drizzle-orm'
import { zoneCityCodes } from '@vitrina/core/municipios'
import type { ShippingZone, ShippingZoneInput } from '@vitrina/core/schemas/shipping-zones'
import type { Db, Tx } from '../../db/client'
import { shippingZones } from '../../db/schema'
import { cachedUntilChange } from '../../lib/cached-read'
import type { ChangeBus } from '../../lib/change-bus'
import { conflict, notFound } from '../../lib/errors'

// docs/product/platform.md#one-process: staff keep the zones; the checkout, the order service and the
// assistant read them in creation order, which is the order findZone() breaks ties in.

const columns = {
  id: shippingZones.id,
  name: shippingZones.name,
  departamentos: shippingZones.departamentos,
  cities: shippingZones.cities,
  cost: shippingZones.cost,
  free_shipping_threshold: shippingZones.free_shipping_threshold,
  delivery_days_min: shippingZones.delivery_days_min,
  delivery_days_max: shippingZones.delivery_days_max,
}

const NOT_FOUND = 'Zona de envío no encontrada.'
const NAME_TAKEN = 'Ya existe una zona de envío con ese nombre.'

/** Published by every zone write: caches of the zones drop them on every instance. */
export const SHIPPING_ZONES_TOPIC = 'shipping-zones'

type ZoneRow = Omit<ShippingZone, 'city_codes'>

/** A zone with the DANE codes of its cities, which addresses match by. */
const withCodes = (row: ZoneRow): ShippingZone => ({
  ...row,
  city_codes: zoneCityCodes(row.cities, row.departamentos),
})

export async function listShippingZones(db: Db | Tx): Promise<ShippingZone[]> {
  const rows = await db.select(columns).from(shippingZones).orderBy(asc(shippingZones.id))
  return rows.map(withCodes)
}

/** The zones as every order quotes them: read once, kept until a zone write (cachedUntilChange). */
export function cachedShippingZones(db: Db, changes: ChangeBus): () => Promise<ShippingZone[]> {
  return cachedUntilChange(changes, SHIPPING_ZONES_TOPIC, () => listShippingZones(db))
}

/** Unique names: the order and the assistant name the zone, so two zones must never read alike. */
async function ensureNameFree(db: Db, name: string, exceptId?: number) {
  const [other] = await db
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .where(eq(shippingZones.name, name))
  if (other && other.id !== exceptId) throw conflict(NAME_TAKEN, 'SHIPPING_ZONE_NAME_TAKEN')
}

export async function createShippingZone(
  db: Db,
  { city_codes: _derived, ...input }: ShippingZoneInput,
): Promise<ShippingZone> {
  await ensureNameFree(db, input.name)
  const [row] = await db.insert(shippingZones).values(input).returning(columns)
  return withCodes(row!)
}

/** PUT replaces the whole zone: the form always sends every field. */
export async function updateShippingZone(
  db: Db,
  id: number,
  { city_codes: _derived, ...input }: ShippingZoneInput,
): Promise<ShippingZone> {
  await ensureNameFree(db, input.name, id)
  const [row] = await db
    .update(shippingZones)
    .set({ ...input, updated_at: new Date() })
    .where(eq(shippingZones.id, id))
    .returning(columns)
  if (!row) throw notFound(NOT_FOUND, 'SHIPPING_ZONE_NOT_FOUND')
  return withCodes(row)
}

export async function deleteShippingZone(db: Db, id: number): Promise<void> {
  const [row] = await db
    .delete(shippingZones)
    .where(eq(shippingZones.id, id))
    .returning({ id: shippingZones.id })
  if (!row) throw notFound(NOT_FOUND, 'SHIPPING_ZONE_NOT_FOUND')
}
