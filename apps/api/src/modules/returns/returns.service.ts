import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { formatCOP } from '@vitrina/core/format'
import { returnDeadline, returnRefund, returnWindowDays, type ReturnStatus } from '@vitrina/core/returns'
import { retractoWindow } from '@vitrina/core/retracto'
import type { OrderReturns, Return, ReturnInput } from '@vitrina/core/schemas/returns'
import type { Db, Tx } from '../../db/client'
import {
  orderItems,
  orderReturnItems,
  orderReturns,
  orders,
  orderStatusHistory,
  products,
  users,
} from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { ORDER_NOT_FOUND } from '../orders/order-status.service'

// docs/product/returns.md#request: a customer returns lines of a delivered order of theirs within the
// window (return_window_days after delivery), never more units than are left outside other requests that
// were not rejected. The amount follows the shared money function (packages/core returns.ts).

export const RETURN_NOT_FOUND = 'Devolución no encontrada.'

type Reader = Db | Tx

/** The order's lines with their own frozen IVA, and its tax mode, as returnRefund() reads them. */
export async function returnableOrder(db: Reader, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      user_id: orders.user_id,
      status: orders.status,
      payment_method: orders.payment_method,
      channel: orders.channel,
      total_amount: orders.total_amount,
      shipping_cost: orders.shipping_cost,
      customer_email: orders.customer_email,
      tax_rate: orders.tax_rate,
      tax_included: orders.tax_included,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order) return null
  const lines = await db
    .select({
      id: orderItems.id,
      product_id: orderItems.product_id,
      variant_id: orderItems.variant_id,
      product_name: orderItems.product_name,
      variant_details: orderItems.variant_details,
      price_per_unit: orderItems.price_per_unit,
      quantity: orderItems.quantity,
      tax_amount: orderItems.tax_amount,
      // A discount code's share of the line is kept back by refunds (docs/product/promotions.md#money).
      discount_amount: orderItems.discount_amount,
      // Read from the product when asked: a deleted product's lines stay withdrawable.
      withdrawable: sql<boolean>`coalesce(${products.withdrawable}, true)`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.product_id))
    .where(eq(orderItems.order_id, orderId))
    .orderBy(orderItems.id)
  return {
    ...order,
    lines,
    money: { lines, taxIncluded: order.tax_included },
  }
}

/**
 * The units per order line in the order's returns, read once: the answer counts those in returns of the
 * given statuses, as often as a caller needs (what is taken, what was received).
 */
export async function returnedUnits(db: Reader, orderId: string) {
  const rows = await db
    .select({
      line: orderReturnItems.order_item_id,
      quantity: orderReturnItems.quantity,
      status: orderReturns.status,
    })
    .from(orderReturnItems)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.return_id))
    .where(eq(orderReturns.order_id, orderId))
  return (statuses: readonly ReturnStatus[]) => {
    const units = new Map<number, number>()
    for (const row of rows)
      if (statuses.includes(row.status)) units.set(row.line, (units.get(row.line) ?? 0) + row.quantity)
    return units
  }
}

export const OPEN_OR_DONE: ReturnStatus[] = ['solicitada', 'aprobada', 'recibida']

/** When the order was delivered (its last move to entregado), or null. */
export async function deliveredAt(db: Reader, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.created_at })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.order_id, orderId), eq(orderStatusHistory.status, 'entregado')))
    .orderBy(desc(orderStatusHistory.created_at))
    .limit(1)
  return row?.at ?? null
}

export async function getOrderReturns(
  db: Db,
  userId: string,
  orderId: string,
  settings: Record<string, string>,
): Promise<OrderReturns> {
  const order = await returnableOrder(db, orderId)
  if (!order || order.user_id !== userId) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
  const days = returnWindowDays(settings)
  const delivered = order.status === 'entregado' ? await deliveredAt(db, orderId) : null
  const deadline = delivered ? returnDeadline(delivered, days) : null
  const units = await returnedUnits(db, orderId)
  const taken = units(OPEN_OR_DONE)
  const received = units(['recibida'])
  return {
    window_days: days,
    deadline: deadline?.toISOString() ?? null,
    open: deadline !== null && deadline.getTime() > Date.now(),
    lines: order.lines.map((line) => ({
      order_item_id: line.id,
      product_name: line.product_name,
      variant_details: line.variant_details,
      price_per_unit: line.price_per_unit,
      quantity: line.quantity,
      tax_amount: line.tax_amount,
      discount_amount: line.discount_amount,
      returnable: line.quantity - (taken.get(line.id) ?? 0),
      received: received.get(line.id) ?? 0,
      withdrawable: line.withdrawable,
    })),
    tax_rate: Number(order.tax_rate),
    tax_included: order.money.taxIncluded,
    returns: await listReturns(db, { orderId }),
    retracto: retractoWindow(order, delivered),
  }
}

