import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { loadConfig } from '../apps/api/src/config.ts'
import { openDatabase } from '../apps/api/src/db/client.ts'
import { createResponseCache } from '../apps/api/src/plugins/response-cache/cache.ts'
import { getProductDetail } from '../apps/api/src/modules/catalog/product-detail.service.ts'
import { loadListIndex } from '../apps/api/src/modules/catalog/list-index.ts'
import {
  listIndexedPage,
  listProducts,
  resolveListQuery,
} from '../apps/api/src/modules/catalog/product-list.service.ts'
import { FILTER, PAGE_SIZE } from './lib/endpoints.mjs'

// Run with tsx by the bench (it imports the API's TypeScript): what a cache miss costs, split in two. `build`
// is the service call the cache makes, one SQL statement that filters, counts, pages and writes the JSON
// in the database; `encode` is the rest of a miss (brotli, gzip, ETag hash). Samples in ms on stdout.
//
// A freshly seeded database has no planner statistics: autovacuum would gather them within a minute on a
// production server, but PGlite has no autovacuum and a server may run without it. Without them the
// planner overestimates the page statement by two orders of magnitude, which on PostgreSQL switches on
// JIT compilation (hundreds of ms per statement). A few pages are timed in that state, then ANALYZE runs,
// as on a maintained database, before everything else the bench measures.

const SAMPLES = 30
const WARM_UP = 5
const UNANALYZED_SAMPLES = 5

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
const { db } = database
// Nobody publishes on this bus: the cache is used only for what a miss does after the statement.
const cache = createResponseCache({ changes: { subscribe() {} }, topics: [], maxEntries: 1 })

async function sample(label, build) {
  const times = { build: [], encode: [] }
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    let t = performance.now()
    const json = await build(i)
    const built = performance.now() - t
    t = performance.now()
    await cache.get(`${label}:${i}`, async () => ({ json }))
    const encoded = performance.now() - t
    if (i < WARM_UP) continue
    times.build.push(built)
    times.encode.push(encoded)
  }
  return times
}

// A different minimum price below every price: the same default page, never the same statement text. The
// shop's lists without a search page and count in the list index (read once, as the server keeps it until a
// catalogue write; docs/decisions/025-search-at-scale.md#list-index); the rows before ANALYZE are the SQL list.
const listPage = async (i, index) => {
  const filters = resolveListQuery({ limit: PAGE_SIZE, minPrice: i + 1 })
  return (index ? await listIndexedPage(db, index, filters) : await listProducts(db, filters, null)).json
}

try {
  // Warmed up first (a new process's first statements are slow on PGlite): what is left is the plan.
  const unanalyzed = []
  for (let i = 0; i < WARM_UP + UNANALYZED_SAMPLES; i += 1) {
    const t = performance.now()
    await listPage(i)
    if (i >= WARM_UP) unanalyzed.push(performance.now() - t)
  }
  await db.execute(sql`ANALYZE`)
  const index = await loadListIndex(db)
  const ids = JSON.parse((await listProducts(db, resolveListQuery({ limit: WARM_UP + SAMPLES }), null)).json)
  const result = {
    unanalyzed,
    list: await sample('list', (i) => listPage(i, index)),
    filtered: await sample('filtered', async (i) => {
      const query = { ...FILTER, limit: PAGE_SIZE, minPrice: FILTER.minPrice + i }
      return (await listIndexedPage(db, index, resolveListQuery(query))).json
    }),
    detail: await sample('detail', async (i) =>
      JSON.stringify(await getProductDetail(db, { id: ids[i].id })),
    ),
  }
  console.log(JSON.stringify(result))
} finally {
  await database.close()
}
