import { effectivePrice, shownVariantPrices } from '@vitrina/core/discount'
import type { ChatProduct } from '@vitrina/core/schemas/assistant'
import type { Product, ProductSort } from '@vitrina/core/schemas/catalog'
import { variantImage } from '@vitrina/core/variant-images'
import type { Db } from '../../db/client'
import { listProducts, resolveListQuery } from '../catalog/product-list.service'
import type { Lexicon } from '../catalog/search-lexicon'
import { planSearch, type SearchPlan } from '../catalog/search-plan'
import { words } from '../catalog/search-text'
import { isSize, showsColour, type Colour } from './chat-language'
import { forOtherRecipient, type Recipient } from './shopper-entities'

// The assistant's product search: the catalogue's own Spanish search (synonyms, typos, ranking) and price
// filters, then what the shop grid cannot filter: colour, size and stock, checked combination by
// combination. Every product, price and stock figure comes from these rows, never from the conversation.

export interface ProductQuery {
  text: string | null
  /** A category slug. */
  category: string | null
  minPrice: number | null
  maxPrice: number | null
  colour: Colour | null
  size: string | null
  inStockOnly: boolean
  discountedOnly: boolean
  sort: ProductSort
  /** Whom the products are for ('perfume de mujer'): those whose data says otherwise are left out. */
  recipient?: Recipient | null
}

/** A query with nothing asked: every filter off, relevance order. */
export const EMPTY_QUERY: Readonly<ProductQuery> = {
  text: null,
  category: null,
  minPrice: null,
  maxPrice: null,
  colour: null,
  size: null,
  inStockOnly: false,
  discountedOnly: false,
  sort: 'relevance',
}

export interface FoundProduct {
  product: Product
  /** The lowest price among the combinations that match: what the card shows. */
  price: number
  inStock: boolean
  /** The colour values that answered the query: the card shows their photo. */
  colourIds?: number[]
}

// The catalogue search keeps at most this many rows a call; colour and size are checked among them.
const SEARCH_POOL = 100

export async function findProducts(
  db: Db,
  lexicon: Lexicon,
  query: ProductQuery,
  limit: number,
): Promise<FoundProduct[]> {
  const filters = resolveListQuery({
    search: query.text ?? undefined,
    category: query.category ?? undefined,
    minPrice: query.minPrice ?? undefined,
    maxPrice: query.maxPrice ?? undefined,
    sort: query.sort,
    limit: SEARCH_POOL,
  })
  const plan = filters.search ? planSearch(filters.search, lexicon) : null
  const page = await listProducts(db, filters, plan)
  const rows = JSON.parse(page.json) as Product[]
  return (plan ? namedFirst(rows, plan) : rows)
    .map((product) => matchProduct(product, query))
    .filter((match): match is FoundProduct => match !== null)
    .slice(0, limit)
}

// 'relojes' -> 'reloj', 'jeans' -> 'jean': enough to compare a searched word with a product's title.
const singular = (w: string) => w.replace(/(?<=[^aeiou])es$/, '').replace(/s$/, '')
const stemOf = (term: string) => singular(term.replace(/:\*$/, '')).slice(0, 6)
const carries = (title: string[], term: string) => {
  const stem = stemOf(term)
  return stem.length >= 3 && title.some((w) => w.startsWith(stem) || (w.length >= 4 && stem.startsWith(w)))
}
const titleWords = (text: string) => words(text).map(singular)

interface Title {
  name: string[]
  rest: string[]
}

const titleOf = (product: Product): Title => ({
  name: titleWords(product.name),
  rest: titleWords([product.brand ?? '', ...product.categories.map((c) => c.name)].join(' ')),
})

/**
 * How well each product's title answers the words of the search. A word as typed in the name counts most
 * (more when few names carry it), in the brand or categories less; a synonym only when no name carries the
 * word itself: 'camiseta polo' prefers the polo to the t-shirts 'polo' is a synonym of, and 'jean' the
 * jeans to the jean skirt, whose category is not jeans.
 */
function titleScores(products: Product[], plan: SearchPlan): number[] {
  const titles = products.map(titleOf)
  const scores = titles.map(() => 0)
  for (const group of plan.groups) {
    const inName = titles.map((t) => group.typed.some((term) => carries(t.name, term)))
    const named = inName.filter(Boolean).length
    titles.forEach((title, i) => {
      const inRest = group.typed.some((term) => carries(title.rest, term))
      const synonym = !named && group.terms.some((term) => carries([...title.name, ...title.rest], term))
      scores[i]! += (inName[i] ? 2 + 1 / named : 0) + (inRest ? 1 : 0) + (synonym && !inRest ? 1 : 0)
    })
  }
  return scores
}

