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
  const found: FoundProduct[] = []
  for (const product of plan
    ? namedFirst(JSON.parse(page.json) as Product[], plan)
    : (JSON.parse(page.json) as Product[])) {
    const match = matchProduct(product, query)
    if (match) found.push(match)
    if (found.length >= limit) break
  }
  return found
}

// 'relojes' -> 'reloj', 'jeans' -> 'jean': enough to compare a searched word with a product's title.
const singular = (w: string) => w.replace(/(?<=[^aeiou])es$/, '').replace(/s$/, '')

/** How many words of the search a product carries in its name, brand or categories. */
function titleHits(product: Product, plan: SearchPlan): number {
  const title = words(
    [product.name, product.brand ?? '', ...product.categories.map((c) => c.name)].join(' '),
  ).map(singular)
  return plan.groups.filter((group) =>
    group.terms.some((term) => {
      const stem = singular(term.replace(/:\*$/, '')).slice(0, 6)
      return (
        stem.length >= 3 && title.some((w) => w.startsWith(stem) || (w.length >= 4 && stem.startsWith(w)))
      )
    }),
  ).length
}

/**
 * A chat answer shows four products, so it keeps those named like the search: 'chaqueta' finds the
 * jackets, not the t-shirt whose description suggests wearing it under one. When no product carries the
 * words in its title (a search by a quality, 'impermeable'), the catalogue's ranking stands.
 */
function namedFirst(products: Product[], plan: SearchPlan): Product[] {
  const hits = products.map((p) => titleHits(p, plan))
  const best = Math.max(0, ...hits)
  return best === 0 ? products : products.filter((_, i) => hits[i] === best)
}

const isColourOption = (name: string) =>
  words(name).some((w) => ['color', 'colores', 'colour', 'tono'].includes(w))

/** Whether a product answers the query, and at what price; null when it does not. */
export function matchProduct(product: Product, query: ProductQuery): FoundProduct | null {
  const within = (price: number) =>
    (query.minPrice === null || price >= query.minPrice) &&
    (query.maxPrice === null || price <= query.maxPrice)
  const discounted = (price: number, list: number) => !query.discountedOnly || price < list

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
