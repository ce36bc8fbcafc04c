import { asc, eq } from 'drizzle-orm'
import type { ShippingInfo, ShippingInfoInput, ShippingInfoUpdate } from '@vitrina/core/schemas/shipping'
import type { Db } from '../../db/client'
import { shippingInfo } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { sanitizeRichText } from '../../lib/html'

const NOT_FOUND = 'Información de envío no encontrada.'
const order = [asc(shippingInfo.sort_order), asc(shippingInfo.id)]

/** Spec §2.5 "Envío" tab: title and sanitized HTML of each entry. */
export async function listShippingInfo(db: Db): Promise<ShippingInfo[]> {
  return db
    .select({ id: shippingInfo.id, title: shippingInfo.title, content: shippingInfo.content })
    .from(shippingInfo)
    .orderBy(...order)
}

const adminColumns = {
  id: shippingInfo.id,
  title: shippingInfo.title,
  content: shippingInfo.content,
  sort_order: shippingInfo.sort_order,
  updated_at: shippingInfo.updated_at,
}

const toAdmin = (row: ShippingInfo & { sort_order: number; updated_at: Date }) => ({
  ...row,
  updated_at: row.updated_at.toISOString(),
})

export async function listShippingInfoAdmin(db: Db) {
  return (
    await db
      .select(adminColumns)
      .from(shippingInfo)
      .orderBy(...order)
  ).map(toAdmin)
}

/** HTML is sanitized here, on write (ARCHITECTURE.md "Inputs"): only the clean copy is stored. */
export async function createShippingInfo(db: Db, input: ShippingInfoInput) {
  const [row] = await db
    .insert(shippingInfo)
    .values({
      title: input.title,
      content: sanitizeRichText(input.content),
      sort_order: input.sort_order ?? 0,
    })
    .returning(adminColumns)
  return toAdmin(row!)
}

export async function updateShippingInfo(db: Db, id: number, input: ShippingInfoUpdate) {
  const [row] = await db
    .update(shippingInfo)
    .set({
      ...input,
      ...(input.content !== undefined ? { content: sanitizeRichText(input.content) } : {}),
      updated_at: new Date(),
    })
    .where(eq(shippingInfo.id, id))
    .returning(adminColumns)
  if (!row) throw notFound(NOT_FOUND, 'SHIPPING_INFO_NOT_FOUND')
  return toAdmin(row)
}

export async function deleteShippingInfo(db: Db, id: number): Promise<void> {
  const [row] = await db
    .delete(shippingInfo)
    .where(eq(shippingInfo.id, id))
    .returning({ id: shippingInfo.id })
  if (!row) throw notFound(NOT_FOUND, 'SHIPPING_INFO_NOT_FOUND')
}
