import { and, count, eq, gte, max } from 'drizzle-orm'
import type { BlockedCheckouts } from '@vitrina/core/schemas/provider-settings'
import type { Db } from '../../db/client'
import { blockedCheckouts } from '../../db/schema'

// docs/product/checkout-and-payments.md#blocked-carts: checkouts refused because their total is over the cash on
// delivery limit while no other method is on, counted so staff see what the missing methods cost.

/** The refusal's code: the order is over the cash-on-delivery limit and nothing else can pay it. */
export const COD_BLOCKED = 'COD_LIMIT_NO_OTHER_METHOD'

const DAY_MS = 86_400_000
const WINDOW_DAYS = 30

// One shopper looking at the same blocked cart again is one blocked checkout, not many.
const REPEAT_MS = 30 * 60_000

/** `total` is the shopper's total as the checkout computed it (null when not sent). */
export async function recordBlockedCheckout(db: Db, userId: string, total: number | undefined) {
  const since = new Date(Date.now() - REPEAT_MS)
  const [recent] = await db
    .select({ id: blockedCheckouts.id })
    .from(blockedCheckouts)
    .where(and(eq(blockedCheckouts.user_id, userId), gte(blockedCheckouts.created_at, since)))
    .limit(1)
  if (recent) return
  await db.insert(blockedCheckouts).values({ user_id: userId, total: total && total > 0 ? total : null })
}

/**
 * The checkout says it showed a shopper the blocked message: counted only when the store really is in that state
 * (cash on delivery alone, a limit, the total over it).
 */
export async function reportBlockedCheckout(
  db: Db,
  userId: string,
  total: number,
  state: { codMax: number | null; online: boolean },
): Promise<boolean> {
  if (state.online || state.codMax === null || total <= state.codMax) return false
  await recordBlockedCheckout(db, userId, total)
  return true
}

export async function blockedCheckoutSummary(db: Db, now = new Date()): Promise<BlockedCheckouts> {
  const since = new Date(now.getTime() - WINDOW_DAYS * DAY_MS)
  const [row] = await db
    .select({ count: count(), largest: max(blockedCheckouts.total), last: max(blockedCheckouts.created_at) })
    .from(blockedCheckouts)
    .where(gte(blockedCheckouts.created_at, since))
  return {
    days: WINDOW_DAYS,
    count: row?.count ?? 0,
    largest_total: row?.largest ?? null,
    last_at: row?.last ? new Date(row.last).toISOString() : null,
  }
}
