import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import { ADDRESSES_MAX, type Address, type addressInputSchema } from '@vitrina/core/schemas/addresses'
import type { z } from 'zod'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/client'
import { addresses } from '../../db/schema'
import { findMunicipio, matchMunicipio } from '@vitrina/core/municipios'
import { badRequest, conflict, notFound } from '../../lib/errors'

// docs/product/account.md#address-form and docs/product/account.md#addresses: the first address becomes the
// default, one default at a time (the partial unique index addresses_one_default is the last guard), and only
// the owner sees or deletes an address.

type AddressValues = z.output<typeof addressInputSchema>

export const ADDRESS_NOT_FOUND = 'Dirección no encontrada.'

const columns = {
  id: addresses.id,
  recipient_name: addresses.recipient_name,
  phone_number: addresses.phone_number,
  street_address: addresses.street_address,
  city: addresses.city,
  state_province: addresses.state_province,
  municipality_code: addresses.municipality_code,
  postal_code: addresses.postal_code,
  country: addresses.country,
  reference: addresses.reference,
  is_default: addresses.is_default,
}

/**
 * The default first (checkout preselects it, docs/product/checkout-and-payments.md#address-step), then the
 * newest.
 */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  return db
    .select(columns)
    .from(addresses)
    .where(eq(addresses.user_id, userId))
    .orderBy(desc(addresses.is_default), desc(addresses.created_at), desc(addresses.id))
}

export async function findOwnAddress(db: Db | Tx, userId: string, id: number): Promise<Address> {
  const [row] = await db
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.user_id, userId)))
  if (!row) throw notFound(ADDRESS_NOT_FOUND, 'ADDRESS_NOT_FOUND')
  return row
}

/**
 * The owner's address (slots `address_id` and `user_id`) as one JSON value with one more value, `also`,
 * computed in the same statement (the order reads its customer's open cash-on-delivery orders so), to read
 * inside a statement built once; null when the address is not the user's.
 */
export function ownAddressJson(also: SQL): SQL {
  const query = new QueryBuilder()
    .select({ ...columns, also: also.as('also') })
    .from(addresses)
    .where(
      and(eq(addresses.id, sql.placeholder('address_id')), eq(addresses.user_id, sql.placeholder('user_id'))),
    )
  return sql`(SELECT row_to_json(a) FROM (${query.getSQL()}) AS a)`
}

// Serializes the address writes of one user, so two concurrent "first" addresses cannot both be default.
const lockUser = (tx: Tx, userId: string) =>
  tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`)

export const MUNICIPIO_UNKNOWN = 'Municipio desconocido: elige uno de la lista del departamento.'

/**
 * docs/decisions/031-dane-municipalities.md: a sent code must be the DANE's, and the address takes its names;
 * without one, a typed city that names exactly one municipio of the departamento gets its code, any other
 * stays without code until its owner confirms it.
 */
export function placeOf(input: Pick<AddressValues, 'municipality_code' | 'city' | 'state_province'>) {
  if (input.municipality_code) {
    const place = findMunicipio(input.municipality_code)
    if (!place)
      throw badRequest(MUNICIPIO_UNKNOWN, 'MUNICIPIO_UNKNOWN', [
        { field: 'municipality_code', message: MUNICIPIO_UNKNOWN },
      ])
    return { municipality_code: place.code, city: place.name, state_province: place.departamento }
  }
  const place = matchMunicipio(input.city, input.state_province)
  if (!place) return { municipality_code: null, city: input.city, state_province: input.state_province }
  return { municipality_code: place.code, city: place.name, state_province: place.departamento }
}

export async function createAddress(db: Db, userId: string, input: AddressValues): Promise<Address> {
  const place = placeOf(input)
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const [state] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.user_id, userId))
    const total = state?.total ?? 0
    if (total >= ADDRESSES_MAX)
      throw conflict(
        `Puedes guardar hasta ${ADDRESSES_MAX} direcciones. Elimina alguna para añadir otra.`,
        'ADDRESSES_LIMIT',
      )
    const { is_default: wantsDefault, ...values } = input
    const isDefault = total === 0 || wantsDefault === true
    if (isDefault) await tx.update(addresses).set({ is_default: false }).where(eq(addresses.user_id, userId))
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, ...place, user_id: userId, is_default: isDefault })
      .returning(columns)
    return row!
  })
}

export async function setDefaultAddress(db: Db, userId: string, id: number): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    await findOwnAddress(tx, userId, id)
    await tx
      .update(addresses)
      .set({ is_default: false })
      .where(and(eq(addresses.user_id, userId), ne(addresses.id, id)))
    const [row] = await tx
      .update(addresses)
      .set({ is_default: true })
      .where(eq(addresses.id, id))
      .returning(columns)
    return row!
  })
}

/** The owner confirms the municipio of an address (an old free-text city the migration could not map). */
export async function setAddressMunicipio(
  db: Db,
  userId: string,
  id: number,
  municipalityCode: string,
): Promise<Address> {
  const place = findMunicipio(municipalityCode)
  if (!place)
    throw badRequest(MUNICIPIO_UNKNOWN, 'MUNICIPIO_UNKNOWN', [
      { field: 'municipality_code', message: MUNICIPIO_UNKNOWN },
    ])
  const [row] = await db
    .update(addresses)
    .set({ municipality_code: place.code, city: place.name, state_province: place.departamento })
    .where(and(eq(addresses.id, id), eq(addresses.user_id, userId)))
    .returning(columns)
  if (!row) throw notFound(ADDRESS_NOT_FOUND, 'ADDRESS_NOT_FOUND')
  return row
}

/** Orders keep their own copy of the address, so deleting it never changes an order. */
export async function deleteAddress(db: Db, userId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const [row] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.user_id, userId)))
      .returning({ is_default: addresses.is_default })
    if (!row) throw notFound(ADDRESS_NOT_FOUND, 'ADDRESS_NOT_FOUND')
    if (!row.is_default) return
    // The newest remaining address takes over as default.
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.user_id, userId))
      .orderBy(desc(addresses.created_at), desc(addresses.id))
      .limit(1)
    if (next) await tx.update(addresses).set({ is_default: true }).where(eq(addresses.id, next.id))
  })
}
