import { and, eq, notInArray, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { OrderStatus } from '@vitrina/core/order-status'
import { pathTo, paths } from '@vitrina/core/paths'
import type { Db } from '../../db/client'
import { orders, payments } from '../../db/schema'
import { conflict, HttpError, notFound } from '../../lib/errors'
import { WOMPI_CURRENCY, WompiError, type WompiClient, type WompiTransaction } from '../../lib/wompi'
import { ORDER_NOT_FOUND, transitionOrder, type OrderTransition } from '../orders/order-status.service'
import type { PaymentIssueReport } from './payment-issues.service'
import { notPayable, PAYMENT_STATUS } from './paypal-payments.service'

// docs/product/checkout-and-payments.md#wompi: the store order exists first; the server signs the Web
// Checkout for its COP total; the order is paid exactly once, for an APPROVED transaction of its reference,
// amount and currency, read from Wompi's API or received in a signed event. Declined, voided and failed
// transactions leave it pendiente so the shopper can try again.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const wompiUnavailable = () =>
  new HttpError(
    502,
    'No se pudo consultar el pago con Wompi. Inténtalo de nuevo en unos minutos.',
    'WOMPI_UNAVAILABLE',
  )

const notWompi = () => conflict('Este pedido no se paga con Wompi.', 'WRONG_PAYMENT_METHOD')
const paymentNotFound = () =>
  notFound('No encontramos ese pago de Wompi para tu pedido.', 'PAYMENT_NOT_FOUND')

/** A Wompi transaction status as the payment row keeps it. */
const ROW_STATUS: Record<string, string> = {
  PENDING: 'pending',
  DECLINED: 'declined',
  VOIDED: 'voided',
  ERROR: 'failed',
}

const findOrder = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: orders.id,
      status: orders.status,
      method: orders.payment_method,
      total: orders.total_amount,
    })
    .from(orders)
    .where(where)

export async function startWompiCheckout(
  db: Db,
  wompi: WompiClient,
  input: { userId: string; orderId: string; publicUrl: string },
) {
  const [order] = await findOrder(db, and(eq(orders.id, input.orderId), eq(orders.user_id, input.userId)))
  if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
  if (order.method !== 'wompi') throw notWompi()
  if (order.status !== 'pendiente') throw notPayable(order.status)
  if (!wompi.enabled)
    throw new HttpError(503, 'El pago con Wompi no está disponible en este momento.', 'WOMPI_DISABLED')
  return wompi.checkoutFor({
    reference: order.id,
    amountInCents: order.total * 100,
    redirectUrl: input.publicUrl + pathTo(paths.orderConfirmed, { orderId: order.id }),
  })
}

export interface WompiOutcome {
  orderId: string
  status: OrderStatus
  transactionStatus: string
  /** The move to pagado when this call made it (null on a replay or when nothing was paid). */
  change: OrderTransition | null
  /** Money that does not fit the order (docs/product/payment-alerts.md), for the caller to report. */
  issue?: PaymentIssueReport
}

export interface WompiVerifyAnswer {
  orderId: string
  status: OrderStatus
  transactionStatus: string
}

/**
 * The shopper back from Wompi with a transaction id. Wompi is asked only when its answer can change
 * something: for the caller's own Wompi order still pendiente. Anything else is the shopper's or the order's
 * matter, never an outage: someone else's or no order 404, an order paid another way or a store without
 * Wompi 409, an order no longer pendiente 409 (unless this transaction is the one already recorded for it,
 * a reload of the page: then our row answers), a transaction Wompi does not know or of another order 404.
 * Only Wompi failing to answer is a 502.
 */
export async function verifyWompiReturn(
  db: Db,
  wompi: WompiClient,
  log: FastifyBaseLogger,
  input: {
    userId: string
    orderId: string
    transactionId: string
    settle: (transaction: WompiTransaction) => Promise<WompiOutcome | null>
  },
): Promise<WompiVerifyAnswer> {
  const [order] = await findOrder(db, and(eq(orders.id, input.orderId), eq(orders.user_id, input.userId)))
  if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
  if (order.method !== 'wompi') throw notWompi()
  if (!wompi.enabled) throw conflict('Esta tienda no recibe pagos con Wompi.', 'WOMPI_DISABLED')
  if (order.status !== 'pendiente') {
    const [known] = await db
      .select({ raw: payments.raw })
      .from(payments)
      .where(
        and(
          eq(payments.order_id, order.id),
          eq(payments.provider, 'wompi'),
          eq(payments.provider_order_id, input.transactionId),
        ),
      )
    if (!known) throw notPayable(order.status)
    const recorded = known.raw as Pick<WompiTransaction, 'status'>
    return { orderId: order.id, status: order.status, transactionStatus: recorded.status }
  }
  const transaction = await wompi.getTransaction(input.transactionId).catch((err: unknown) => {
    // Wompi's documented answer for an id it does not know: 404 NOT_FOUND_ERROR.
    if (err instanceof WompiError && err.status === 404) return null
    throw wompiUnavailable()
  })
  if (!transaction) throw paymentNotFound()
  if (transaction.reference !== order.id) {
    log.warn(
      { orderId: order.id, transactionId: transaction.id, reference: transaction.reference },
      'transacción de Wompi de otra referencia presentada para un pedido',
    )
    throw paymentNotFound()
  }
  const outcome = await input.settle(transaction)
  if (!outcome) throw paymentNotFound()
  return { orderId: order.id, status: outcome.status, transactionStatus: outcome.transactionStatus }
}

