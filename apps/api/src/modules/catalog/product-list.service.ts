import { sql, type SQL } from 'drizzle-orm'
import {
  PRODUCT_LIST_DEFAULT_LIMIT,
  type ProductListQuery,
  type ProductSort,
} from '@vitrina/core/schemas/catalog'
import type { StockLevel } from '@vitrina/core/low-stock'
import { queryRows, type Db } from '../../db/client'
import type { ListIndex } from './list-index'
import { productJson, TOTAL_STOCK } from './product-json'
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

/**
 * A to_tsquery text: any of the terms, optionally only where they appear in the name (weight A). Brands and
 * SKUs are indexed unstemmed ('simple'), so anywhere-queries also try each term as typed: 'cacao' stems
 * to 'caca' but the brand 'Cacao & Co' keeps 'cacao'.
 */
function tsquery(terms: string[], inName = false): SQL {
  if (inName)
    return sql`to_tsquery('spanish', ${terms.map((t) => `${t}${t.endsWith(':*') ? '' : ':'}A`).join(' | ')})`
  const text = terms.join(' | ')
  return sql`(to_tsquery('spanish', ${text}) || to_tsquery('simple', ${text}))`
}

const sum = (parts: SQL[]) => sql.join(parts, sql` + `)

/** Every way to pick k of the indexes 0..n-1, in order. */
function choose(n: number, k: number, from = 0): number[][] {
  if (k === 0) return [[]]
  const picks: number[][] = []
  for (let i = from; i <= n - k; i++) for (const rest of choose(n, k - 1, i + 1)) picks.push([i, ...rest])
  return picks
}

/**
 * The products a search keeps (CTE `best`: the page columns and m_score). Only the products matching the
 * most words of the query are kept (all of them when any product has all of them): a typo nobody
 * corrected, or a word no product has, then narrows nothing. Ranking: words found in the name (the
 * typed word above its synonyms and corrections), a size asked for in stock, then full-text rank; an
 * exact SKU comes first. When no word matches at all, names similar to the whole query (pg_trgm) are the
 * fallback for typos.
 *
 * At scale (docs/decisions/025-search-at-scale.md) the GIN index finds "the most words" itself: `level_k`
 * asks it for the products with at least k of the n words (an OR of ANDs over every k of them, `q.l_k`),
 * from k = n down, and scores them in the same pass. PostgreSQL skips each lower level (a one-time filter)
 * once a higher one found products, so no product with fewer words than the best is ever read; `fuzzy` runs
 * only when no word matched at all.
 *
 * to_tsquery is STABLE, not IMMUTABLE, so PostgreSQL would parse and stem it again for every row it
 * tests: the one-row CTEs build each query once (`words`: q_any, and per word g = anywhere, n = in the name,
 * t = the typed word in the name; `q` adds the levels).
 */
