import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { UNPAID_CANCEL_NOTES } from '@vitrina/core/payment-window'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { conflict, HttpError, notFound } from '../../lib/errors'
import type { PaypalClient } from '../../lib/paypal'
import type { WompiClient } from '../../lib/wompi'
import { ORDER_NOT_FOUND } from '../orders/order-status.service'
import { notPayable } from './paypal-payments.service'
import { paypalCandidates, releaseUnpaidPaypalOrder } from './paypal-sweeper.service'
import type { Release } from './unpaid-release'
import { releaseUnpaidWompiOrder } from './wompi-sweeper.service'

// docs/product/checkout-and-payments.md#payment-window: a shopper who gives up paying (closes PayPal's window,
// or cancels from the confirmation page or Mis pedidos) gives the stock back at once instead of holding it
// until the window ends. The provider is asked first, exactly as the sweepers do: a payment that went through
// is recorded, one still under way keeps the order.

const PROVIDER_NAMES = { paypal: 'PayPal', wompi: 'Wompi' } as const

export interface Providers {
  paypal: PaypalClient
  wompi: WompiClient
  log: FastifyBaseLogger
}

/** Cancel the caller's own unpaid PayPal or Wompi order; 409 while a payment is under way. */
export async function cancelUnpaidOrder(
  db: Db,
  providers: Providers,
  input: { userId: string; orderId: string },
): Promise<Release & { provider: keyof typeof PROVIDER_NAMES }> {
  const [order] = await db
    .select({ status: orders.status, method: orders.payment_method })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.user_id, input.userId)))
  if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
  if (order.method !== 'paypal' && order.method !== 'wompi')
    throw conflict(
      'Desde aquí solo se cancelan pedidos con pago en línea sin pagar. Para un pedido contra entrega, escríbenos desde la página de contacto.',
      'ORDER_NOT_CANCELLABLE',
    )
  if (order.status !== 'pendiente') throw notPayable(order.status)
  const name = PROVIDER_NAMES[order.method]
  const note = UNPAID_CANCEL_NOTES.byCustomer(name)
  let release: Release
  if (order.method === 'paypal') {
    const [candidate] = await paypalCandidates(db, eq(orders.id, input.orderId))
    release = candidate ? await releaseUnpaidPaypalOrder(db, providers, candidate, note) : { kept: 'paying' }
  } else release = await releaseUnpaidWompiOrder(db, providers, input.orderId, note)
  if (release.released || release.reconciled || release.issue) return { ...release, provider: order.method }
  if (release.kept === 'unreachable')
    throw new HttpError(
      502,
      `No pudimos consultar tu pago con ${name}. Inténtalo de nuevo en unos minutos.`,
      'PROVIDER_UNAVAILABLE',
    )
  throw conflict(
    `Tu pago con ${name} está en proceso. Espera su resultado antes de cancelar el pedido.`,
    'PAYMENT_IN_PROGRESS',
  )
}
