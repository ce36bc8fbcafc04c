import { findVariant, totalStock } from '@vitrina/core/variants'
import type { ProductOption, ProductVariant } from '@vitrina/core/schemas/catalog'

// docs/product/catalogue.md#purchase-button availability line.

type PurchasableProduct = {
  stock_quantity: number
  options: readonly ProductOption[]
  variants: readonly ProductVariant[]
}

/** The chosen value id per option id. */
export type Selection = Readonly<Record<number, number>>

export type PurchaseState =
  | { kind: 'add'; variant: ProductVariant | null; stock: number }
  | { kind: 'select'; stock: number }
  | { kind: 'unavailable' }
  | { kind: 'soldout'; variant: ProductVariant | null }

export const PURCHASE_LABELS: Record<PurchaseState['kind'], string> = {
  add: 'Añadir al Carrito',
  select: 'Selecciona las opciones',
  unavailable: 'Combinación no disponible',
  soldout: 'Agotado',
}

export function purchaseState(product: PurchasableProduct, selection: Selection): PurchaseState {
  if (product.options.length === 0) {
    const stock = totalStock(product)
    return stock < 1 ? { kind: 'soldout', variant: null } : { kind: 'add', variant: null, stock }
  }
  const chosen = product.options.flatMap((option) => {
    const valueId = selection[option.id]
    return valueId === undefined ? [] : [valueId]
  })
  if (chosen.length < product.options.length) return { kind: 'select', stock: totalStock(product) }
  const variant = findVariant(product.variants, chosen)
  if (!variant) return { kind: 'unavailable' }
  if (variant.stock_quantity < 1) return { kind: 'soldout', variant }
  return { kind: 'add', variant, stock: variant.stock_quantity }
}

/** '{n} disponibles', or 'Combinación no disponible' (docs/product/catalogue.md#purchase-button). */
export function availabilityText(state: PurchaseState): string {
  switch (state.kind) {
    case 'unavailable':
      return 'Combinación no disponible'
    case 'soldout':
      return '0 disponibles'
    default:
      return `${state.stock} disponibles`
  }
}

/**
 * Whether choosing `valueId` for `optionId`, with the other current choices, can still lead to a variant
 * in stock — used to dim values that would only end in 'Agotado'.
 */
export function valueInStock(
  product: PurchasableProduct,
  selection: Selection,
  optionId: number,
  valueId: number,
) {
  const others = Object.entries(selection)
    .filter(([id]) => Number(id) !== optionId)
    .map(([, value]) => value)
  return product.variants.some(
    (variant) =>
      variant.stock_quantity > 0 &&
      variant.value_ids.includes(valueId) &&
      others.every((other) => variant.value_ids.includes(other)),
  )
}

/** The query parameter a card's colour swatch adds to the product link (docs/product/catalogue.md#variant-images). */
export const VALUE_PARAM = 'valor'

/** The choice a product link carries: its value chosen in its option, or nothing when it is not one. */
export function presetSelection(options: readonly ProductOption[], valueId: number): Selection {
  const option = options.find((o) => o.values.some((v) => v.id === valueId))
  return option ? { [option.id]: valueId } : {}
}
