import { sql, type SQL } from 'drizzle-orm'
import {
  PRODUCT_LIST_DEFAULT_LIMIT,
  type ProductListQuery,
  type ProductSort,
} from '@vitrina/core/schemas/catalog'
import type { StockLevel } from '@vitrina/core/low-stock'
import { queryRowsReused, type Db } from '../../db/client'
import type { ListIndex } from './list-index'
import { productJson, TOTAL_STOCK } from './product-json'
import { searchCtes } from './search-sql'
import type { SearchPlan } from './search-plan'
import { normalizeSearch } from './search-plan'

/** A list query with its defaults resolved: equal lists have equal keys (the cache key). */
export interface ListFilters {
  search: string | null
  category: string | null
  minPrice: number | null
  maxPrice: number | null
  minRating: number | null
  sort: ProductSort
  limit: number
  offset: number
}

export function resolveListQuery(query: ProductListQuery): ListFilters {
  // Lowercase, single-spaced, punctuation kept (an exact SKU match needs it).
  const search =
    query.search && normalizeSearch(query.search)
      ? query.search.trim().toLowerCase().replace(/\s+/g, ' ')
      : null
  const limit = query.limit ?? PRODUCT_LIST_DEFAULT_LIMIT
  const sort =
    query.sort === 'relevance' && !search ? 'newest' : (query.sort ?? (search ? 'relevance' : 'newest'))
  return {
    search,
    category: query.categorySlug || query.category || null,
    minPrice: query.minPrice || null,
    maxPrice: query.maxPrice || null,
    minRating: query.minRating || null,
    sort,
    limit,
    offset: query.page ? (query.page - 1) * limit : (query.offset ?? 0),
  }
}

export interface ProductPage {
  /** The page as JSON text, ready to cache and send. */
  json: string
  total: number
}

const ORDER: Record<ProductSort, SQL> = {
  relevance: sql`m_score DESC, m_id DESC`,
  newest: sql`m_created DESC, m_id DESC`,
  price_asc: sql`m_price ASC, m_id ASC`,
  price_desc: sql`m_price DESC, m_id DESC`,
  rating: sql`m_rating DESC, m_reviews DESC, m_id DESC`,
}

// The SQL of stockLevel() in packages/core/src/low-stock.ts: something still in stock is at or under the
// store's threshold (docs/product/catalogue.md#low-stock).
const runsLow = (
  threshold: number,
) => sql`CASE WHEN EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
  THEN EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.stock_quantity BETWEEN 1 AND ${threshold})
  ELSE p.stock_quantity BETWEEN 1 AND ${threshold} END`
const stockLevelSql = (level: StockLevel, threshold: number): SQL =>
  level === 'agotado'
    ? sql`${TOTAL_STOCK} < 1`
    : sql`${TOTAL_STOCK} > 0 AND ${level === 'suficiente' ? sql`NOT ` : sql``}${runsLow(threshold)}`

export interface ListOptions {
  /** Staff lists show hidden products too. */
  includeInactive?: boolean
  /** Staff lists filter by stock level, 'bajo' at the store's threshold. */
  stock?: { level: StockLevel; threshold: number }
}

/**
 * One page of products and the total, in ONE statement (docs/product/search.md#performance): filter, rank,
 * count, page and build the JSON of the page in PostgreSQL.
 */
