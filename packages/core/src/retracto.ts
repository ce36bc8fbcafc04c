import { addBusinessDays, addCalendarDays, bogotaDay, endOfBogotaDay } from './business-days'
import { formatStoreDay } from './format'

// docs/product/consumer-rights.md#retracto (Ley 1480 de 2011 art. 47): a buyer of a distance sale may
// withdraw within 5 business days of delivery, without a reason; the seller gives back everything paid,
// shipping included, within 30 calendar days. One rule for the API and the account page.

export const RETRACTO_BUSINESS_DAYS = 5
export const RETRACTO_REFUND_CALENDAR_DAYS = 30
export const RETURN_KINDS = ['devolucion', 'retracto'] as const
export type ReturnKind = (typeof RETURN_KINDS)[number]

/** The last Bogotá day a retracto may be asked for: 5 business days after the day of delivery. */
export function retractoEndDay(deliveredAt: Date | string): string {
  return addBusinessDays(bogotaDay(deliveredAt), RETRACTO_BUSINESS_DAYS)
}

/** Whether the window is still open at `now` (until 23:59:59 of the end day in Bogotá). */
export function retractoOpen(deliveredAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() <= endOfBogotaDay(retractoEndDay(deliveredAt)).getTime()
}

/** The last Bogotá day the money of a retracto asked for at `requestedAt` must be back. */
export function retractoRefundDueDay(requestedAt: Date | string): string {
  return addCalendarDays(bogotaDay(requestedAt), RETRACTO_REFUND_CALENDAR_DAYS)
}

/** '…terminó el 18 de noviembre de 2026': the refusal names the day the window ended. */
export function retractoClosedMessage(endDay: string): string {
  return `El plazo para retractarte de esta compra terminó el ${formatStoreDay(endDay)} (5 días hábiles desde la entrega).`
}

export const RETRACTO_NOT_DELIVERED =
  'Podrás retractarte de la compra cuando el pedido esté entregado: tienes 5 días hábiles desde la entrega.'

/** The account page's offer: 'Puedes retractarte hasta el 18 de noviembre de 2026.' */
export function retractoOfferText(endDay: string): string {
  return `Puedes retractarte de la compra hasta el ${formatStoreDay(endDay)}, sin dar razones: te devolvemos todo lo que pagaste, envío incluido.`
}

/**
 * The retracto of an order as the account page reads it: only a web order (a distance sale; a sale at the
 * till is not one) that was delivered has one; `open` until the end of its last day.
 */
export function retractoWindow(
  order: { status: string; channel: string },
  deliveredAt: Date | null,
  now: Date = new Date(),
): { end_date: string | null; open: boolean } {
  if (order.channel !== 'web' || order.status !== 'entregado' || !deliveredAt)
    return { end_date: null, open: false }
  return { end_date: retractoEndDay(deliveredAt), open: retractoOpen(deliveredAt, now) }
}
