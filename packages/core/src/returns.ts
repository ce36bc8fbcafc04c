import type { OrderReturns } from './schemas/returns'

// docs/product/returns.md: the return window, the promise the storefront makes from it, the steps of a
// return and the money a (partial) return gives back — one function for the API, the account page and the
// back office (docs/decisions/021-returns-and-payment-alerts.md).

export { RETURN_WINDOW_DEFAULT, RETURN_WINDOW_RANGE, returnWindowDays } from './return-window'

/** The storefront's promise (product page, FAQ), always the window the API enforces. */
export function returnPromise(days: number): string {
  return days === 1
    ? 'Devoluciones gratis dentro del día siguiente a la entrega.'
    : `Devoluciones gratis dentro de los ${days} días siguientes a la entrega.`
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The last moment a return may be asked for: `days` after the delivery. */
export function returnDeadline(deliveredAt: Date, days: number): Date {
  return new Date(deliveredAt.getTime() + days * DAY_MS)
}

export const RETURN_STATUSES = ['solicitada', 'aprobada', 'rechazada', 'recibida'] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  solicitada: 'Solicitada',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  recibida: 'Recibida',
}

/** docs/product/returns.md#steps: staff approve or reject a request, then mark an approved one received. */
const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  solicitada: ['aprobada', 'rechazada'],
  aprobada: ['recibida'],
  rechazada: [],
  recibida: [],
}

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to)
}

/** How cash-on-delivery and till refunds are paid back by hand. */
export const MANUAL_REFUND_METHODS = ['efectivo', 'transferencia'] as const
export type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number]

/**
 * What the refund of some order lines reads of the order: its frozen prices, each line's own IVA (its class's
 * rate, docs/decisions/030-iva-by-product.md) and its tax mode.
 */
export interface ReturnableOrder {
  lines: readonly {
    id: number
    price_per_unit: number
    quantity: number
    tax_amount: number
    /** The line's share of a discount code (docs/product/promotions.md#money); 0 or absent without one. */
    discount_amount?: number
  }[]
  /** True when the shelf prices included IVA (docs/decisions/016-tax-modes-and-price-rounding.md). */
  taxIncluded: boolean
}

/** Units per order line id. */
export type ReturnQuantities = ReadonlyMap<number, number> | Readonly<Record<number, number>>

export interface ReturnMoney {
  /** The goods at the prices paid. */
  goods: number
  /** The IVA those goods carried: added (tax on top) or contained (prices with IVA). */
  tax: number
  /** What goes back to the customer; shipping is never refunded. */
  total: number
}

const unitsOf = (quantities: ReturnQuantities, id: number) =>
  (quantities instanceof Map ? quantities.get(id) : (quantities as Record<number, number>)[id]) ?? 0

/**
 * The money of the goods returned so far: each line gives back its units' share of the line's own frozen IVA
 * (all of it once every unit is back), so a 5% good refunds 5% and an excluded one none; a discount code's
 * share of the line is kept back the same way, so the customer gets what they paid.
 */
function valueOf(order: ReturnableOrder, quantities: ReturnQuantities): ReturnMoney {
  let goods = 0
  let tax = 0
  for (const line of order.lines) {
    const units = Math.min(line.quantity, unitsOf(quantities, line.id))
    goods += line.price_per_unit * units - Math.round(((line.discount_amount ?? 0) * units) / line.quantity)
    tax += Math.round((line.tax_amount * units) / line.quantity)
  }
  return { goods, tax, total: order.taxIncluded ? goods : goods + tax }
}

/**
 * The refund of one return: the value of everything returned once this one is counted, less the value of
 * what was returned before. Rounding therefore never adds up across several partial returns: returning
 * every line, in any number of steps, gives back exactly the goods and IVA the order charged.
 */
export function returnRefund(
  order: ReturnableOrder,
  returnedBefore: ReturnQuantities,
  returningNow: ReturnQuantities,
): ReturnMoney {
  const after = new Map<number, number>()
  for (const line of order.lines)
    after.set(line.id, unitsOf(returnedBefore, line.id) + unitsOf(returningNow, line.id))
  const before = valueOf(order, returnedBefore)
  const total = valueOf(order, after)
  return {
    goods: total.goods - before.goods,
    tax: total.tax - before.tax,
    total: total.total - before.total,
  }
}

/**
 * What a new request for `units` (per order line id) gives back, read from the customer's view of the
 * order (GET /api/orders/{id}/returns): the same sum the server records when the request is made.
 */
export function returnEstimate(view: OrderReturns, units: ReturnQuantities): ReturnMoney {
  const received = new Map(view.lines.map((line) => [line.order_item_id, line.received]))
  return returnRefund(
    {
      lines: view.lines.map((line) => ({ id: line.order_item_id, ...line })),
      taxIncluded: view.tax_included,
    },
    received,
    units,
  )
}