export async function listProducts(
  db: Db,
  filters: ListFilters,
  plan: SearchPlan | null,
  options: ListOptions = {},
): Promise<ProductPage> {
  const conditions: SQL[] = [options.includeInactive ? sql`true` : sql`p.is_active`]
  if (options.stock) conditions.push(stockLevelSql(options.stock.level, options.stock.threshold))
  if (filters.category)
    conditions.push(sql`EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE pc.product_id = p.id AND c.slug = ${filters.category})`)
  if (filters.minPrice !== null) conditions.push(sql`p.effective_price >= ${filters.minPrice}`)
  if (filters.maxPrice !== null) conditions.push(sql`p.effective_price <= ${filters.maxPrice}`)
  if (filters.minRating !== null) conditions.push(sql`p.rating_average >= ${filters.minRating}`)
  const where = sql`WHERE ${sql.join(conditions, sql` AND `)}`

  const order = ORDER[filters.sort]
  const items = (page: SQL) =>
    sql`(SELECT json_agg(${productJson(options.includeInactive ? 'admin' : 'list')} ORDER BY ${order})
      FROM ${page} page JOIN products p ON p.id = page.m_id)`
  // Without a search, the page is read in index order and stops after `limit` rows, and the count is a
  // plain count: nothing is materialized, so a cold page stays cheap on a large catalogue.
  const statement = plan
    ? sql`WITH ${searchCtes(plan, where)},
        page AS (SELECT * FROM best ORDER BY ${order} LIMIT ${filters.limit} OFFSET ${filters.offset})
        SELECT (SELECT count(*)::int FROM best) AS total, ${items(sql`page`)} AS items`
    : sql`SELECT (SELECT count(*)::int FROM products p ${where}) AS total, ${items(sql`(
        SELECT p.id AS m_id, p.effective_price AS m_price, p.created_at AS m_created,
          p.rating_average AS m_rating, p.review_count AS m_reviews, 0 AS m_score
        FROM products p ${where} ORDER BY ${order} LIMIT ${filters.limit} OFFSET ${filters.offset}
      )`)} AS items`
  const [row] = await queryRowsReused<{ total: number; items: unknown[] | null }>(db, statement)
  return { json: JSON.stringify(row?.items ?? []), total: Number(row?.total ?? 0) }
}

/**
 * A shopper's page without a search: its ids and total from the list index (list-index.ts), its JSON in one
 * statement that reads only the page's products.
 */
export async function listIndexedPage(db: Db, index: ListIndex, filters: ListFilters): Promise<ProductPage> {
  const { ids, total } = index.pick(filters)
  if (!ids.length) return { json: '[]', total }
  // One parameter for the ids: the same text for every page, so one plan (queryRowsReused).
  const picked = sql`SELECT id, ord FROM unnest(${sql.param(ids)}::int[]) WITH ORDINALITY AS t(id, ord)`
  return { json: await pickProducts(db, picked), total }
}

/** Featured products (docs/product/catalogue.md#featured-products 'Productos Destacados'), newest first. */
export async function listFeatured(db: Db, limit: number): Promise<string> {
  return pickProducts(
    db,
    sql`SELECT p.id, row_number() OVER (ORDER BY p.created_at DESC, p.id DESC) AS ord FROM products p
      WHERE p.is_active AND p.is_featured ORDER BY ord LIMIT ${limit}`,
  )
}

/** Random active products (docs/product/catalogue.md#catalogue-api GET /api/products/random). */
export async function listRandom(db: Db, limit: number): Promise<string> {
  return pickProducts(
    db,
    sql`SELECT p.id, row_number() OVER () AS ord FROM (SELECT id FROM products WHERE is_active ORDER BY random() LIMIT ${limit}) p`,
  )
}

/**
 * Cart suggestions (docs/product/cart-and-totals.md#cart-suggestions, 4 of them): products sharing a category
 * with the cart's, then any others; in stock first, random within each group; never the cart's own products.
 */
export async function listSuggestions(db: Db, cartIds: number[], limit: number): Promise<string> {
  // The cart's ids as one array parameter: the same text for every cart (queryRowsReused).
  const cart = sql`${sql.param(cartIds)}::int[]`
  const exclude = cartIds.length ? sql`AND p.id <> ALL (${cart})` : sql``
  const related = cartIds.length
    ? sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN
        (SELECT category_id FROM product_categories WHERE product_id = ANY (${cart}))) DESC,`
    : sql``
  return pickProducts(
    db,
    sql`SELECT id, row_number() OVER () AS ord FROM (
      SELECT p.id FROM products p WHERE p.is_active ${exclude}
      ORDER BY ${related} ${TOTAL_STOCK} > 0 DESC,
        random()
      LIMIT ${limit}) p`,
  )
}

/** The JSON array of the products a subquery picks (columns id, ord), in its order. */
async function pickProducts(db: Db, picked: SQL): Promise<string> {
  const [row] = await queryRowsReused<{ items: unknown[] | null }>(
    db,
    sql`WITH picked AS (${picked})
      SELECT json_agg(${productJson()} ORDER BY picked.ord) AS items FROM picked JOIN products p ON p.id = picked.id`,
  )
  return JSON.stringify(row?.items ?? [])
}