/**
 * Record what Wompi says about one transaction, whoever brought it (the shopper's return or an event). Safe
 * to repeat: the payment row is keyed by the transaction id and the order moves to pagado only once.
 */
export async function recordWompiTransaction(
  db: Db,
  log: FastifyBaseLogger,
  transaction: WompiTransaction,
): Promise<WompiOutcome | null> {
  const [order] = UUID.test(transaction.reference)
    ? await findOrder(db, eq(orders.id, transaction.reference))
    : []
  if (!order || order.method !== 'wompi') {
    log.warn(
      { transactionId: transaction.id, reference: transaction.reference },
      'transacción de Wompi sin pedido de Wompi con esa referencia',
    )
    return null
  }
  const matches = transaction.amount_in_cents === order.total * 100 && transaction.currency === WOMPI_CURRENCY
  const approved = transaction.status === 'APPROVED'
  const rowStatus = !approved
    ? (ROW_STATUS[transaction.status] ?? 'pending')
    : matches
      ? PAYMENT_STATUS.created
      : PAYMENT_STATUS.mismatch
  await db
    .insert(payments)
    .values({
      order_id: order.id,
      provider: 'wompi',
      provider_order_id: transaction.id,
      status: rowStatus,
      amount_cop: order.total,
      currency: transaction.currency,
      raw: transaction,
    })
    .onConflictDoUpdate({
      target: [payments.provider, payments.provider_order_id],
      set: { status: rowStatus, raw: transaction, updated_at: new Date() },
      // A settled row (paid, flagged or refunded) is never rewritten by a late or replayed message.
      setWhere: notInArray(payments.status, [
        PAYMENT_STATUS.completed,
        PAYMENT_STATUS.mismatch,
        PAYMENT_STATUS.refunding,
        PAYMENT_STATUS.refunded,
      ]),
    })
  const outcome = { orderId: order.id, status: order.status, transactionStatus: transaction.status }
  if (!approved) return { ...outcome, change: null }
  if (!matches) {
    log.warn(
      {
        orderId: order.id,
        transactionId: transaction.id,
        expected: { amount_in_cents: order.total * 100, currency: WOMPI_CURRENCY },
        received: { amount_in_cents: transaction.amount_in_cents, currency: transaction.currency },
      },
      'pago de Wompi que no coincide con el pedido',
    )
    return {
      ...outcome,
      change: null,
      issue: {
        orderId: order.id,
        provider: 'wompi',
        providerRef: transaction.id,
        kind: transaction.currency === WOMPI_CURRENCY ? 'amount' : 'currency',
        expected: { amount_in_cents: order.total * 100, currency: WOMPI_CURRENCY },
        received: { amount_in_cents: transaction.amount_in_cents, currency: transaction.currency },
      },
    }
  }
  return payOrder(db, log, order.id, transaction)
}

async function payOrder(
  db: Db,
  log: FastifyBaseLogger,
  orderId: string,
  transaction: WompiTransaction,
): Promise<WompiOutcome> {
  const settle = eq(payments.provider_order_id, transaction.id)
  const completed = {
    status: PAYMENT_STATUS.completed,
    provider_capture_id: transaction.id,
    updated_at: new Date(),
  }
  let status: OrderStatus = 'pagado'
  let change: OrderTransition | null = null
  try {
    change = await transitionOrder(db, orderId, {
      to: 'pagado',
      changedBy: null,
      note: `Pago confirmado por Wompi (transacción ${transaction.id})`,
      guard: (order) => {
        if (order.status !== 'pendiente') throw notPayable(order.status)
      },
      alsoWrite: async (tx) => {
        await tx
          .update(payments)
          .set(completed)
          .where(and(eq(payments.provider, 'wompi'), settle))
      },
    })
  } catch (err) {
    if (!(err instanceof HttpError) || err.code !== 'ORDER_NOT_PAYABLE') throw err
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
    status = order!.status
    await db
      .update(payments)
      .set(completed)
      .where(and(eq(payments.provider, 'wompi'), settle))
    // Money taken for an order that can no longer take it: staff must see it, and it goes back.
    const kind =
      status === 'cancelado'
        ? 'cancelled_order'
        : !(await paidByThisTransaction(db, orderId, transaction.id))
          ? 'duplicate'
          : null
    if (kind) {
      log.warn(
        { orderId, transactionId: transaction.id, status },
        'pago de Wompi para un pedido que no lo esperaba',
      )
      const issue: PaymentIssueReport = { orderId, provider: 'wompi', providerRef: transaction.id, kind }
      return { orderId, status, transactionStatus: transaction.status, change, issue }
    }
  }
  return { orderId, status, transactionStatus: transaction.status, change }
}

/** False when another transaction already paid the order (a second payment for one order). */
async function paidByThisTransaction(db: Db, orderId: string, transactionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.provider_order_id })
    .from(payments)
    .where(and(eq(payments.order_id, orderId), eq(payments.status, PAYMENT_STATUS.completed)))
  return rows.length === 1 && rows[0]!.id === transactionId
}
