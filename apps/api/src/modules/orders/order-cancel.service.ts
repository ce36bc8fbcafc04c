import { and, eq } from 'drizzle-orm'
import { customerCancelRefusal, PROVIDER_CONFIRMED_METHODS } from '@vitrina/core/order-status'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { cancelUnpaidOrder, type Providers } from '../payments/payment-cancel.service'
import type { Release } from '../payments/unpaid-release'
import {
  ORDER_NOT_FOUND,
  transitionOrder,
  type LockedOrder,
  type OrderTransition,
} from './order-status.service'

// docs/product/orders.md#customer-cancellation: POST /api/orders/{id}/cancel. The customer cancels their own
// order until staff start preparing it; the stock goes back in the cancelling transaction and the route
// refunds what was paid online (payments/refunds.service.ts). An unpaid online order is first released the
// way the payment window does it (payment-cancel.service.ts): the provider is asked, so a payment that went
// through meanwhile is recorded, and then refunded with the cancellation.

export const CUSTOMER_CANCELLED_MESSAGE = 'Cancelaste este pedido desde tu cuenta.'

const refuse = (status: LockedOrder['status']) => {
  const reason = customerCancelRefusal(status)
  if (reason)
    throw conflict(reason, status === 'cancelado' ? 'ORDER_ALREADY_CANCELLED' : 'ORDER_NOT_CANCELLABLE')
}

export interface OwnCancellation {
  /** The unpaid online order's release, when the provider was asked first. */
  release?: Release & { provider: 'paypal' | 'wompi' }
  /** The cancellation this call made (absent when the release already cancelled, or kept, the order). */
  change?: OrderTransition
}

/** Cancel the caller's own order; 404 for anyone else's, 409 with the reason once it cannot be. */
export async function cancelOwnOrder(
  db: Db,
  providers: Providers,
  input: { userId: string; orderId: string },
): Promise<OwnCancellation> {
  const [order] = await db
    .select({ status: orders.status, method: orders.payment_method })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.user_id, input.userId)))
  if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
  refuse(order.status)
  let release: OwnCancellation['release']
  if (order.status === 'pendiente' && PROVIDER_CONFIRMED_METHODS.includes(order.method)) {
    release = await cancelUnpaidOrder(db, providers, input)
    // Released (cancelled unpaid) or held for a mismatched payment: nothing more to do here.
    if (!release.reconciled) return { release }
  }
  const change = await transitionOrder(db, input.orderId, {
    to: 'cancelado',
    changedBy: input.userId,
    customerMessage: CUSTOMER_CANCELLED_MESSAGE,
    // Re-checked under the order's row lock: staff may have started preparing it meanwhile.
    guard: (locked) => refuse(locked.status),
  })
  return { release, change }
}
