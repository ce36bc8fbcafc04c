import { computeTotals, type Totals, type TotalsLine, type TotalsSettings } from './totals'

// docs/product/back-office.md#point-of-sale: the till charges the totals of
// docs/product/cart-and-totals.md#totals without shipping, since the customer takes the goods with them; IVA
// applies as the store's settings say. The till screen and the server's sale use this same function
// (docs/decisions/013-back-office-sales-and-staff.md).

export function posTotalsSettings(settings: TotalsSettings): TotalsSettings {
  return { ...settings, shipping_cost: '0' }
}

export function computePosTotals(lines: readonly TotalsLine[], settings: TotalsSettings): Totals {
  return computeTotals(lines, posTotalsSettings(settings))
}

/** Change for a cash payment, or how much is still missing (negative). */
export function cashChange(received: number, total: number): number {
  return received - total
}
