import type { Buyer } from '@vitrina/core/schemas/buyer'
import type { CartItem, CartLine } from '@vitrina/core/cart'
import type { Address } from '@vitrina/core/schemas/addresses'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import type { OrderInput } from '@vitrina/core/schemas/orders'
import { productCartItem, variantCartItem } from '../cart'

/**
 * docs/product/checkout-and-payments.md#address-step: the shopper's own choice while it still exists, else
 * the default address, else the first; null when there are none.
 */
export function selectedAddressId(addresses: readonly Address[], chosen: number | null): number | null {
  if (chosen !== null && addresses.some((a) => a.id === chosen)) return chosen
  return (addresses.find((a) => a.is_default) ?? addresses[0])?.id ?? null
}

/**
 * The order request of docs/product/orders.md#order-creation: what to buy and where; prices and totals are
 * the server's. The total the shopper saw goes along only to be checked: the server refuses the order if its
 * own total differs.
 */
export function orderRequest(
  addressId: number,
  lines: readonly CartLine[],
  method: OrderInput['payment_method'],
  expectedTotal: number,
  buyer?: Buyer,
  discountCode?: string,
): OrderInput {
  return {
    shipping_address_id: addressId,
    items: lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
    })),
    payment_method: method,
    expected_total: expectedTotal,
    ...(buyer ? { buyer } : {}),
    ...(discountCode ? { discount_code: discountCode } : {}),
  }
}

/** 32 random hex characters; getRandomValues works on plain-HTTP hosts where randomUUID does not. */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  )
}

/**
 * One Idempotency-Key per checkout attempt (docs/product/checkout-and-payments.md#idempotency): the same
 * request sent again (a retry after a lost answer, PayPal's button pressed twice) reuses its key and gets
 * the same order; a different request (another address, cart or method) is a new attempt with a new key.
 */
export function idempotencyKeys(newKey: () => string = randomKey) {
  let last: { request: string; key: string } | null = null
  const keyFor = (request: unknown): string => {
    const text = JSON.stringify(request)
    if (last?.request !== text) last = { request: text, key: newKey() }
    return last.key
  }
  /** The attempt was given up (its order cancelled): the next request is a new attempt, even the same one. */
  keyFor.forget = () => {
    last = null
  }
  return keyFor
}

/**
 * The cart lines as today's catalogue prices them (product details by id). A line whose product or
 * variant is gone keeps its copy: the server names it when the order is placed.
 */
export function freshCartItems(
  lines: readonly CartLine[],
  products: ReadonlyMap<number, ProductDetail>,
): CartItem[] {
  return lines.flatMap((line) => {
    const product = products.get(line.productId)
    if (!product) return []
    if (line.variantId === null) return product.has_options ? [] : [productCartItem(product)]
    const variant = product.variants.find((v) => v.id === line.variantId)
    return variant ? [variantCartItem(product, variant)] : []
  })
}

/** The names of the lines whose price would change with the fresh copies. */
export function repricedNames(lines: readonly CartLine[], fresh: readonly CartItem[]): string[] {
  const byId = new Map(fresh.map((item) => [item.id, item]))
  return lines.flatMap((line) => {
    const item = byId.get(line.id)
    return item && (item.price !== line.price || item.discount_price !== line.discount_price)
      ? [item.name]
      : []
  })
}
