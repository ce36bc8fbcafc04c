// docs/product/catalogue.md#discount: a whole percentage 0-95 that sets discount_price and applies the same
// percentage to variant price overrides. Shared so the admin preview, the cart and the server agree.
// Every price the store computes is rounded to the 'price_rounding' step so it reads like a shelf price
// (docs/decisions/016-tax-modes-and-price-rounding.md); a price staff type is never changed.

export const DISCOUNT_MAX = 95

/** The steps a store may round computed prices to, in pesos. */
export const PRICE_ROUNDING_STEPS = [1, 10, 50, 100, 500, 1000] as const
export type PriceRoundingStep = (typeof PRICE_ROUNDING_STEPS)[number]

/** The store's step from its 'price_rounding' setting: 1 (whole pesos) when unset or not a known step. */
export function priceRoundingStep(settings: { price_rounding?: string }): PriceRoundingStep {
  const step = Number(settings.price_rounding)
  return PRICE_ROUNDING_STEPS.find((s) => s === step) ?? 1
}

/**
 * A computed price rounded to the nearest step ($ 38.935 -> $ 38.900 with step 100). A discounted price
 * must stay a discount: when the step would take it to 0 or up to the list price, whole pesos are kept.
 */
export function roundPrice(raw: number, step: number, listPrice?: number): number {
  const whole = Math.round(raw)
  const rounded = Math.round(raw / step) * step
  if (rounded <= 0 || (listPrice !== undefined && rounded >= listPrice)) return whole
  return rounded
}

/** The discounted price for a percentage, or null when there is no discount (0 clears it). */
export function discountPrice(price: number, descuento: number, step = 1): number | null {
  if (descuento <= 0) return null
  return roundPrice((price * (100 - descuento)) / 100, step, price)
}

/**
 * The whole percentage a typed sale price represents (docs/product/catalogue.md#discount: descuento follows
 * it).
 */
export function discountPercentOf(price: number, salePrice: number): number {
  return Math.min(DISCOUNT_MAX, Math.max(1, Math.round(((price - salePrice) * 100) / price)))
}

/** The discount as a whole percentage for a badge ('-20%'), or null without one. */
export function discountPercent(price: number, discountPrice: number | null): number | null {
  if (discountPrice === null || discountPrice >= price || price <= 0) return null
  return Math.round(((price - discountPrice) / price) * 100)
}

export interface PricedProduct {
  price: number
  discount_price: number | null
  descuento: number
}

/**
 * What a variant costs: its own price when it overrides the product's, discounted by the product's
 * percentage and rounded to the store's step; otherwise the product's prices.
 */
export function variantPrices(
  product: PricedProduct,
  variant: { price_override: number | null },
  step = 1,
): { price: number; discount_price: number | null } {
  if (variant.price_override === null) return { price: product.price, discount_price: product.discount_price }
  return {
    price: variant.price_override,
    discount_price: discountPrice(variant.price_override, product.descuento, step),
  }
}

/** A variant's prices as the catalogue answers them: the server already applied the discount and rounding. */
export function shownVariantPrices(
  product: { price: number },
  variant: { price_override: number | null; discount_price: number | null },
): { price: number; discount_price: number | null } {
  return { price: variant.price_override ?? product.price, discount_price: variant.discount_price }
}

/** The price the shopper pays: the discount price when it is lower (docs/product/catalogue.md#discount). */
export function effectivePrice(item: { price: number; discount_price: number | null }): number {
  return item.discount_price !== null && item.discount_price < item.price ? item.discount_price : item.price
}
