import { and, eq, ne } from 'drizzle-orm'
import type { OrderStatus } from '@vitrina/core/order-status'
import { PAYPAL_CURRENCY } from '@vitrina/core/schemas/payments'
import type { Db } from '../../db/client'
import { orders, payments } from '../../db/schema'
import { conflict, notFound, type HttpError } from '../../lib/errors'
import { PaypalError, type PaypalClient, type PaypalOrder } from '../../lib/paypal'
import { transitionOrder, type OrderTransition } from '../orders/order-status.service'
import { PaymentIssueError } from './payment-issues.service'
import { captureRequestId, notPayable, PAYMENT_STATUS, paypalUnavailable } from './paypal-payments.service'

// docs/product/checkout-and-payments.md#paypal safety rule, the capture half: only the caller's own order,
// one fixed PayPal-Request-Id per order, paid only for a COMPLETED capture in US$ of the expected amount;
// replays and concurrent captures pay once.

export interface CaptureResult {
  orderId: string
  status: OrderStatus
  /** The move to pagado when this call made it (null on a replay). */
  change: OrderTransition | null
}

export async function capturePaypalPayment(
  db: Db,
  paypal: PaypalClient,
  input: { userId: string; paypalOrderId: string },
): Promise<CaptureResult> {
  const [row] = await db
    .select({
      paymentId: payments.id,
      paymentStatus: payments.status,
      amountUsd: payments.amount_usd,
      orderId: orders.id,
      orderStatus: orders.status,
      userId: orders.user_id,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .where(and(eq(payments.provider, 'paypal'), eq(payments.provider_order_id, input.paypalOrderId)))
  // A PayPal id that is not one of the caller's own orders is unknown to them.
  if (!row || row.userId !== input.userId)
    throw notFound('No encontramos ese pago de PayPal entre tus pedidos.', 'PAYMENT_NOT_FOUND')
  if (row.paymentStatus === PAYMENT_STATUS.completed || row.orderStatus === 'pagado')
    return { orderId: row.orderId, status: row.orderStatus, change: null }
  if (row.orderStatus !== 'pendiente') throw notPayable(row.orderStatus)

  // Marks the attempt under the order's row lock, so the sweeper of abandoned orders either released the
  // order before (and PayPal is never asked to charge) or sees the attempt and leaves the order alone.
  const current = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, row.orderId))
      .for('update')
    if (order?.status === 'pendiente')
      await tx
        .update(payments)
        .set({ status: PAYMENT_STATUS.capturing, updated_at: new Date() })
        .where(and(eq(payments.id, row.paymentId), ne(payments.status, PAYMENT_STATUS.completed)))
    return order!.status
  })
  if (current === 'pagado') return { orderId: row.orderId, status: current, change: null }
  if (current !== 'pendiente') throw notPayable(current)
  let captured: PaypalOrder
  try {
    captured = await paypal.captureOrder(input.paypalOrderId, captureRequestId(row.orderId))
  } catch (err) {
    if (err instanceof PaypalError && err.issue === 'ORDER_ALREADY_CAPTURED') {
      captured = await paypal.getOrder(input.paypalOrderId).catch(() => {
        throw paypalUnavailable()
      })
    } else {
      await db
        .update(payments)
        .set({ status: PAYMENT_STATUS.failed, updated_at: new Date() })
        // A concurrent attempt that succeeded keeps its 'completed'.
        .where(and(eq(payments.id, row.paymentId), eq(payments.status, PAYMENT_STATUS.capturing)))
      throw captureError(err)
    }
  }
  return recordCapture(
    db,
    { paymentId: row.paymentId, orderId: row.orderId, amountUsd: row.amountUsd },
    captured,
    input.userId,
  )
}

function captureError(err: unknown): HttpError {
  if (!(err instanceof PaypalError)) return paypalUnavailable()
  switch (err.issue) {
    case 'ORDER_NOT_APPROVED':
      return conflict(
        'Aún no apruebas el pago en PayPal. Complétalo en la ventana de PayPal.',
        'ORDER_NOT_APPROVED',
      )
    case 'INSTRUMENT_DECLINED':
      return conflict(
        'PayPal rechazó el medio de pago. Elige otro en PayPal e inténtalo de nuevo.',
        'INSTRUMENT_DECLINED',
      )
    default:
      return paypalUnavailable()
  }
}

