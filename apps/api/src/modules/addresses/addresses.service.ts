import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import { ADDRESSES_MAX, type Address, type addressInputSchema } from '@vitrina/core/schemas/addresses'
import type { z } from 'zod'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { prepared, runPrepared, type Db, type Prepared, type Tx } from '../../db/client'
import { addresses } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'

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
  return (await findOwnAddressWith(db, ownAddress, userId, id)).address
}

/**
 * A prepared statement of the owner's address (slots `address_id` and `user_id`) and one more value
 * computed in the same statement (the order reads its customer's open cash-on-delivery orders so), to spare
 * a round trip. Built once, at module load.
 */
export function ownAddressWith(name: string, also: SQL): Prepared {
  return prepared(
    name,
    new QueryBuilder()
      .select({ ...columns, also: also.as('also') })
      .from(addresses)
      .where(
        and(
          eq(addresses.id, sql.placeholder('address_id')),
          eq(addresses.user_id, sql.placeholder('user_id')),
        ),
      )
      .getSQL(),
  )
}

const ownAddress = ownAddressWith('own-address', sql`NULL`)

/** Runs a statement of ownAddressWith (`values` fills its other slots); 404 when the address is not the user's. */
export async function findOwnAddressWith<T>(
  db: Db | Tx,
  statement: Prepared,
  userId: string,
  id: number,
  values: Record<string, unknown> = {},
): Promise<{ address: Address; also: T }> {
  const [row] = await runPrepared<Address & { also: T }>(db, statement, {
    ...values,
    address_id: id,
    user_id: userId,
  })
  if (!row) throw notFound(ADDRESS_NOT_FOUND, 'ADDRESS_NOT_FOUND')
  const { also, ...address } = row
  return { address, also }
}

// Serializes the address writes of one user, so two concurrent "first" addresses cannot both be default.
const lockUser = (tx: Tx, userId: string) =>
  tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`)

export async function createAddress(db: Db, userId: string, input: AddressValues): Promise<Address> {
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
      .values({ ...values, user_id: userId, is_default: isDefault })
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
