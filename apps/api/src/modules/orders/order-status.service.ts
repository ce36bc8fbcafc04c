import { eq } from 'drizzle-orm'
import { releaseDiscountCodeUse } from '../promotions/discount-code-use.service'
import { putBackStock } from './order-stock.service'
import {
  canMoveOrder,
  ORDER_STATUS_LABELS,
  PROVIDER_CONFIRMED_METHODS,
  type OrderStatus,
  type PaymentMethod,
} from '@vitrina/core/order-status'
import { invoicedAtStatus } from '@vitrina/core/fiscal-lines'
import type { Db, Tx } from '../../db/client'
import { orderItems, orders, orderStatusHistory, users } from '../../db/schema'
import { conflict, HttpError, notFound } from '../../lib/errors'
import { recordCancellation, recordSaleDocument } from '../invoicing/fiscal-records.service'
import { withBackInStock, type BackInStockNotice } from '../notifications/back-in-stock.service'
import { orderStatusMailJob } from './order-mail'

// docs/product/orders.md#status-transitions: every move goes through here, whoever makes it (staff, the
// PayPal capture, the sweeper of abandoned PayPal orders). The order row is locked and its status re-read
// inside the transaction, so two movers never both succeed; a cancellation puts the stock back in the same
// transaction and claims the back-in-stock sign-ups it revives.

export const ORDER_NOT_FOUND = 'Pedido no encontrado.'

export interface LockedOrder {
  id: string
  order_number: number
  user_id: string | null
  status: OrderStatus
  payment_method: PaymentMethod
  channel: 'web' | 'pos'
  total_amount: number
}

export interface OrderTransition {
  /** The order after the move, with the customer's e-mail for the notice. */
  order: LockedOrder & { customer_email: string | null }
  from: OrderStatus
  note: string | null
  customer_message: string | null
  /** True when stock went back to the shelves (catalogue caches must drop). */
  restocked: boolean
  /** Back-in-stock sign-ups it revived (their e-mails are already enqueued). */
  notices: BackInStockNotice[]
}

export interface TransitionOptions {
  to: OrderStatus
  changedBy: string | null
  /** Staff only: kept in the history, never e-mailed (docs/product/orders.md#customer-messages). */
  note?: string | undefined
  /** Told to the customer: e-mailed with the change and shown in their order's history. */
  customerMessage?: string | undefined
  /** Throws when the move is not allowed from the locked order; staff moves by default. */
  guard?: (order: LockedOrder, tx: Tx) => void | Promise<void>
  /** More writes in the same transaction (e.g. the payment row of a capture). */
  alsoWrite?: (tx: Tx, order: LockedOrder) => Promise<void>
}

const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase()

/** The staff rule: the transition table, and PayPal orders are paid only by PayPal's capture. */
export function staffGuard(to: OrderStatus) {
  return (order: LockedOrder) => {
    if (order.status === to) throw conflict(`El pedido ya está ${label(to)}.`, 'INVALID_STATUS_TRANSITION')
    if (to === 'pagado' && PROVIDER_CONFIRMED_METHODS.includes(order.payment_method)) {
      const provider = order.payment_method === 'wompi' ? 'Wompi' : 'PayPal'
      throw conflict(
        `Un pedido con ${provider} queda pagado solo cuando ${provider} confirma el cobro.`,
        'INVALID_STATUS_TRANSITION',
      )
    }
    if (!canMoveOrder(order.status, to, order.payment_method))
      throw conflict(
        `Un pedido ${label(order.status)} no puede pasar a ${label(to)}.`,
        'INVALID_STATUS_TRANSITION',
      )
  }
}

export async function transitionOrder(
  db: Db,
  orderId: string,
  options: TransitionOptions,
): Promise<OrderTransition> {
  const { to, changedBy } = options
  const note = options.note || null
  const customerMessage = options.customerMessage || null
  const guard = options.guard ?? staffGuard(to)
  // Order lines never change, so they can be read before the transaction that locks their products.
  const items =
    to === 'cancelado'
      ? await db
          .select({
            product_id: orderItems.product_id,
            variant_id: orderItems.variant_id,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .where(eq(orderItems.order_id, orderId))
      : []
  const productIds = items.flatMap((i) => (i.product_id === null ? [] : [i.product_id]))
  const { result, notices } = await withBackInStock(db, productIds, async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        order_number: orders.order_number,
        user_id: orders.user_id,
        status: orders.status,
        payment_method: orders.payment_method,
        channel: orders.channel,
        total_amount: orders.total_amount,
        customer_email: orders.customer_email,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
    await guard(order, tx)
    let restocked = false
    if (to === 'cancelado') {
      restocked = await putBackStock(tx, items)
      // docs/product/promotions.md#uses: a cancelled order gives its discount code's use back.
      await releaseDiscountCodeUse(tx, orderId)
    }
    await tx
      .update(orders)
      .set({ status: to, updated_at: new Date(), ...(to === 'pagado' ? { paid_at: new Date() } : {}) })
      .where(eq(orders.id, orderId))
    await tx.insert(orderStatusHistory).values({
      order_id: orderId,
      status: to,
      note,
      customer_message: customerMessage,
      changed_by: changedBy,
    })
    await options.alsoWrite?.(tx, order)
    // docs/decisions/040-fiscal-documents.md#when: the invoice is owed with the move, or cancelled by it.
    if (order.channel === 'web' && to === invoicedAtStatus(order.payment_method))
      await recordSaleDocument(tx, order.id, 'factura')
    if (to === 'cancelado') await recordCancellation(tx, order.id)
    // The customer's current address wins; the one frozen on the order serves once the account is gone.
    const [user] = order.user_id
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, order.user_id))
      : []
    const email = user?.email ?? order.customer_email
    // docs/product/orders.md#order-emails: the customer's notice commits with the move.
    if (email)
      await orderStatusMailJob.enqueue(tx, {
        to: email,
        order: {
          id: order.id,
          order_number: order.order_number,
          total_amount: order.total_amount,
          payment_method: order.payment_method,
          status: to,
        },
        customer_message: customerMessage,
      })
    return {
      order: { ...order, status: to, customer_email: email },
      from: order.status,
      note,
      customer_message: customerMessage,
      restocked,
    }
  })
  return { ...result, notices }
}

/**
 * A sweeper's cancellation: the order is cancelled (and restocked) only if it is still pendiente under its
 * row lock; null when someone else moved it first. `reason` is the customer's to read.
 */
export async function cancelIfStillPending(
  db: Db,
  orderId: string,
  reason: string,
): Promise<OrderTransition | null> {
  try {
    return await transitionOrder(db, orderId, {
      to: 'cancelado',
      changedBy: null,
      customerMessage: reason,
      guard: (order) => {
        if (order.status !== 'pendiente') throw conflict('', STILL_PENDING)
      },
    })
  } catch (err) {
    if (err instanceof HttpError && err.code === STILL_PENDING) return null
    throw err
  }
}

const STILL_PENDING = 'NOT_STILL_PENDING'
