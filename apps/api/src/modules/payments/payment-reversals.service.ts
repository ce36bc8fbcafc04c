import { and, desc, eq, sql } from 'drizzle-orm'
import { bogotaDay } from '@vitrina/core/business-days'
import { formatCOP } from '@vitrina/core/format'
import {
  REVERSAL_CAUSE_LABELS,
  REVERSAL_FUTURE_DATE,
  REVERSAL_NOT_ELECTRONIC,
  REVERSAL_NOT_PAID,
  reversalClosedMessage,
  reversalDueDay,
  reversalEndDay,
  reversalNumberOf,
  reversalOpen,
} from '@vitrina/core/payment-reversal'
import type {
  AdminPaymentReversal,
  PaymentReversal,
  PaymentReversalInput,
} from '@vitrina/core/schemas/payment-reversals'
import type { Db, Tx } from '../../db/client'
import {
  orders,
  orderStatusHistory,
  paymentReversalCounters,
  paymentReversals,
  payments,
} from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { ORDER_NOT_FOUND } from '../orders/order-status.service'
import { PAYMENT_STATUS } from './paypal-payments.service'
import { reversalFiledMailJob } from './payment-reversal-mail'

// docs/product/consumer-rights.md#reversion-del-pago (Ley 1480 art. 51, Decreto 587 de 2016): the customer of
// an order paid through Wompi or PayPal asks for the payment to be reversed within 5 business days of learning
// of the cause; the request is numbered 'REV-2026-000001' and staff answer it within 15 business days. The
// order row is locked and a partial unique index backs it, so a repeated or concurrent request gets the open one.

type ReversalRow = typeof paymentReversals.$inferSelect

export const REVERSAL_NOT_FOUND = 'Solicitud de reversión no encontrada.'

export function toReversal(row: ReversalRow): PaymentReversal {
  return {
    id: row.id,
    number: row.number,
    order_id: row.order_id,
    cause: row.cause,
    description: row.description,
    learned_on: row.learned_on,
    status: row.status,
    amount: row.amount,
    due_date: row.due_date,
    answer: row.answer,
    refund_id: row.refund_id,
    refund_note: row.refund_note,
    created_at: row.created_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
  }
}

/** The next number of the year, counted in the filing's transaction: no gaps, never reused (as PQR radicados). */
async function nextNumber(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(paymentReversalCounters)
    .values({ year, last_number: 1 })
    .onConflictDoUpdate({
      target: paymentReversalCounters.year,
      set: { last_number: sql`${paymentReversalCounters.last_number} + 1` },
    })
    .returning({ number: paymentReversalCounters.last_number })
  return row!.number
}

/** What the order's electronic payments still hold: what an accepted reversal gives back. */
async function paidElectronically(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${payments.amount_cop}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.order_id, orderId), eq(payments.status, PAYMENT_STATUS.completed)))
  return row?.total ?? 0
}

export interface ReversalFiled {
  reversal: PaymentReversal
  created: boolean
}

export async function requestPaymentReversal(
  db: Db,
  userId: string,
  orderId: string,
  input: PaymentReversalInput,
  now: Date = new Date(),
): Promise<ReversalFiled> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        user_id: orders.user_id,
        status: orders.status,
        payment_method: orders.payment_method,
        customer_email: orders.customer_email,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    if (!order || order.user_id !== userId) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
    const [open] = await tx
      .select()
      .from(paymentReversals)
      .where(and(eq(paymentReversals.order_id, orderId), eq(paymentReversals.status, 'abierta')))
    if (open) return { reversal: toReversal(open), created: false }
    if (order.payment_method !== 'wompi' && order.payment_method !== 'paypal')
      throw conflict(REVERSAL_NOT_ELECTRONIC, 'REVERSAL_NOT_ELECTRONIC')
    if (input.learned_on > bogotaDay(now))
      throw badRequest(REVERSAL_FUTURE_DATE, 'REVERSAL_FUTURE_DATE', [
        { field: 'learned_on', message: REVERSAL_FUTURE_DATE },
      ])
    if (!reversalOpen(input.learned_on, now))
      throw conflict(reversalClosedMessage(reversalEndDay(input.learned_on)), 'REVERSAL_WINDOW_CLOSED')
    const amount = await paidElectronically(tx, orderId)
    if (amount === 0) throw conflict(REVERSAL_NOT_PAID, 'REVERSAL_NOT_PAID')

    const year = Number(bogotaDay(now).slice(0, 4))
    const [row] = await tx
      .insert(paymentReversals)
      .values({
        number: reversalNumberOf(year, await nextNumber(tx, year)),
        order_id: orderId,
        requested_by: userId,
        cause: input.cause,
        description: input.description,
        learned_on: input.learned_on,
        amount,
        due_date: reversalDueDay(now),
      })
      .returning()
    await tx.insert(orderStatusHistory).values({
      order_id: orderId,
      status: order.status,
      changed_by: userId,
      note: `Reversión del pago ${row!.number} solicitada (${REVERSAL_CAUSE_LABELS[input.cause]}, ${formatCOP(amount)}).`,
    })
    if (order.customer_email)
      await reversalFiledMailJob.enqueue(tx, {
        to: order.customer_email,
        number: row!.number,
        due_date: row!.due_date,
        order_id: orderId,
      })
    return { reversal: toReversal(row!), created: true }
  })
}

/** The reversals of one order, for its customer (anyone else's order is a 404), newest first. */
export async function listOrderReversals(
  db: Db,
  userId: string,
  orderId: string,
): Promise<PaymentReversal[]> {
  const [order] = await db.select({ user_id: orders.user_id }).from(orders).where(eq(orders.id, orderId))
  if (!order || order.user_id !== userId) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
  const rows = await db
    .select()
    .from(paymentReversals)
    .where(eq(paymentReversals.order_id, orderId))
    .orderBy(desc(paymentReversals.id))
  return rows.map(toReversal)
}

/** Staff's list: open requests past their due day first, then open ones by due day, then the answered. */
export async function listAdminReversals(db: Db, now: Date = new Date()): Promise<AdminPaymentReversal[]> {
  const today = bogotaDay(now)
  const overdue = sql<boolean>`(${paymentReversals.status} = 'abierta' AND ${paymentReversals.due_date} < ${today})`
  const rows = await db
    .select({ row: paymentReversals, customer_email: orders.customer_email, overdue })
    .from(paymentReversals)
    .innerJoin(orders, eq(orders.id, paymentReversals.order_id))
    .orderBy(
      desc(overdue),
      desc(sql`${paymentReversals.status} = 'abierta'`),
      sql`CASE WHEN ${paymentReversals.status} = 'abierta' THEN ${paymentReversals.due_date} END`,
      desc(paymentReversals.id),
    )
  return rows.map(({ row, customer_email, overdue: late }) => ({
    ...toReversal(row),
    customer_email,
    overdue: late,
  }))
}
