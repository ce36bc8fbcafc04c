import { effectivePrice } from './discount'
import type { TotalsCode } from './discount-codes'
import {
  allocate,
  taxBreakdown,
  TAX_RATE_REDUCED_DEFAULT,
  taxLines,
  type LineTax,
  type TaxBreakdownEntry,
  type TaxClass,
  type TaxSummaryLine,
} from './tax-classes'

// docs/product/cart-and-totals.md#totals: one function for the cart page, the checkout, the till and the
// order service, so the shopper never sees a total the server would not charge. Two tax modes
// (docs/decisions/016-tax-modes-and-price-rounding.md): 'prices_include_tax' unset or 'false' is the spec's
// formula (IVA added on top); 'true' means shelf prices already include IVA, so the total adds only shipping
// and the IVA contained is shown, never added. IVA is computed per rate (docs/decisions/030-iva-by-product.md):
// each line's rate comes from its product's tax class, and each rate's IVA is rounded once.

/**
 * Used when free_shipping_threshold is unset: effectively "never free"
 * (docs/product/cart-and-totals.md#free-shipping).
 */
export const FREE_SHIPPING_THRESHOLD_DEFAULT = 999_999_999

export interface TotalsLine {
  price: number
  discount_price: number | null
  quantity: number
  /** The product's IVA class; 'general' when absent (carts saved before classes existed). */
  tax_class?: TaxClass
  /** False when a discount code's scope leaves the line out (discount-codes.ts codeEligibleLines). */
  code_eligible?: boolean
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
  /** The 'reducido' class's rate; 0.05 when unset. */
  tax_rate_reduced?: string
  prices_include_tax?: string
}

