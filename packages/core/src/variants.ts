// docs/product/catalogue.md#purchase-button: a variant matches when the sorted set of chosen value ids equals
// the variant's value ids. docs/product/catalogue.md#stock: a product's stock is the sum of its variants'
// stock when it has any.

export interface VariantRef {
  id: number
  value_ids: readonly number[]
  stock_quantity: number
}

export interface OptionRef {
  id: number
  name: string
  values: readonly { id: number; value: string }[]
}

/** A canonical key for a set of option value ids (order does not matter). */
export function variantKey(valueIds: readonly number[]): string {
  return [...valueIds].sort((a, b) => a - b).join(',')
}

/** The variant whose values are exactly the chosen ones, if any. */
export function findVariant<V extends VariantRef>(
  variants: readonly V[],
  chosenValueIds: readonly number[],
): V | undefined {
  const key = variantKey(chosenValueIds)
  return variants.find((v) => variantKey(v.value_ids) === key)
}

/** Total stock: the sum of the variants' stock when there are variants, else the product's own. */
export function totalStock(product: {
  stock_quantity: number
  variants?: readonly { stock_quantity: number }[]
}): number {
  if (product.variants?.length) return product.variants.reduce((sum, v) => sum + v.stock_quantity, 0)
  return product.stock_quantity
}

/** The chosen values in the options' order, e.g. 'M / Rojo' (docs/product/cart-and-totals.md#cart-line). */
export function variantLabel(options: readonly OptionRef[], valueIds: readonly number[]): string {
  const chosen = new Set(valueIds)
  return options
    .map((option) => option.values.find((v) => chosen.has(v.id))?.value)
    .filter((value): value is string => value !== undefined)
    .join(' / ')
}

/** A cart line or e-mail name for a variant: 'Camiseta (M / Rojo)'. */
export function variantDisplayName(
  productName: string,
  options: readonly OptionRef[],
  valueIds: readonly number[],
): string {
  const label = variantLabel(options, valueIds)
  return label ? `${productName} (${label})` : productName
}

/** Option and value labels compare without case ('rojo' and 'Rojo' are one value), as the server does. */
export function foldLabel(text: string): string {
  return text.toLocaleLowerCase('es')
}

/** A key for a variant given by its value labels in the options' order (the variant editor's rows). */
export function labelsKey(values: readonly string[]): string {
  return values.map(foldLabel).join('\u0000')
}

/**
 * Every combination of one value per option, in the options' order (the variant editor generates
 * these): Talla S/M x Color Rojo/Azul gives S/Rojo, S/Azul, M/Rojo, M/Azul. No options, or an option
 * without values, gives none.
 */
export function variantCombinations(options: readonly { values: readonly string[] }[]): string[][] {
  if (!options.length) return []
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  )
}
