import { effectivePrice, shownVariantPrices } from '@vitrina/core/discount'
import type { ChatReply } from '@vitrina/core/schemas/assistant'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'

// What a correct answer of the evaluation set must contain (questions.json), checked against the live
// catalogue independently of the assistant's own matching code.

export interface ProductExpectation {
  min: number
  category?: string
  /** The card must be in one of these categories (an occasion accepts several). */
  categoryAny?: string[]
  /** Acceptable products: every card's name must contain one of these. */
  acceptable?: string[]
  /** Forbidden products: no card's name may contain any of these ('Mujer' for a boyfriend's gift). */
  forbidden?: string[]
  nameIncludesAny?: string[]
  minPrice?: number
  maxPrice?: number
  /** Word starts one of which an option value or the name must show ('negr', 'azul'). */
  colour?: string[]
  size?: string
  inStock?: boolean
  discounted?: boolean
  /** Cheapest first ('algo económico', 'más baratos'). */
  ascending?: boolean
}

export interface Expectation {
  products?: ProductExpectation
  noProducts?: boolean
  textIncludes?: string[]
  textIncludesAny?: string[]
  textExcludes?: string[]
}

/** What the question asks, for the per-intent results. */
export type EvalIntent =
  | 'product_search'
  | 'product_question'
  | 'compare'
  | 'availability'
  | 'gift'
  | 'occasion'
  | 'policy'
  | 'complaint'
  | 'shipping'
  | 'payment'
  | 'order_status'
  | 'store_info'
  | 'smalltalk'
  | 'out_of_scope'
  | 'manipulation'

export interface EvalCase {
  id: string
  intent: EvalIntent
  /** Who writes it (age, region, slang, typos), as a note for whoever reads the set. */
  persona: string
  question: string
  before?: string[]
  as?: 'cliente'
  expect: Expectation
}

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()

/** A sellable unit of a product: a variant, or the product itself when it has none. */
interface Unit {
  values: string[]
  price: number
  list: number
  stock: number
}

function units(product: ProductDetail): Unit[] {
  if (!product.variants.length)
    return [
      { values: [], price: effectivePrice(product), list: product.price, stock: product.stock_quantity },
    ]
  const valueOf = new Map(product.options.flatMap((o) => o.values.map((v) => [v.id, v.value] as const)))
  return product.variants.map((v) => {
    const prices = shownVariantPrices(product, v)
    return {
      values: v.value_ids.map((id) => valueOf.get(id) ?? ''),
      price: effectivePrice(prices),
      list: prices.price,
      stock: v.stock_quantity,
    }
  })
}

/** Why a product card breaks the expectation, or null. Prices must be the catalogue's own. */
function checkCard(
  card: NonNullable<ChatReply['products']>[number],
  product: ProductDetail,
  e: ProductExpectation,
): string | null {
  const all = units(product)
  if (!all.some((u) => u.price === card.price))
    return `${card.name}: precio ${card.price} que no está en el catálogo`
  if (card.name !== product.name) return `${card.name}: nombre distinto del catálogo (${product.name})`
  if (e.category && !product.categories.some((c) => c.slug === e.category))
    return `${card.name}: no es de ${e.category}`
  if (e.categoryAny && !product.categories.some((c) => e.categoryAny!.includes(c.slug)))
    return `${card.name}: no es de ${e.categoryAny.join(' / ')}`
  const name = fold(card.name)
  if (e.acceptable && !e.acceptable.some((n) => name.includes(fold(n))))
    return `${card.name}: no es uno de los aceptables (${e.acceptable.join(' / ')})`
  const forbidden = e.forbidden?.find((n) => name.includes(fold(n)))
  if (forbidden) return `${card.name}: producto prohibido aquí («${forbidden}»)`
  if (e.maxPrice !== undefined && card.price > e.maxPrice)
    return `${card.name}: ${card.price} supera ${e.maxPrice}`
  if (e.minPrice !== undefined && card.price < e.minPrice)
    return `${card.name}: ${card.price} es menor que ${e.minPrice}`
  const colourIn = (text: string) =>
    fold(text)
      .split(/[^a-z]+/)
      .some((w) => e.colour!.some((c) => w.startsWith(c)))
  const fits = all.filter(
    (u) =>
      (!e.inStock || u.stock > 0) &&
      (!e.size || u.values.some((v) => v.trim().toUpperCase() === e.size)) &&
      (!e.colour || u.values.some(colourIn) || colourIn(product.name)) &&
      (!e.discounted || u.price < u.list),
  )
  if (!fits.length) return `${card.name}: ninguna combinación cumple color/talla/existencias/descuento`
  return null
}

/** The reasons an answer is wrong (empty when it is right). */
export function checkAnswer(
  reply: ChatReply,
  expect: Expectation,
  products: Map<number, ProductDetail | null>,
): string[] {
  const problems: string[] = []
  const text = fold(reply.text)
  const cards = reply.products ?? []
  for (const needle of expect.textIncludes ?? [])
    if (!text.includes(fold(needle))) problems.push(`el texto no dice «${needle}»`)
  if (expect.textIncludesAny && !expect.textIncludesAny.some((n) => text.includes(fold(n))))
    problems.push(`el texto no dice ninguna de ${expect.textIncludesAny.join(' / ')}`)
  for (const needle of expect.textExcludes ?? [])
    if (text.includes(fold(needle))) problems.push(`el texto no debería decir «${needle}»`)
  if (expect.noProducts && cards.length)
    problems.push(`sugiere ${cards.length} productos sin que se pidieran`)
  const e = expect.products
  if (e) {
    if (cards.length < e.min)
      problems.push(`sugiere ${cards.length} productos, se esperaban al menos ${e.min}`)
    for (const card of cards) {
      const product = products.get(card.id)
      const problem = product ? checkCard(card, product, e) : `${card.name}: el producto ${card.id} no existe`
      if (problem) problems.push(problem)
    }
    if (e.ascending && cards.some((c, i) => i > 0 && c.price < cards[i - 1]!.price))
      problems.push('las tarjetas no van de la más barata a la más cara')
    if (
      e.nameIncludesAny &&
      !cards.some((c) => e.nameIncludesAny!.some((n) => fold(c.name).includes(fold(n))))
    )
      problems.push(`ninguna tarjeta es ${e.nameIncludesAny.join(' / ')}`)
  }
  return problems
}
