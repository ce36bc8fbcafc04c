// ARCHITECTURE.md "Discount": a whole percentage 0-95 that sets discount_price and applies the same
// percentage to variant price overrides. Shared so the admin preview, the cart and the server agree.

export const DISCOUNT_MAX = 95

/** The discounted price for a percentage, or null when there is no discount (0 clears it). */
export function discountPrice(price: number, descuento: number): number | null {
  if (descuento <= 0) return null
  return Math.round((price * (100 - descuento)) / 100)
}

export interface PricedProduct {
  price: number
  discount_price: number | null
  descuento: number
}

/**
 * What a variant costs: its own price when it overrides the product's, discounted by the product's
 * percentage; otherwise the product's prices.
 */
export function variantPrices(
  product: PricedProduct,
  variant: { price_override: number | null },
): { price: number; discount_price: number | null } {
  if (variant.price_override === null) return { price: product.price, discount_price: product.discount_price }
  return {
    price: variant.price_override,
    discount_price: discountPrice(variant.price_override, product.descuento),
  }
}

/** The price the shopper pays: the discount price when it is lower (spec §9). */
export function effectivePrice(item: { price: number; discount_price: number | null }): number {
  return item.discount_price !== null && item.discount_price < item.price ? item.discount_price : item.price
}
