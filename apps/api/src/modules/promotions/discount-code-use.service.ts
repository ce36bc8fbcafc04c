import { and, count, eq, inArray, ne } from 'drizzle-orm'
import {
  codeEligibleLines,
  DISCOUNT_CODE_UNKNOWN,
  discountCodeRefusal,
  type DiscountCodeLine,
  type DiscountCodeRule,
  type TotalsCode,
} from '@vitrina/core/discount-codes'
import type { Tx } from '../../db/client'
import { discountCodes, discountCodeUses, orders, productCategories } from '../../db/schema'
import { conflict } from '../../lib/errors'

// docs/product/promotions.md#uses: a code's uses are counted inside the order's transaction. The code's row
// is locked (FOR UPDATE) before its uses are counted, so two orders racing for its last use are served one
// after the other: the second counts the first's use and is refused. A cancelled order deletes its use.

/** A code locked for an order, with what its checks read. */
export interface HeldDiscountCode {
  id: number
  rule: DiscountCodeRule
  uses: number
  customerUses: number
  customerOrders: number
  /** The categories of the order's products. */
  categories: Record<number, number[]>
}

/** Lock the code (normalized text) and read its uses and the customer's history; unknown → 409. */
export async function holdDiscountCode(
  tx: Tx,
  code: string,
  customerId: string,
  productIds: readonly number[],
): Promise<HeldDiscountCode> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code)).for('update')
  if (!row) throw conflict(DISCOUNT_CODE_UNKNOWN.message, DISCOUNT_CODE_UNKNOWN.code)
  const [uses] = await tx
    .select({ all: count() })
    .from(discountCodeUses)
    .where(eq(discountCodeUses.code_id, row.id))
  const [mine] = await tx
    .select({ all: count() })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.code_id, row.id), eq(discountCodeUses.user_id, customerId)))
  const [earlier] = await tx
    .select({ all: count() })
    .from(orders)
    .where(and(eq(orders.user_id, customerId), ne(orders.status, 'cancelado')))
  const links = productIds.length
    ? await tx
        .select({ product_id: productCategories.product_id, category_id: productCategories.category_id })
        .from(productCategories)
        .where(inArray(productCategories.product_id, [...productIds]))
    : []
  const categories: Record<number, number[]> = {}
  for (const link of links) (categories[link.product_id] ??= []).push(link.category_id)
  return {
    id: row.id,
    rule: row,
    uses: Number(uses?.all ?? 0),
    customerUses: Number(mine?.all ?? 0),
    customerOrders: Number(earlier?.all ?? 0),
    categories,
  }
}

/** A line as the code is checked against it: its product and database prices. */
export interface PricedLine {
  productId: number
  price: number
  discount_price: number | null
  quantity: number
}

/** What the totals take of a held code for these lines, or a 409 with the Spanish reason it does not apply. */
export function applyHeldCode(
  held: HeldDiscountCode,
  lines: readonly PricedLine[],
  now = new Date(),
): { code: TotalsCode; eligible: boolean[] } {
  const codeLines: DiscountCodeLine[] = lines.map((line) => ({
    ...line,
    categoryIds: held.categories[line.productId] ?? [],
  }))
  const refusal = discountCodeRefusal(held.rule, codeLines, { now, ...held })
  if (refusal) throw conflict(refusal.message, refusal.code)
  const { code, type, value } = held.rule
  return { code: { code, type, value }, eligible: codeEligibleLines(held.rule, codeLines) }
}

export async function recordDiscountCodeUse(
  tx: Tx,
  held: Pick<HeldDiscountCode, 'id'>,
  orderId: string,
  userId: string | null,
): Promise<void> {
  await tx.insert(discountCodeUses).values({ code_id: held.id, order_id: orderId, user_id: userId })
}

/** A cancelled order (by staff, the customer or a sweeper) gives its code's use back. */
export async function releaseDiscountCodeUse(tx: Tx, orderId: string): Promise<void> {
  await tx.delete(discountCodeUses).where(eq(discountCodeUses.order_id, orderId))
}
