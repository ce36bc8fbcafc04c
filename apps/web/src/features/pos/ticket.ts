import { POS_QUANTITY_MAX, type PosProduct, type PosVariant } from '@vitrina/core/schemas/pos'
import type { TaxClass } from '@vitrina/core/tax-classes'

// The till's ticket (docs/product/back-office.md#point-of-sale): one line per product or size/colour,
// quantities kept within the stock the search showed (the server checks again when charging).

export type TicketLine = {
  key: string
  productId: number
  variantId: number | null
  name: string
  /** 'M / Rojo' for a variant. */
  variant: string | null
  sku: string | null
  price: number
  discount_price: number | null
  /** The product's IVA class (docs/decisions/030-iva-by-product.md). */
  tax_class: TaxClass
  stock: number
  quantity: number
}

export type TicketAction =
  | { type: 'add'; line: Omit<TicketLine, 'quantity'> }
  | { type: 'set'; key: string; quantity: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' }

export const lineKey = (productId: number, variantId: number | null) => `${productId}-${variantId ?? ''}`

/** The ticket line a product (or one of its variants) becomes. */
export function toTicketLine(product: PosProduct, variant?: PosVariant): Omit<TicketLine, 'quantity'> {
  return {
    key: lineKey(product.id, variant?.id ?? null),
    productId: product.id,
    variantId: variant?.id ?? null,
    name: product.name,
    variant: variant?.label ?? null,
    sku: variant?.sku ?? product.sku,
    price: variant?.price ?? product.price,
    discount_price: variant ? variant.discount_price : product.discount_price,
    tax_class: product.tax_class,
    stock: variant?.stock ?? product.stock,
  }
}

/** The most of a line the ticket takes: what is on the shelf, within the order limit. */
export const maxQuantity = (line: Pick<TicketLine, 'stock'>) => Math.min(line.stock, POS_QUANTITY_MAX)

/** How many of this line the ticket already holds. */
export const quantityIn = (lines: readonly TicketLine[], key: string) =>
  lines.find((l) => l.key === key)?.quantity ?? 0

export function ticketReducer(lines: TicketLine[], action: TicketAction): TicketLine[] {
  switch (action.type) {
    case 'add': {
      const current = quantityIn(lines, action.line.key)
      if (current + 1 > maxQuantity(action.line)) return lines
      if (current === 0) return [...lines, { ...action.line, quantity: 1 }]
      return lines.map((l) => (l.key === action.line.key ? { ...l, quantity: l.quantity + 1 } : l))
    }
    case 'set':
      return lines.map((l) =>
        l.key === action.key
          ? { ...l, quantity: Math.max(1, Math.min(maxQuantity(l), Math.floor(action.quantity) || 1)) }
          : l,
      )
    case 'remove':
      return lines.filter((l) => l.key !== action.key)
    case 'clear':
      return []
  }
}
