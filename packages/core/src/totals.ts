import { effectivePrice } from './discount'

// Spec §9 "Totals (cart and checkout)": one function for the cart page, the checkout and the order service,
// so the shopper never sees a total the server would not charge.

/** Used when free_shipping_threshold is unset: effectively "never free" (spec §9). */
export const FREE_SHIPPING_THRESHOLD_DEFAULT = 999_999_999

export interface TotalsLine {
  price: number
  discount_price: number | null
  quantity: number
}

/** The settings the totals read, as the text values of spec §3 (a settings map fits). */
export interface TotalsSettings {
  free_shipping_threshold?: string
  shipping_cost?: string
  tax_enabled?: string
  tax_rate?: string
}

export interface Totals {
  /** Sum of list price times quantity. */
  subtotal: number
  /** Sum with each line at its discount price when that is lower. */
  discountedSubtotal: number
  /** subtotal - discountedSubtotal. */
  discount: number
  shipping: number
  /** True when shipping is 0 because the discounted subtotal reached the threshold. */
  freeShipping: boolean
  freeShippingThreshold: number
  /** The IVA fraction applied (0 when tax is disabled), e.g. 0.19. */
  taxRate: number
  tax: number
  total: number
}

/** A whole, non-negative number from a setting's text, else the default. */
function amount(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? n : fallback
}

export function computeTotals(lines: readonly TotalsLine[], settings: TotalsSettings): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
  const discountedSubtotal = lines.reduce((sum, line) => sum + effectivePrice(line) * line.quantity, 0)
  const freeShippingThreshold = amount(settings.free_shipping_threshold, FREE_SHIPPING_THRESHOLD_DEFAULT)
  const freeShipping = discountedSubtotal >= freeShippingThreshold
  // Nothing to ship, nothing to charge: an empty cart never shows a bare shipping fee.
  const shipping = lines.length === 0 || freeShipping ? 0 : Math.round(amount(settings.shipping_cost, 0))
  const taxRate = settings.tax_enabled === 'true' ? amount(settings.tax_rate, 0) : 0
  // Pesos are whole (ARCHITECTURE.md "Money"): the tax is rounded once, on the whole subtotal.
  const tax = Math.round(discountedSubtotal * taxRate)
  return {
    subtotal,
    discountedSubtotal,
    discount: subtotal - discountedSubtotal,
    shipping,
    freeShipping: lines.length > 0 && freeShipping,
    freeShippingThreshold,
    taxRate,
    tax,
    total: discountedSubtotal + shipping + tax,
  }
}

/** How much more the shopper must spend for free shipping, or null when it does not apply. */
export function amountToFreeShipping(totals: Totals): number | null {
  if (totals.freeShipping || totals.freeShippingThreshold >= FREE_SHIPPING_THRESHOLD_DEFAULT) return null
  return totals.freeShippingThreshold - totals.discountedSubtotal
}