function searchCtes(plan: SearchPlan, where: SQL): SQL {
  const name = sql`f_unaccent(lower(p.name))`
  const n = plan.groups.length
  const column = (kind: 'g' | 'n' | 't' | 'l', i: number) => sql.raw(`q.${kind}${i}`)
  const queries = [
    sql`${tsquery(plan.groups.flatMap((g) => g.terms))} AS q_any`,
    ...plan.groups.flatMap((g, i) => [
      sql`${tsquery(g.terms)} AS ${sql.raw(`g${i}`)}`,
      sql`${tsquery(g.terms, true)} AS ${sql.raw(`n${i}`)}`,
      sql`${tsquery(g.typed, true)} AS ${sql.raw(`t${i}`)}`,
    ]),
  ]
  const levels = Array.from({ length: n }, (_, i) => n - i)
  const atLeast = (k: number) =>
    choose(n, k)
      .map((pick) => `(${pick.map((i) => `w.g${i}`).join(' && ')})`)
      .join(' || ')
  const score = (fuzzy: SQL) =>
    sum([
      ...plan.groups.map((_, i) => sql`(p.search_vector @@ ${column('n', i)})::int`),
      ...plan.groups.map((_, i) => sql`0.5 * (p.search_vector @@ ${column('t', i)})::int`),
      sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', p.search_vector, q.q_any)`,
      sql`CASE WHEN lower(p.sku) = ${plan.sku} THEN 10 ELSE 0 END`,
      fuzzy,
      ...(plan.sizes.length ? [sizeInStock(plan.sizes)] : []),
    ])
  const page = (fuzzy: SQL) => sql`p.id AS m_id, p.effective_price AS m_price, p.created_at AS m_created,
    p.rating_average AS m_rating, p.review_count AS m_reviews, ${score(fuzzy)} AS m_score`
  const noneAbove = (k: number) =>
    levels.filter((j) => j > k).map((j) => sql.raw(` AND NOT EXISTS (SELECT 1 FROM level_${j})`))
  const levelCtes = levels.map(
    (k) => sql`${sql.raw(`level_${k}`)} AS MATERIALIZED (
      SELECT ${page(sql`0`)} FROM products p CROSS JOIN q
      ${where}${sql.join(noneAbove(k))} AND p.search_vector @@ ${column('l', k)}
    )`,
  )
  return sql`words AS MATERIALIZED (SELECT ${sql.join(queries, sql`, `)}),
    q AS MATERIALIZED (SELECT w.*, ${sql.raw(levels.map((k) => `${atLeast(k)} AS l${k}`).join(', '))} FROM words w),
    ${sql.join(levelCtes, sql`, `)},
    fuzzy AS MATERIALIZED (
      SELECT ${page(sql`word_similarity(${plan.text}, ${name})`)} FROM products p CROSS JOIN q
      ${where}${sql.join(noneAbove(0))} AND ${plan.text} <% ${name}
    ), best AS MATERIALIZED (
      ${sql.raw(levels.map((k) => `SELECT * FROM level_${k}`).join(' UNION ALL '))} UNION ALL SELECT * FROM fuzzy
    )`
}

/** 1.5 when a variant sold in one of the sizes asked for is in stock ('camiseta talla M'). */
function sizeInStock(sizes: string[]): SQL {
  return sql`CASE WHEN EXISTS (SELECT 1 FROM product_variants v
    JOIN product_variant_values vv ON vv.variant_id = v.id
    JOIN product_option_values ov ON ov.id = vv.option_value_id
    WHERE v.product_id = p.id AND v.stock_quantity > 0
      AND lower(ov.value) IN (${sql.join(sizes, sql`, `)})) THEN 1.5 ELSE 0 END`
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
  const [row] = await queryRows<{ total: number; items: unknown[] | null }>(db, statement)
  return { json: JSON.stringify(row?.items ?? []), total: Number(row?.total ?? 0) }
}

/**
 * A shopper's page without a search: its ids and total from the list index (list-index.ts), its JSON in one
 * statement that reads only the page's products.
 */
export async function listIndexedPage(db: Db, index: ListIndex, filters: ListFilters): Promise<ProductPage> {
  const { ids, total } = index.pick(filters)
  if (!ids.length) return { json: '[]', total }
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const picked = sql`SELECT id, ord FROM unnest(ARRAY[${list}]::int[]) WITH ORDINALITY AS t(id, ord)`
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
  const exclude = cartIds.length ? sql`AND p.id NOT IN (${sql.join(cartIds, sql`, `)})` : sql``
  const related = cartIds.length
    ? sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN
        (SELECT category_id FROM product_categories WHERE product_id IN (${sql.join(cartIds, sql`, `)}))) DESC,`
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
  const [row] = await queryRows<{ items: unknown[] | null }>(
    db,
    sql`WITH picked AS (${picked})
      SELECT json_agg(${productJson()} ORDER BY picked.ord) AS items FROM picked JOIN products p ON p.id = picked.id`,
  )
  return JSON.stringify(row?.items ?? [])
}
