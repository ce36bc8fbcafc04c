import { sql, type SQL } from 'drizzle-orm'
import type { SearchPlan } from './search-plan'

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
 * tests: the one-row CTEs build each query once (`words`: q_any, the ids with the query as their SKU, and
 * per word g = anywhere, n = in the name, t = the typed word in the name; `q` adds the levels). Every value is
 * a parameter, so the text depends only on the query's shape and is planned once (queryRowsReused).
 */
export function searchCtes(plan: SearchPlan, where: SQL): SQL {
  const name = sql`f_unaccent(lower(p.name))`
  const n = plan.groups.length
  const column = (kind: 'g' | 'n' | 't' | 'l', i: number) => sql.raw(`q.${kind}${i}`)
  const queries = [
    sql`${tsquery(plan.groups.flatMap((g) => g.terms))} AS q_any`,
    sql`ARRAY(SELECT id FROM products WHERE lower(sku) = ${plan.sku}) AS sku_ids`,
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
  // float8 throughout (numeric arithmetic costs more per row). The typed word is one of the word's terms, so
  // it is tested only where the word is already in the name.
  const score = (fuzzy: SQL) =>
    sum([
      ...plan.groups.map(
        (_, i) => sql`CASE WHEN p.search_vector @@ ${column('n', i)}
          THEN CASE WHEN p.search_vector @@ ${column('t', i)} THEN 1.5::float8 ELSE 1 END ELSE 0 END`,
      ),
      sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', p.search_vector, q.q_any)`,
      sql`CASE WHEN p.id = ANY (q.sku_ids) THEN 10::float8 ELSE 0 END`,
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
      AND lower(ov.value) = ANY (${sql.param(sizes)}::text[])) THEN 1.5::float8 ELSE 0 END`
}
