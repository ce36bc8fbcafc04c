import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { PRODUCT_SORTS } from '@vitrina/core/schemas/catalog'
import { buildTestApp } from '../../test/build-test-app'
import { insertCategory, insertProduct } from '../../test/factories/catalog'
import { loadListIndex } from './list-index'
import { listIndexedPage, listProducts, type ListFilters } from './product-list.service'

// docs/decisions/025-search-at-scale.md#list-index: the shop's pages without a search come from the list
// index; they must be exactly the pages the SQL list writes, for every filter, order and page. Prices,
// ratings and dates repeat on purpose (ties are broken by id), and dates differ by microseconds.

const ctx = await buildTestApp()
const db = ctx.app.db
const SLUGS = ['camisas', 'zapatos', 'bolsos']

beforeAll(async () => {
  const categories = await Promise.all(SLUGS.map((slug) => insertCategory(ctx, slug, slug)))
  for (let i = 0; i < 60; i += 1) {
    await insertProduct(ctx, {
      name: `Producto ${i}`,
      price: 10_000 * (1 + (i % 6)),
      descuento: i % 4 === 0 ? 20 : 0,
      discount_price: i % 4 === 0 ? 8_000 * (1 + (i % 6)) : null,
      rating_average: [0, 3.5, 4.3, 5][i % 4]!,
      review_count: i % 3,
      is_active: i % 9 !== 0,
      categoryIds: categories.filter((_, c) => (i + c) % (c + 2) === 0).map((c) => c.id),
    })
  }
  await db.execute(
    sql`UPDATE products SET created_at = timestamptz '2026-01-01 00:00:00+00' + (id % 7) * interval '1 microsecond'`,
  )
})

const filtersArb: fc.Arbitrary<ListFilters> = fc.record({
  search: fc.constant(null),
  category: fc.option(fc.constantFrom(...SLUGS, 'sin-productos'), { nil: null }),
  minPrice: fc.option(fc.integer({ min: 1, max: 70_000 }), { nil: null }),
  maxPrice: fc.option(fc.integer({ min: 1, max: 70_000 }), { nil: null }),
  minRating: fc.option(fc.constantFrom(1, 3.5, 4.3, 4.31, 5), { nil: null }),
  sort: fc.constantFrom(...PRODUCT_SORTS),
  limit: fc.integer({ min: 1, max: 30 }),
  offset: fc.integer({ min: 0, max: 70 }),
})

describe('the list index', () => {
  test('writes the same page and total as the SQL list, for any filters, order and page', async () => {
    const index = await loadListIndex(db)
    expect(index.size).toBe(53)
    await fc.assert(
      fc.asyncProperty(filtersArb, async (filters) => {
        const sqlList = await listProducts(db, filters, null)
        expect(await listIndexedPage(db, index, filters)).toEqual(sqlList)
      }),
      { numRuns: 150 },
    )
  })

  test('an empty page reads nothing more and still counts the matches', async () => {
    const index = await loadListIndex(db)
    const filters = { ...(await fc.sample(filtersArb, 1))[0]!, category: null, minPrice: null }
    const page = await listIndexedPage(db, index, {
      ...filters,
      maxPrice: null,
      minRating: null,
      offset: 500,
    })
    expect(page).toEqual({ json: '[]', total: 53 })
  })
})
