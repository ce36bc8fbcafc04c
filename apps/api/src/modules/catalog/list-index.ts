import { sql } from 'drizzle-orm'
import type { ProductSort } from '@vitrina/core/schemas/catalog'
import { queryRows, type Db } from '../../db/client'
import type { ListFilters } from './product-list.service'

/**
 * What the shop's lists without a search filter and sort by, for every active product, kept in memory
 * (docs/decisions/025-search-at-scale.md#list-index): a page and its total are then found without
 * counting the catalogue in the database, whatever the filters. Read once after each catalogue write
 * (`CATALOG_TOPIC`, on every instance); an order changes none of these columns.
 */
export interface ListIndex {
  readonly size: number
  /** The ids of one page, in the list's order, and how many products pass the filters. */
  pick(filters: ListFilters): { ids: number[]; total: number }
}

/** An active product's list columns: id, effective price, created_at in whole microseconds, rating, reviews. */
type IndexRow = [id: number, price: number, created: number, rating: number, reviews: number]

type Compare = (a: number, b: number) => number

/**
 * The list's orders, as ORDER in product-list.service.ts writes them (ties broken by id). Without a search
 * every score is 0: 'relevance' is then the newest id first (resolveListQuery asks for 'newest' instead).
 */
function comparators(columns: Columns): Record<ProductSort, Compare> {
  const { ids, prices, created, ratings, reviews } = columns
  return {
    relevance: (a, b) => ids[b]! - ids[a]!,
    newest: (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!,
    price_asc: (a, b) => prices[a]! - prices[b]! || ids[a]! - ids[b]!,
    price_desc: (a, b) => prices[b]! - prices[a]! || ids[b]! - ids[a]!,
    rating: (a, b) => ratings[b]! - ratings[a]! || reviews[b]! - reviews[a]! || ids[b]! - ids[a]!,
  }
}

function inOrder(positions: Int32Array, compare: Compare): boolean {
  for (let i = 1; i < positions.length; i += 1)
    if (compare(positions[i - 1]!, positions[i]!) > 0) return false
  return true
}

interface Columns {
  ids: Int32Array
  prices: Float64Array
  created: Float64Array
  ratings: Float64Array
  reviews: Int32Array
}

function columnsOf(rows: IndexRow[]): Columns {
  return {
    ids: Int32Array.from(rows, (r) => r[0]),
    prices: Float64Array.from(rows, (r) => r[1]),
    created: Float64Array.from(rows, (r) => r[2]),
    ratings: Float64Array.from(rows, (r) => r[3]),
    reviews: Int32Array.from(rows, (r) => r[4]),
  }
}

/** Which positions belong to each category: one byte per product and category. */
function membershipsOf(ids: Int32Array, categories: Record<string, number[]>) {
  const positionOf = new Map<number, number>()
  ids.forEach((id, position) => positionOf.set(id, position))
  const inCategory = new Map<string, Uint8Array>()
  for (const [slug, productIds] of Object.entries(categories)) {
    const members = new Uint8Array(ids.length)
    for (const id of productIds) {
      const position = positionOf.get(id)
      if (position !== undefined) members[position] = 1
    }
    inCategory.set(slug, members)
  }
  return inCategory
}

/** The index over the rows given (in any order) and the product ids of each category slug. */
export function buildListIndex(rows: IndexRow[], categories: Record<string, number[]>): ListIndex {
  const columns = columnsOf(rows)
  const { ids, prices, ratings } = columns
  const inCategory = membershipsOf(ids, categories)
  const compare = comparators(columns)
  // Each order is sorted the first time a list asks for it; the rows' own order (newest first, as loaded)
  // is kept as it is.
  const orders = new Map<ProductSort, Int32Array>()
  const orderOf = (sort: ProductSort) => {
    let order = orders.get(sort)
    if (!order) {
      const positions = Int32Array.from(ids.keys())
      order = inOrder(positions, compare[sort]) ? positions : positions.sort(compare[sort])
      orders.set(sort, order)
    }
    return order
  }
  const none = new Uint8Array(0)

  return {
    size: ids.length,
    pick(filters) {
      const { minPrice, maxPrice, minRating, offset, limit } = filters
      const members = filters.category === null ? null : (inCategory.get(filters.category) ?? none)
      const picked: number[] = []
      let total = 0
      for (const position of orderOf(filters.sort)) {
        if (members && members[position] !== 1) continue
        if (minPrice !== null && prices[position]! < minPrice) continue
        if (maxPrice !== null && prices[position]! > maxPrice) continue
        if (minRating !== null && ratings[position]! < minRating) continue
        if (total >= offset && picked.length < limit) picked.push(ids[position]!)
        total += 1
      }
      return { ids: picked, total }
    },
  }
}

/**
 * Reads the index in one statement, newest first (already in the order lists ask for most). The rows travel as one JSON text, parsed at once: about ten times faster
 * than 50,000 result rows through the driver, which would also hold the event loop row by row.
 */
export async function loadListIndex(db: Db): Promise<ListIndex> {
  const [row] = await queryRows<{ products: string; categories: string }>(
    db,
    sql`SELECT
      (SELECT COALESCE(json_agg(json_build_array(p.id, p.effective_price,
        (extract(epoch FROM p.created_at) * 1000000)::bigint, p.rating_average, p.review_count)
        ORDER BY p.created_at DESC, p.id DESC), '[]')::text
        FROM products p WHERE p.is_active) AS products,
      (SELECT COALESCE(json_object_agg(m.slug, m.ids), '{}')::text FROM (SELECT c.slug, json_agg(pc.product_id) AS ids
        FROM product_categories pc JOIN categories c ON c.id = pc.category_id GROUP BY c.slug) m) AS categories`,
  )
  return buildListIndex(
    JSON.parse(row!.products) as IndexRow[],
    JSON.parse(row!.categories) as Record<string, number[]>,
  )
}
