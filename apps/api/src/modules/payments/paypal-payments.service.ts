import { and, eq, inArray } from 'drizzle-orm'
import { orderNumber } from '@vitrina/core/format'
import { ORDER_STATUS_LABELS, type OrderStatus } from '@vitrina/core/order-status'
import { copToUsd, PAYPAL_CURRENCY, type CreateTransaction } from '@vitrina/core/schemas/payments'
import type { Db } from '../../db/client'
import { orders, payments } from '../../db/schema'
import { conflict, HttpError, notFound } from '../../lib/errors'
import type { PaypalClient, PaypalOrder } from '../../lib/paypal'
import { ORDER_NOT_FOUND } from '../orders/order-status.service'

// docs/product/checkout-and-payments.md#paypal, the creation half: the store order
// exists first; its PayPal order is made from the order's own total in US$ at a rate fixed on the order,
// and remembered in `payments` (the capture half is paypal-capture.service.ts).

/** Payment row statuses (PayPal's; Wompi's add its own words for failed attempts). */
export const PAYMENT_STATUS = {
  created: 'created',
  capturing: 'capturing',
  completed: 'completed',
  failed: 'failed',
  mismatch: 'mismatch',
  /** A cancelled order's refund in flight, then done (docs/product/checkout-and-payments.md#refunds). */
  refunding: 'refunding',
  refunded: 'refunded',
} as const

export const captureRequestId = (orderId: string) => `vitrina-capture-${orderId}`
const createRequestId = (orderId: string) => `vitrina-create-${orderId}`

export const paypalUnavailable = () =>
  new HttpError(
    502,
    'No se pudo completar el pago con PayPal. Inténtalo de nuevo en unos minutos.',
    'PAYPAL_UNAVAILABLE',
  )
export const notPayable = (status: OrderStatus) =>
  conflict(
    `Este pedido ya no está pendiente de pago (estado: ${ORDER_STATUS_LABELS[status]}).`,
    'ORDER_NOT_PAYABLE',
  )

export async function createPaypalTransaction(
  db: Db,
  paypal: PaypalClient,
  input: { userId: string; orderId: string; totalAmountCOP: number; copPerUsd: number; storeName: string },
): Promise<CreateTransaction> {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      payment_method: orders.payment_method,
      total_amount: orders.total_amount,
      cop_per_usd: orders.cop_per_usd,
    })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.user_id, input.userId)))
  if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
  if (order.payment_method !== 'paypal')
    throw conflict('Este pedido no se paga con PayPal.', 'WRONG_PAYMENT_METHOD')
  if (order.status !== 'pendiente') throw notPayable(order.status)
  // The client's total is a check that the shopper saw the right amount, never the amount charged.
  if (input.totalAmountCOP !== order.total_amount)
    throw conflict(
      'El total no coincide con el de tu pedido. Actualiza la página e inténtalo de nuevo.',
      'TOTAL_MISMATCH',
    )
  if (!paypal.enabled)
    throw new HttpError(
      503,
      'El pago con PayPal no está disponible en este momento. Puedes pagar contra entrega.',
      'PAYPAL_DISABLED',
    )
  // The rate is fixed on the order the first time, so every attempt charges the same US$.
  const copPerUsd = order.cop_per_usd === null ? input.copPerUsd : Number(order.cop_per_usd)
  const [open] = await db
    .select({ provider_order_id: payments.provider_order_id, amount_usd: payments.amount_usd })
    .from(payments)
    .where(
      and(
        eq(payments.order_id, order.id),
        eq(payments.provider, 'paypal'),
        inArray(payments.status, [PAYMENT_STATUS.created, PAYMENT_STATUS.capturing, PAYMENT_STATUS.failed]),
      ),
    )
  if (open?.provider_order_id && open.amount_usd)
    return { orderID: open.provider_order_id, amountUSD: open.amount_usd, copPerUsd }

  const amountUSD = copToUsd(order.total_amount, copPerUsd)
  if (Number(amountUSD) <= 0)
    throw conflict('El total es demasiado bajo para pagarlo con PayPal.', 'AMOUNT_TOO_LOW')
  let created: PaypalOrder
  try {
    created = await paypal.createOrder({
      requestId: createRequestId(order.id),
      referenceId: order.id,
      amountUSD,
      description: `Pedido #${orderNumber(order.id)} en ${input.storeName}`,
    })
  } catch {
    throw new HttpError(502, 'No se pudo iniciar el pago con PayPal.', 'PAYPAL_UNAVAILABLE')
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({
        order_id: order.id,
        provider: 'paypal',
        provider_order_id: created.id,
        status: PAYMENT_STATUS.created,
        amount_cop: order.total_amount,
        amount_usd: amountUSD,
        currency: PAYPAL_CURRENCY,
        raw: created,
      })
      // A concurrent call got the same PayPal order (same PayPal-Request-Id) and recorded it first.
      .onConflictDoNothing()
    await tx
      .update(orders)
      .set({ cop_per_usd: String(copPerUsd) })
      .where(eq(orders.id, order.id))
  })
  return { orderID: created.id, amountUSD, copPerUsd }
}
