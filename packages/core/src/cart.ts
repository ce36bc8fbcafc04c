import type { TaxClass } from './tax-classes'
import { CART_DEFAULT_QUANTITY } from './constants'

// docs/product/cart-and-totals.md#cart-rules and docs/product/cart-and-totals.md#cart-line, as pure rules:
// the client store applies them, and the checkout and the server can trust the same shapes.

/**
 * The smallest quantity a line may hold (docs/product/cart-and-totals.md#cart-rules); below it the line is
 * removed.
 */
export const CART_MIN_QUANTITY = 1

export interface CartLine {
  /**
   * The product id, or `${productId}-${variantId}` for a variant (docs/product/cart-and-totals.md#cart-line).
   */
  id: string
  productId: number
  variantId: number | null
  /** The product name, suffixed with the chosen values for a variant: 'Camiseta (M / Rojo)'. */
  name: string
  price: number
  discount_price: number | null
  /** Units in stock when the line was added. */
  stock_quantity: number
  /** The first image reference, or null. */
  image_url: string | null
  /** The product's IVA class; absent on lines saved before classes existed (then 'general' until refreshed). */
  tax_class?: TaxClass
  quantity: number
}

export type CartItem = Omit<CartLine, 'quantity'>

export function cartLineId(productId: number, variantId: number | null = null): string {
  return variantId === null ? String(productId) : `${productId}-${variantId}`
}

/** Adding a line already present raises its quantity by the amount given; otherwise it is appended. */
export function addToCart(lines: readonly CartLine[], item: CartItem, quantity = CART_DEFAULT_QUANTITY) {
  const existing = lines.find((line) => line.id === item.id)
  if (!existing) return [...lines, { ...item, quantity }]
  return lines.map((line) => (line.id === item.id ? { ...line, quantity: line.quantity + quantity } : line))
}

/** Setting a quantity below 1 removes the line. */
export function setCartQuantity(lines: readonly CartLine[], id: string, quantity: number): CartLine[] {
  if (quantity < CART_MIN_QUANTITY) return removeFromCart(lines, id)
  return lines.map((line) => (line.id === id ? { ...line, quantity } : line))
}

export function changeCartQuantity(lines: readonly CartLine[], id: string, delta: 1 | -1): CartLine[] {
  const line = lines.find((l) => l.id === id)
  return line ? setCartQuantity(lines, id, line.quantity + delta) : [...lines]
}

export function removeFromCart(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id)
}

/**
 * The cart badge: the total quantity, not the number of lines (docs/product/cart-and-totals.md#cart-badge).
 */
export function cartQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

/**
 * The lines with their product fields (name, prices, stock, image) replaced by a fresh copy of the same
 * line id, quantities kept: the checkout shows today's prices, the ones the server will charge.
 */
export function refreshCartLines(lines: readonly CartLine[], fresh: readonly CartItem[]): CartLine[] {
  const byId = new Map(fresh.map((item) => [item.id, item]))
  return lines.map((line) => {
    const item = byId.get(line.id)
    return item ? { ...item, quantity: line.quantity } : line
  })
}
