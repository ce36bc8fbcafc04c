// docs/product/orders.md#status-transitions, as data: one table per payment flow and one
// function that checks a move. The back office offers only these moves; the server refuses any other with 409.

export const ORDER_STATUSES = [
  'pendiente',
  'pagado',
  'en_preparacion',
  'enviado',
  'entregado',
  'cancelado',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pendiente: 'Pendiente',
  pagado: 'Pagado',
  en_preparacion: 'En preparación',
  enviado: 'Enviado',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
}

/**
 * Online checkout offers those of these that are on (docs/product/checkout-and-payments.md#payment-methods);
 * the point of sale adds the others.
 */
export const CHECKOUT_PAYMENT_METHODS = ['contra_entrega', 'paypal', 'wompi'] as const
export const PAYMENT_METHODS = [...CHECKOUT_PAYMENT_METHODS, 'efectivo', 'tarjeta', 'transferencia'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  contra_entrega: 'Pago Contra Entrega',
  paypal: 'PayPal',
  wompi: 'Wompi (tarjeta, PSE, Nequi)',
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta',
  transferencia: 'Transferencia',
}

/**
 * docs/product/orders.md#cod-confirmation: a cash-on-delivery order waits 'Por confirmar' (its pendiente)
 * until staff confirm it with the customer; every other status reads the same for every method.
 */
export function orderStatusLabel(status: OrderStatus, method?: PaymentMethod): string {
  return status === 'pendiente' && method === 'contra_entrega' ? 'Por confirmar' : ORDER_STATUS_LABELS[status]
}

type Transitions = Record<OrderStatus, readonly OrderStatus[]>

/** Paid before it ships: pendiente -> pagado -> en_preparacion -> enviado -> entregado. */
const PREPAID: Transitions = {
  pendiente: ['pagado', 'cancelado'],
  pagado: ['en_preparacion', 'cancelado'],
  en_preparacion: ['enviado', 'cancelado'],
  enviado: ['entregado'],
  entregado: [],
  cancelado: [],
}

/** Cash on delivery is paid at the door, so it never passes through pagado. */
const CASH_ON_DELIVERY: Transitions = {
  pendiente: ['en_preparacion', 'cancelado'],
  pagado: [],
  en_preparacion: ['enviado', 'cancelado'],
  enviado: ['entregado'],
  entregado: [],
  cancelado: [],
}

export function orderTransitions(method: PaymentMethod): Transitions {
  return method === 'contra_entrega' ? CASH_ON_DELIVERY : PREPAID
}

/**
 * Methods whose payment only the provider can confirm: staff never mark them paid by hand, the capture
 * does (docs/product/checkout-and-payments.md#paypal: paid only for a COMPLETED capture).
 */
export const PROVIDER_CONFIRMED_METHODS: readonly PaymentMethod[] = ['paypal', 'wompi']

/** The statuses staff may move an order to next. */
export function nextOrderStatuses(from: OrderStatus, method: PaymentMethod): OrderStatus[] {
  return orderTransitions(method)[from].filter(
    (to) => !(to === 'pagado' && PROVIDER_CONFIRMED_METHODS.includes(method)),
  )
}

/** A move staff may make (the capture marks PayPal orders paid on its own path). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, method: PaymentMethod): boolean {
  return nextOrderStatuses(from, method).includes(to)
}

/**
 * docs/product/orders.md#customer-cancellation: the customer cancels their own order while staff have not
 * started preparing it (pendiente, or paid and waiting); the reason it is refused otherwise, in Spanish.
 */
export function customerCancelRefusal(status: OrderStatus): string | null {
  if (status === 'pendiente' || status === 'pagado') return null
  if (status === 'cancelado') return 'Este pedido ya está cancelado.'
  if (status === 'en_preparacion')
    return 'Ya estamos preparando tu pedido, así que no se puede cancelar. Escríbenos desde la página de contacto.'
  return `Tu pedido ya fue ${ORDER_STATUS_LABELS[status].toLowerCase()}, así que no se puede cancelar. Si quieres devolverlo, solicita una devolución.`
}
