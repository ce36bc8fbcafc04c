import { FILTER, PAGE_SIZE } from './endpoints.mjs'
import { searchMix } from './search-queries.mjs'
import { startServer } from './store.mjs'

const COLD_SAMPLES = 30

/**
 * Cache misses, one request at a time, timed by the server itself: Fastify's `responseTime` (from the
 * request's arrival until its response is finished: routing, SQL, JSON, compression, ETag) read from
 * its `request completed` log lines. Each request carries its own x-request-id, which Fastify uses as the
 * log's reqId. Every query string is distinct, and every distinct query is a miss.
 */
export async function measureMisses(store) {
  const times = new Map()
  const server = await startServer(store, {
    logLevel: 'info',
    onLine: (line) => {
      if (!line.startsWith('{')) return
      const entry = JSON.parse(line)
      if (entry.msg === 'request completed') times.set(entry.reqId, entry.responseTime)
    },
  })
  try {
    let n = 0
    const get = async (path) => {
      const id = `bench-${(n += 1)}`
      const res = await fetch(server.origin + path, {
        headers: { 'accept-encoding': 'br, gzip', 'x-request-id': id },
      })
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
      return id
    }
    const series = async (paths) => {
      const ids = []
      for (const path of paths) ids.push(await get(path))
      return ids
    }
    const list = (params) => `/api/products?${new URLSearchParams({ ...params, limit: PAGE_SIZE })}`

    // The first list page without a search reads the list index, as the first one after each catalogue write
    // does (docs/decisions/025-search-at-scale.md#list-index): timed, and reported apart from the misses.
    const firstList = 'bench-first-list'
    const page = await fetch(`${server.origin}/api/products?limit=${COLD_SAMPLES + 1}`, {
      headers: { 'x-request-id': firstList },
    })
    const detailIds = (await page.json()).map((product) => product.id)
    // The first search builds the search lexicon, and the first requests warm up the JIT: not measured.
    await series([list({}), list({ search: 'calentamiento' }), `/api/products/${detailIds[0]}`])

    const range = [...Array(COLD_SAMPLES).keys()]
    const mix = searchMix()
    const ids = {
      // A minimum price below every price: the default page, under a new cache key each time.
      list: await series(range.map((i) => list({ minPrice: i + 1 }))),
      filtered: await series(range.map((i) => list({ ...FILTER, minPrice: FILTER.minPrice + i }))),
      detail: await series(range.map((i) => `/api/products/${detailIds[i + 1]}`)),
      search: await series(mix.map(({ q }) => list({ search: q }))),
    }
    // The log line follows the response by a moment.
    const all = [firstList, ...Object.values(ids).flat()]
    for (let wait = 0; wait < 50 && all.some((id) => !times.has(id)); wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 100))
    const timeOf = (id) => {
      if (!times.has(id)) throw new Error(`the server logged no responseTime for ${id}`)
      return times.get(id)
    }
    const timesOf = (list) => list.map(timeOf)
    return {
      firstList: timeOf(firstList),
      list: timesOf(ids.list),
      filtered: timesOf(ids.filtered),
      detail: timesOf(ids.detail),
      search: mix.map(({ kind, q }, i) => ({ kind, q, ms: timeOf(ids.search[i]) })),
    }
  } finally {
    await server.stop()
  }
}
