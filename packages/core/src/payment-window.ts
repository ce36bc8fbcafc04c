import { formatTime } from './format'

// docs/product/checkout-and-payments.md#payment-window: a PayPal or Wompi order holds its stock for the
// store's online_payment_minutes (order-limits.ts) while the shopper pays; the shopper is told how long,
// before paying and with the order, and the stock goes back when the time runs out or the shopper cancels.

/** Before paying: how long the products stay held. */
export function paymentWindowNotice(minutes: number): string {
  return `Al pagar con PayPal o Wompi apartamos tus productos ${minutes} minutos mientras completas el pago; si no lo completas, el pedido se cancela y los productos vuelven a la tienda.`
}

/**
 * With an unpaid order: 'Tienes hasta las 3:45 p. m. para pagar; …' (la 1:05, las 2:05: Spanish hours), or,
 * once the time is up and the sweeper has not run yet, that it is about to be cancelled.
 */
export function paymentDeadlineText(dueAt: string | Date, now: Date = new Date()): string {
  const due = typeof dueAt === 'string' ? new Date(dueAt) : dueAt
  if (due.getTime() <= now.getTime())
    return 'El plazo para pagar venció: el pedido se cancelará en unos instantes y los productos volverán a la tienda.'
  const time = formatTime(due)
  const article = time.startsWith('1:') ? 'la' : 'las'
  return `Tienes hasta ${article} ${time} para pagar; después el pedido se cancela y los productos vuelven a la tienda.`
}

/** The notes an unpaid order's cancellation leaves in its history (and in the customer's e-mail). */
export const UNPAID_CANCEL_NOTES = {
  expired: (provider: string) => `Cancelado automáticamente: venció el plazo para pagar con ${provider}.`,
  byCustomer: (provider: string) => `Cancelado por el cliente: no completó el pago con ${provider}.`,
} as const