/** Whether a word as typed is in the product's own text (not only a synonym of it). */
const saysTyped = (product: Product, plan: SearchPlan) => {
  const text = titleWords(`${product.name} ${product.description}`)
  return plan.groups.some((group) => group.typed.some((t) => carries(text, t)))
}

/**
 * A chat answer shows four products, so it keeps those named best like the search: 'chaqueta' finds the
 * jackets, not the t-shirt whose description suggests wearing it under one. When no product carries the
 * words in its title (a search by a quality, 'impermeable'), the catalogue's ranking stands, as long as
 * some product says the word itself: 'computadores' found only through a synonym in a backpack's
 * description ('portátil') is something the store does not sell.
 */
function namedFirst(products: Product[], plan: SearchPlan): Product[] {
  const scores = titleScores(products, plan)
  const best = Math.max(0, ...scores)
  if (best > 0) return products.filter((_, i) => scores[i] === best)
  return products.some((p) => saysTyped(p, plan)) ? products : []
}

const isColourOption = (name: string) =>
  words(name).some((w) => ['color', 'colores', 'colour', 'tono'].includes(w))

/** Whether a product answers the query, and at what price; null when it does not. */
export function matchProduct(product: Product, query: ProductQuery): FoundProduct | null {
  const within = (price: number) =>
    (query.minPrice === null || price >= query.minPrice) &&
    (query.maxPrice === null || price <= query.maxPrice)
  const discounted = (price: number, list: number) => !query.discountedOnly || price < list
  if (query.recipient && forOtherRecipient(product, query.recipient)) return null

  if (!product.variants.length) {
    if (query.size) return null
    if (query.colour && !showsColour(query.colour, `${product.name} ${product.description}`)) return null
    const price = effectivePrice(product)
    const inStock = product.stock_quantity > 0
    if (!within(price) || !discounted(price, product.price) || (query.inStockOnly && !inStock)) return null
    return { product, price, inStock }
  }

  const valueOf = new Map(product.options.flatMap((o) => o.values.map((v) => [v.id, v.value] as const)))
  const colourValues = new Set(
    product.options.filter((o) => isColourOption(o.name)).flatMap((o) => o.values.map((v) => v.id)),
  )
  // Without a colour option, the colour is the product's own ('Botas de cuero café').
  const colourOk =
    !query.colour ||
    colourValues.size > 0 ||
    showsColour(query.colour, `${product.name} ${product.description}`)
  if (!colourOk) return null

  const priced = product.variants
    .filter((v) => {
      const values = v.value_ids.map((id) => valueOf.get(id) ?? '')
      if (query.size && !values.some((value) => isSize(query.size!, value))) return false
      if (query.colour && colourValues.size) {
        const colours = v.value_ids.filter((id) => colourValues.has(id)).map((id) => valueOf.get(id) ?? '')
        if (!colours.some((value) => showsColour(query.colour!, value))) return false
      }
      return true
    })
    .map((v) => {
      const prices = shownVariantPrices(product, v)
      return {
        price: effectivePrice(prices),
        list: prices.price,
        stock: v.stock_quantity,
        colourIds: query.colour ? v.value_ids.filter((id) => colourValues.has(id)) : [],
      }
    })
    .filter((v) => within(v.price) && discounted(v.price, v.list))
  const stocked = priced.filter((v) => v.stock > 0)
  if (!priced.length || (query.inStockOnly && !stocked.length)) return null
  const pool = stocked.length ? stocked : priced
  return {
    product,
    price: Math.min(...pool.map((v) => v.price)),
    inStock: stocked.length > 0,
    colourIds: pool.flatMap((v) => v.colourIds),
  }
}

/** The card of a suggested product (docs/product/assistant.md#product-suggestions). */
export function productCard(found: FoundProduct): ChatProduct {
  return {
    id: found.product.id,
    name: found.product.name,
    image_url: variantImage(found.product.images, found.colourIds ?? [])?.image_url ?? null,
    price: found.price,
  }
}

/** The option values of a product that are in stock, per option ('Talla': S, M; 'Color': Negro). */
export function availableOptions(product: Product): { name: string; values: string[] }[] {
  const stocked = new Set(product.variants.filter((v) => v.stock_quantity > 0).flatMap((v) => v.value_ids))
  return product.options.map((o) => ({
    name: o.name,
    values: o.values.filter((v) => stocked.has(v.id)).map((v) => v.value),
  }))
}