const cents = (value: string | null | undefined) => Math.round(Number(value ?? NaN) * 100)

/**
 * Record what PayPal says was captured. Only a COMPLETED capture in US$ of the order's amount, for this
 * order, pays it; anything else leaves the order pendiente. Also used to reconcile an order whose
 * capture succeeded at PayPal but never reached us (the sweeper asks PayPal before cancelling).
 */
export async function recordCapture(
  db: Db,
  payment: { paymentId: number; orderId: string; amountUsd: string | null },
  paypalOrder: PaypalOrder,
  changedBy: string | null,
): Promise<CaptureResult> {
  const unit = paypalOrder.purchase_units?.[0]
  const capture = unit?.payments?.captures?.[0]
  const valid =
    paypalOrder.status === 'COMPLETED' &&
    capture?.status === 'COMPLETED' &&
    unit?.reference_id === payment.orderId &&
    capture.amount.currency_code === PAYPAL_CURRENCY &&
    cents(capture.amount.value) === cents(payment.amountUsd)
  if (!valid) {
    await db
      .update(payments)
      .set({ status: PAYMENT_STATUS.mismatch, raw: paypalOrder, updated_at: new Date() })
      .where(and(eq(payments.id, payment.paymentId), ne(payments.status, PAYMENT_STATUS.completed)))
    const refusal = conflict(
      'PayPal no confirmó el pago por el total de tu pedido, así que sigue pendiente. Si se te cobró, te devolvemos el dinero.',
      'PAYMENT_NOT_CONFIRMED',
    )
    // Money PayPal took that does not fit the order (docs/product/payment-alerts.md).
    if (capture?.status !== 'COMPLETED') throw refusal
    throw new PaymentIssueError(refusal, {
      orderId: payment.orderId,
      provider: 'paypal',
      providerRef: paypalOrder.id,
      captureId: capture.id,
      kind:
        unit?.reference_id !== payment.orderId
          ? 'reference'
          : capture.amount.currency_code !== PAYPAL_CURRENCY
            ? 'currency'
            : 'amount',
      expected: { value: payment.amountUsd, currency_code: PAYPAL_CURRENCY, reference_id: payment.orderId },
      received: { ...capture.amount, reference_id: unit?.reference_id ?? null },
    })
  }
  try {
    const change = await transitionOrder(db, payment.orderId, {
      to: 'pagado',
      changedBy,
      note: `Pago confirmado por PayPal (captura ${capture.id})`,
      guard: (order) => {
        if (order.status !== 'pendiente') throw notPayable(order.status)
      },
      alsoWrite: async (tx) => {
        await tx
          .update(payments)
          .set({
            status: PAYMENT_STATUS.completed,
            provider_capture_id: capture.id,
            raw: paypalOrder,
            updated_at: new Date(),
          })
          .where(eq(payments.id, payment.paymentId))
      },
    })
    return { orderId: payment.orderId, status: 'pagado', change }
  } catch (err) {
    // A concurrent capture of the same order got there first: PayPal charged once, and so do we.
    const [order] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
    if (order?.status === 'pagado') return { orderId: payment.orderId, status: 'pagado', change: null }
    if (order?.status === 'cancelado') {
      // Paid at PayPal after the order was released: keep the capture on record for the refund.
      await db
        .update(payments)
        .set({
          status: PAYMENT_STATUS.completed,
          provider_capture_id: capture.id,
          raw: paypalOrder,
          updated_at: new Date(),
        })
        .where(eq(payments.id, payment.paymentId))
      throw new PaymentIssueError(
        conflict(
          'Tu pedido se canceló antes de confirmarse el pago. Te devolvemos el dinero por PayPal.',
          'PAID_AFTER_CANCEL',
        ),
        {
          orderId: payment.orderId,
          provider: 'paypal',
          providerRef: paypalOrder.id,
          captureId: capture.id,
          kind: 'cancelled_order',
        },
      )
    }
    throw err
  }
}
