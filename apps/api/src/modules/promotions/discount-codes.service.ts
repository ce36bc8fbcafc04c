import { randomInt, randomUUID } from 'node:crypto'
import { desc, eq, inArray, sql } from 'drizzle-orm'
import type {
  DiscountCode,
  DiscountCodeInput,
  DiscountCodesBulkInput,
} from '@vitrina/core/schemas/discount-codes'
import type { Db } from '../../db/client'
import { discountCodes, discountCodeUses, orders } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'

// docs/product/promotions.md#back-office: staff keep the codes and see each one's uses, the revenue of the
// orders that used it and the discount it gave.

const NOT_FOUND = 'Código de descuento no encontrado.'
const CODE_TAKEN = 'Ya existe un código de descuento con ese nombre.'

const stats = sql`(SELECT count(*)::int AS uses, coalesce(sum(o.total_amount), 0)::int AS revenue,
    coalesce(sum(o.discount_amount), 0)::int AS discount_given
  FROM ${discountCodeUses} u JOIN ${orders} o ON o.id = u.order_id WHERE u.code_id = ${discountCodes.id})`

const columns = {
  row: discountCodes,
  uses: sql<number>`(SELECT s.uses FROM ${stats} s)`,
  revenue: sql<number>`(SELECT s.revenue FROM ${stats} s)`,
  discount_given: sql<number>`(SELECT s.discount_given FROM ${stats} s)`,
}

type Row = { row: typeof discountCodes.$inferSelect; uses: number; revenue: number; discount_given: number }

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function toCode({ row, uses, revenue, discount_given }: Row): DiscountCode {
  const { updated_at: _updated, ...code } = row
  return {
    ...code,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    created_at: row.created_at.toISOString(),
    uses: Number(uses),
    revenue: Number(revenue),
    discount_given: Number(discount_given),
  }
}

/** The input as the row stores it: moments as dates, absent limits as null. */
function values({ starts_at, ends_at, ...input }: Omit<DiscountCodeInput, 'code'>) {
  return {
    ...input,
    max_uses: input.max_uses ?? null,
    max_uses_per_customer: input.max_uses_per_customer ?? null,
    min_subtotal: input.min_subtotal ?? null,
    starts_at: starts_at ? new Date(starts_at) : null,
    ends_at: ends_at ? new Date(ends_at) : null,
  }
}

export async function listDiscountCodes(db: Db): Promise<DiscountCode[]> {
  const rows = await db.select(columns).from(discountCodes).orderBy(desc(discountCodes.id)).limit(500)
  return rows.map(toCode)
}

export async function getDiscountCode(db: Db, id: number): Promise<DiscountCode> {
  const [row] = await db.select(columns).from(discountCodes).where(eq(discountCodes.id, id))
  if (!row) throw notFound(NOT_FOUND, 'DISCOUNT_CODE_NOT_FOUND')
  return toCode(row)
}

async function ensureCodeFree(db: Db, code: string, exceptId?: number) {
  const [other] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, code))
  if (other && other.id !== exceptId) throw conflict(CODE_TAKEN, 'DISCOUNT_CODE_TAKEN')
}

export async function createDiscountCode(
  db: Db,
  { code, ...input }: DiscountCodeInput,
): Promise<DiscountCode> {
  await ensureCodeFree(db, code)
  const [row] = await db
    .insert(discountCodes)
    .values({ code, ...values(input) })
    .returning({ id: discountCodes.id })
  return getDiscountCode(db, row!.id)
}

export async function updateDiscountCode(
  db: Db,
  id: number,
  { code, ...input }: DiscountCodeInput,
): Promise<DiscountCode> {
  await ensureCodeFree(db, code, id)
  const [row] = await db
    .update(discountCodes)
    .set({ code, ...values(input) })
    .where(eq(discountCodes.id, id))
    .returning({ id: discountCodes.id })
  if (!row) throw notFound(NOT_FOUND, 'DISCOUNT_CODE_NOT_FOUND')
  return getDiscountCode(db, id)
}

/** Orders that used the code keep its name and discount; only the code and its count of uses go. */
export async function deleteDiscountCode(db: Db, id: number): Promise<void> {
  const [row] = await db
    .delete(discountCodes)
    .where(eq(discountCodes.id, id))
    .returning({ id: discountCodes.id })
  if (!row) throw notFound(NOT_FOUND, 'DISCOUNT_CODE_NOT_FOUND')
}

/** A copy under a new name with the same conditions and no uses, paused so staff check it before it runs. */
export async function duplicateDiscountCode(db: Db, id: number, code: string): Promise<DiscountCode> {
  const [source] = await db.select().from(discountCodes).where(eq(discountCodes.id, id))
  if (!source) throw notFound(NOT_FOUND, 'DISCOUNT_CODE_NOT_FOUND')
  await ensureCodeFree(db, code)
  const { id: _id, created_at: _c, updated_at: _u, batch: _b, ...conditions } = source
  const [row] = await db
    .insert(discountCodes)
    .values({ ...conditions, code, is_active: false })
    .returning({ id: discountCodes.id })
  return getDiscountCode(db, row!.id)
}

// No 0/O or 1/I: a code read aloud or copied from paper is typed right.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const randomPart = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/**
 * `count` unique single-use codes with the same conditions, under one batch id to download them. A code
 * that happens to exist already is drawn again (32^8 codes make that rare).
 */
export async function createDiscountCodeBatch(
  db: Db,
  { prefix, count, ...input }: DiscountCodesBulkInput,
): Promise<{ batch: string; count: number }> {
  const batch = randomUUID()
  const conditions = { ...values(input), max_uses: 1, max_uses_per_customer: 1, batch }
  await db.transaction(async (tx) => {
    let missing = count
    while (missing > 0) {
      const codes = [
        ...new Set(Array.from({ length: missing }, () => `${prefix ? `${prefix}-` : ''}${randomPart()}`)),
      ]
      const taken = await tx
        .select({ code: discountCodes.code })
        .from(discountCodes)
        .where(inArray(discountCodes.code, codes))
      const free = codes.filter((c) => !taken.some((t) => t.code === c))
      if (free.length) await tx.insert(discountCodes).values(free.map((code) => ({ code, ...conditions })))
      missing -= free.length
    }
  })
  return { batch, count }
}

/** A batch's codes, oldest first, for its CSV. */
export async function discountCodeBatch(db: Db, batch: string): Promise<DiscountCode[]> {
  const rows = await db
    .select(columns)
    .from(discountCodes)
    .where(eq(discountCodes.batch, batch))
    .orderBy(discountCodes.id)
  if (!rows.length) throw notFound('Lote de códigos no encontrado.', 'DISCOUNT_CODE_BATCH_NOT_FOUND')
  return rows.map(toCode)
}
