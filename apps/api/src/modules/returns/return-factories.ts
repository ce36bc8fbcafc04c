import { and, eq } from 'drizzle-orm'
import type { OrderReturns, Return } from '@vitrina/core/schemas/returns'
import { orderStatusHistory } from '../../db/schema'
import type { TestContext } from '../../test/build-test-app'
import type { TestUser } from '../../test/factories'

// Test helpers for docs/product/returns.md: deliver an order, ask for a return, move it.

/** Move an order through the staff's steps until it is entregado. */
export async function deliver(ctx: TestContext, staff: TestUser, orderId: string, steps: string[]) {
  for (const status of steps) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      headers: staff.auth,
      payload: { status },
    })
    if (res.statusCode !== 200) throw new Error(`move to ${status} failed: ${res.body}`)
  }
}

export const PREPAID_STEPS = ['en_preparacion', 'enviado', 'entregado']

/** Pretend the order was delivered `days` ago. */
export async function deliveredDaysAgo(ctx: TestContext, orderId: string, days: number) {
  await ctx.app.db
    .update(orderStatusHistory)
    .set({ created_at: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where(and(eq(orderStatusHistory.order_id, orderId), eq(orderStatusHistory.status, 'entregado')))
}

export const orderReturns = async (ctx: TestContext, user: TestUser, orderId: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/returns`, headers: user.auth })
  ).json<OrderReturns>()

export const askReturn = (ctx: TestContext, user: TestUser | null, orderId: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers: user ? user.auth : {},
    payload,
  })

/** Ask for `quantity` units of the order's first line; the return must be created. */
export async function returnFirstLine(ctx: TestContext, user: TestUser, orderId: string, quantity: number) {
  const view = await orderReturns(ctx, user, orderId)
  const res = await askReturn(ctx, user, orderId, {
    items: [{ order_item_id: view.lines[0]!.order_item_id, quantity }],
    reason: 'No me quedó bien la talla',
  })
  if (res.statusCode !== 201) throw new Error(`return failed: ${res.body}`)
  return res.json<Return>()
}

export const moveReturn = (ctx: TestContext, staff: TestUser | null, id: number, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/returns/${id}/status`,
    headers: staff ? staff.auth : {},
    payload,
  })
