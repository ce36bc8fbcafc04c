import { formatPercent } from './format'
import { effectivePrice } from './discount'

// docs/product/cart-and-totals.md#totals: one function for the cart page, the checkout, the till and the
// order service, so the shopper never sees a total the server would not charge. Two tax modes
// (docs/decisions/016-tax-modes-and-price-rounding.md): 'prices_include_tax' unset or 'false' is the spec's
// formula (IVA added on top); 'true' means shelf prices already include IVA, so the total adds only shipping
// and the IVA contained is shown, never added.

/**
 * Used when free_shipping_threshold is unset: effectively "never free"
 * (docs/product/cart-and-totals.md#free-shipping).
 */
export const FREE_SHIPPING_THRESHOLD_DEFAULT = 999_999_999

export interface TotalsLine {
  price: number
  discount_price: number | null
  quantity: number
}

/**
 * The settings the totals read, as the text values of docs/product/settings.md#setting-entity (a settings map
 * fits).
 */
export interface TotalsSettings {
  free_shipping_threshold?: string
  shipping_cost?: string
  tax_enabled?: string
  tax_rate?: string
  prices_include_tax?: string
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
  /** True when the shelf prices include IVA: `tax` is then contained in the total, not added to it. */
  taxIncluded: boolean
  /** IVA added on top, or (taxIncluded) the IVA the discounted subtotal contains. */
  tax: number
  total: number
}

/** A whole, non-negative number from a setting's text, else the default. */
function amount(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? n : fallback
}

/** The IVA a price that already includes it contains, in whole pesos: round(gross × rate / (1 + rate)). */
export function includedTax(gross: number, rate: number): number {
  return rate > 0 ? Math.round((gross * rate) / (1 + rate)) : 0
}

export function computeTotals(lines: readonly TotalsLine[], settings: TotalsSettings): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
  const discountedSubtotal = lines.reduce((sum, line) => sum + effectivePrice(line) * line.quantity, 0)
  const freeShippingThreshold = amount(settings.free_shipping_threshold, FREE_SHIPPING_THRESHOLD_DEFAULT)
  const freeShipping = discountedSubtotal >= freeShippingThreshold
  // Nothing to ship, nothing to charge: an empty cart never shows a bare shipping fee.
  const shipping = lines.length === 0 || freeShipping ? 0 : Math.round(amount(settings.shipping_cost, 0))
  const taxRate = settings.tax_enabled === 'true' ? amount(settings.tax_rate, 0) : 0
  const taxIncluded = settings.prices_include_tax === 'true'
  // Pesos are whole (docs/product/cart-and-totals.md#money): the tax is rounded once, on the whole discounted
  // subtotal.
  const tax = taxIncluded
    ? includedTax(discountedSubtotal, taxRate)
    : Math.round(discountedSubtotal * taxRate)
  return {
    subtotal,
    discountedSubtotal,
    discount: subtotal - discountedSubtotal,
    shipping,
    freeShipping: lines.length > 0 && freeShipping,
    freeShippingThreshold,
    taxRate,
    taxIncluded,
    tax,
    total: discountedSubtotal + shipping + (taxIncluded ? 0 : tax),
  }
}

/**
 * The summary's tax line, the same on every screen, receipt and e-mail: 'IVA (19%)' added before the total,
 * or 'IVA incluido (19%)' shown under it; null when no IVA applies.
 */
export function taxLine(
  totals: Pick<Totals, 'taxRate' | 'taxIncluded' | 'tax'>,
): { label: string; amount: number; included: boolean } | null {
  if (totals.taxRate <= 0) return null
  const label = `${totals.taxIncluded ? 'IVA incluido' : 'IVA'} (${formatPercent(totals.taxRate)})`
  return { label, amount: totals.tax, included: totals.taxIncluded }
}

/** How much more the shopper must spend for free shipping, or null when it does not apply. */
export function amountToFreeShipping(totals: Totals): number | null {
  if (totals.freeShipping || totals.freeShippingThreshold >= FREE_SHIPPING_THRESHOLD_DEFAULT) return null
  return totals.freeShippingThreshold - totals.discountedSubtotal
}