export async function requestReturn(
  db: Db,
  userId: string,
  orderId: string,
  input: ReturnInput,
  settings: Record<string, string>,
): Promise<{ id: number; orderTotal: number }> {
  return db.transaction(async (tx) => {
    // The order row lock serializes requests for one order, so two never share the same units.
    const [locked] = await tx
      .select({ user_id: orders.user_id })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    const order = locked && locked.user_id === userId ? await returnableOrder(tx, orderId) : null
    if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
    if (order.status !== 'entregado')
      throw conflict('Solo puedes devolver productos de un pedido entregado.', 'ORDER_NOT_DELIVERED')
    const days = returnWindowDays(settings)
    const delivered = await deliveredAt(tx, orderId)
    if (!delivered || returnDeadline(delivered, days).getTime() <= Date.now())
      throw conflict(
        `El plazo para devolver este pedido (${days} días desde la entrega) ya terminó.`,
        'RETURN_WINDOW_CLOSED',
      )
    const units = await returnedUnits(tx, orderId)
    const taken = units(OPEN_OR_DONE)
    const now = new Map<number, number>()
    for (const item of input.items) {
      const line = order.lines.find((l) => l.id === item.order_item_id)
      if (!line) throw badRequest('Ese producto no es de este pedido.', 'RETURN_LINE_UNKNOWN')
      const wanted = (now.get(line.id) ?? 0) + item.quantity
      const left = line.quantity - (taken.get(line.id) ?? 0)
      if (wanted > left)
        throw conflict(
          left <= 0
            ? `Ya pediste devolver todas las unidades de "${line.product_name}".`
            : `De "${line.product_name}" puedes devolver hasta ${left} ${left === 1 ? 'unidad' : 'unidades'}.`,
          'RETURN_TOO_MANY',
        )
      now.set(line.id, wanted)
    }
    const received = units(['recibida'])
    const money = returnRefund(order.money, received, now)
    const [created] = await tx
      .insert(orderReturns)
      .values({ order_id: orderId, requested_by: userId, reason: input.reason, refund_amount: money.total })
      .returning({ id: orderReturns.id })
    await tx
      .insert(orderReturnItems)
      .values([...now].map(([line, quantity]) => ({ return_id: created!.id, order_item_id: line, quantity })))
    await tx.insert(orderStatusHistory).values({
      order_id: orderId,
      status: order.status,
      changed_by: userId,
      note: `Devolución #${created!.id} solicitada (${formatCOP(money.total)}). Motivo: ${input.reason}`,
    })
    return { id: created!.id, orderTotal: order.total_amount }
  })
}

/** Returns, newest first: one order's, or all of one status for the back office. */
export async function listReturns(
  db: Reader,
  filter: { orderId?: string; status?: ReturnStatus; id?: number },
): Promise<Return[]> {
  const refunder = users
  const rows = await db
    .select({
      id: orderReturns.id,
      order_id: orderReturns.order_id,
      status: orderReturns.status,
      kind: orderReturns.kind,
      refund_due_at: orderReturns.refund_due_at,
      reason: orderReturns.reason,
      staff_note: orderReturns.staff_note,
      customer_name: orders.customer_name,
      customer_email: orders.customer_email,
      payment_method: orders.payment_method,
      refund_amount: orderReturns.refund_amount,
      refund_method: orderReturns.refund_method,
      refund_id: orderReturns.refund_id,
      refunded_by_name: refunder.username,
      refunded_at: orderReturns.refunded_at,
      created_at: orderReturns.created_at,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.order_id))
    .leftJoin(refunder, eq(refunder.id, orderReturns.refunded_by))
    .where(
      and(
        filter.orderId ? eq(orderReturns.order_id, filter.orderId) : undefined,
        filter.status ? eq(orderReturns.status, filter.status) : undefined,
        filter.id ? eq(orderReturns.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(orderReturns.created_at), desc(orderReturns.id))
    .limit(200)
  if (!rows.length) return []
  const items = await db
    .select({
      return_id: orderReturnItems.return_id,
      order_item_id: orderReturnItems.order_item_id,
      quantity: orderReturnItems.quantity,
      product_name: orderItems.product_name,
      variant_details: orderItems.variant_details,
    })
    .from(orderReturnItems)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.order_item_id))
    .where(
      inArray(
        orderReturnItems.return_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(orderReturnItems.id)
  return rows.map((row) => ({
    ...row,
    items: items.filter((i) => i.return_id === row.id).map(({ return_id: _, ...item }) => item),
    refunded_at: row.refunded_at?.toISOString() ?? null,
    refund_due_at: row.refund_due_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }))
}
