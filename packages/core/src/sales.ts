import { PROVIDER_CONFIRMED_METHODS, type OrderStatus, type PaymentMethod } from './order-status'

// Which orders count as sales (docs/product/back-office.md#dashboard). The dashboard's figures (sales today /
// 7 / 30 days, average ticket, best sellers, the sales chart) all read this one rule; the server's SQL is
// built from these same constants (apps/api/src/modules/dashboard/dashboard.service.ts).
//
// - A cancelled order is not a sale: its stock went back to the shelves.
// - An order paid through a provider (PayPal) is a sale only once the provider confirmed the payment: until
//   then it is a shopper's open checkout, which the sweeper releases if it is never paid.
// - Everything else is a sale from the moment it is placed: cash on delivery is money on its way (shown
//   apart as "to collect"), and point-of-sale orders are paid and delivered at the till.

export const NON_SALE_STATUSES: readonly OrderStatus[] = ['cancelado']

export interface SaleCandidate {
  status: OrderStatus
  payment_method: PaymentMethod
  paid_at: string | Date | null
}

export function countsAsSale(order: SaleCandidate): boolean {
  if (NON_SALE_STATUSES.includes(order.status)) return false
  return !PROVIDER_CONFIRMED_METHODS.includes(order.payment_method) || order.paid_at !== null
}

/** Cash on delivery still to collect: placed, not cancelled and not yet delivered (paid at the door). */
export const COLLECTED_OR_VOID_STATUSES: readonly OrderStatus[] = ['entregado', 'cancelado']

export function isCashToCollect(order: SaleCandidate): boolean {
  return order.payment_method === 'contra_entrega' && !COLLECTED_OR_VOID_STATUSES.includes(order.status)
}

/** The dashboard's long period and chart length, in Bogotá calendar days (today included). */
export const DASHBOARD_DAYS = 30