export interface Totals {
  /** Sum of list price times quantity. */
  subtotal: number
  /** Sum with each line at its discount price when that is lower. */
  discountedSubtotal: number
  /** subtotal - discountedSubtotal. */
  discount: number
  /** The discount code applied, or null. */
  discountCode: string | null
  /** What the code takes off the goods, before IVA (docs/product/promotions.md#money). */
  codeDiscount: number
  /** Each line's share of codeDiscount, in the order of the lines. */
  lineCodeDiscounts: number[]
  /** The shipping a free-shipping code waived. */
  shippingDiscount: number
  shipping: number
  /** True when shipping is 0 because the discounted subtotal reached the threshold. */
  freeShipping: boolean
  freeShippingThreshold: number
  /** The store's general IVA fraction (0 when tax is disabled), e.g. 0.19. */
  taxRate: number
  /** True when the shelf prices include IVA: `tax` is then contained in the total, not added to it. */
  taxIncluded: boolean
  /** IVA added on top, or (taxIncluded) the IVA the discounted subtotal contains: the sum of every rate's. */
  tax: number
  /** One entry per rate (empty when tax is disabled): base and IVA, each rate's IVA rounded once. */
  taxBreakdown: TaxBreakdownEntry[]
  /** Each line's class, rate and IVA, in the order of the lines; a rate's lines add up to its IVA exactly. */
  lineTaxes: LineTax[]
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

/** The rate a class is charged at; every rate is 0 when the store does not charge IVA. */
export function classRate(taxClass: TaxClass, settings: TotalsSettings): number {
  if (settings.tax_enabled !== 'true') return 0
  if (taxClass === 'general') return amount(settings.tax_rate, 0)
  if (taxClass === 'reducido') return amount(settings.tax_rate_reduced, TAX_RATE_REDUCED_DEFAULT)
  return 0
}

/**
 * Each rate's IVA, rounded once on the rate's whole amount (on top: round(amount × rate); included:
 * includedTax(amount, rate)), then shared among its lines by largest remainder so the lines add up to it.
 */
function lineTaxesOf(
  lines: readonly TotalsLine[],
  amounts: readonly number[],
  settings: TotalsSettings,
  taxIncluded: boolean,
): LineTax[] {
  const taxed = lines.map((line) => {
    const tax_class = line.tax_class ?? 'general'
    return { tax_class, tax_rate: classRate(tax_class, settings), tax_amount: 0 }
  })
  const byRate = new Map<number, number[]>()
  taxed.forEach((line, i) => {
    if (line.tax_rate > 0) byRate.set(line.tax_rate, [...(byRate.get(line.tax_rate) ?? []), i])
  })
  for (const [rate, indexes] of byRate) {
    const gross = indexes.reduce((sum, i) => sum + amounts[i]!, 0)
    const tax = taxIncluded ? includedTax(gross, rate) : Math.round(gross * rate)
    const shares = allocate(
      tax,
      indexes.map((i) => amounts[i]!),
    )
    indexes.forEach((line, k) => (taxed[line]!.tax_amount = shares[k]!))
  }
  return taxed
}

/**
 * docs/product/promotions.md#money: what a code takes off the goods, shared among the lines its scope takes in
 * proportion to what each costs (largest remainder, so the shares add up and none goes below 0).
 */
function codeDiscountShares(
  lines: readonly TotalsLine[],
  prices: readonly number[],
  code: TotalsCode | null,
): number[] {
  const weights = prices.map((a, i) =>
    code && code.type !== 'free_shipping' && lines[i]!.code_eligible !== false ? a : 0,
  )
  const base = weights.reduce((sum, w) => sum + w, 0)
  if (!code || base === 0) return weights.map(() => 0)
  const off =
    code.type === 'percentage'
      ? Math.round((base * Math.min(100, code.value)) / 100)
      : Math.min(base, code.value)
  return allocate(Math.max(0, off), weights)
}

export function computeTotals(
  lines: readonly TotalsLine[],
  settings: TotalsSettings,
  code: TotalsCode | null = null,
): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
  const prices = lines.map((line) => effectivePrice(line) * line.quantity)
  const discountedSubtotal = prices.reduce((sum, a) => sum + a, 0)
  const lineCodeDiscounts = codeDiscountShares(lines, prices, code)
  const codeDiscount = lineCodeDiscounts.reduce((sum, d) => sum + d, 0)
  // The code comes off before IVA: every rate's IVA is computed on the lines' amounts after their share.
  const amounts = prices.map((price, i) => price - lineCodeDiscounts[i]!)
  const goods = discountedSubtotal - codeDiscount
  const freeShippingThreshold = amount(settings.free_shipping_threshold, FREE_SHIPPING_THRESHOLD_DEFAULT)
  const freeShipping = goods >= freeShippingThreshold
  // Nothing to ship, nothing to charge: an empty cart never shows a bare shipping fee.
  const shippingDue = lines.length === 0 || freeShipping ? 0 : Math.round(amount(settings.shipping_cost, 0))
  const shippingDiscount = code?.type === 'free_shipping' ? shippingDue : 0
  const shipping = shippingDue - shippingDiscount
  const enabled = settings.tax_enabled === 'true'
  const taxRate = enabled ? amount(settings.tax_rate, 0) : 0
  const taxIncluded = settings.prices_include_tax === 'true'
  // Pesos are whole (docs/product/cart-and-totals.md#money): each rate's IVA is rounded once, on the rate's
  // whole discounted amount; shipping is outside the IVA base in both modes.
  const lineTaxes = lineTaxesOf(lines, amounts, settings, taxIncluded)
  const tax = lineTaxes.reduce((sum, line) => sum + line.tax_amount, 0)
  const taxBreakdownEntries = enabled
    ? taxBreakdown(
        lineTaxes.map((line, i) => ({ ...line, amount: amounts[i]! })),
        taxIncluded,
      )
    : []
  return {
    subtotal,
    discountedSubtotal,
    discount: subtotal - discountedSubtotal,
    discountCode: code?.code ?? null,
    codeDiscount,
    lineCodeDiscounts,
    shippingDiscount,
    shipping,
    freeShipping: lines.length > 0 && freeShipping,
    freeShippingThreshold,
    taxRate,
    taxIncluded,
    tax,
    taxBreakdown: taxBreakdownEntries,
    lineTaxes,
    total: goods + shipping + (taxIncluded ? 0 : tax),
  }
}

/** The summary's IVA lines for these totals (taxLines): one per rate, then exento and excluido. */
export function totalsTaxLines(totals: Pick<Totals, 'taxBreakdown' | 'taxIncluded'>): TaxSummaryLine[] {
  return taxLines(totals.taxBreakdown, totals.taxIncluded)
}

/** How much more the shopper must spend for free shipping, or null when it does not apply. */
export function amountToFreeShipping(totals: Totals): number | null {
  if (totals.freeShipping || totals.freeShippingThreshold >= FREE_SHIPPING_THRESHOLD_DEFAULT) return null
  return totals.freeShippingThreshold - (totals.discountedSubtotal - totals.codeDiscount)
}
