import { machineLines, percentile, table, writeBlock } from './report.mjs'
import { measureMisses } from './sequential.mjs'
import { seed } from './store.mjs'

// Catalogues that grow (docs/decisions/025-search-at-scale.md): one PostgreSQL store seeded in steps up to each
// size in turn, and at each size the cache misses of bench/lib/sequential.mjs (cold list pages, product
// details and the 200-query search mix, one request at a time, timed by the server).

export const GROWTH_SIZES = [1_000, 10_000, 50_000, 100_000]
/** The targets at 50,000 products. */
const TARGET_SIZE = 50_000
const TARGETS = { searchP95: 25, listP50: 10, detailP50: 5 }
const MARKERS = ['<!-- bench:growth:start -->', '<!-- bench:growth:end -->']
// About a minute per 10,000 products on two busy cores; the largest step adds 50,000.
const SEED_TIMEOUT_MS = 15 * 60_000

/** Seeds the store up to each size (after the demo store's own products) and measures the misses there. */
export async function measureGrowth(store, sizes, progress) {
  const steps = []
  let seeded = 0
  for (const size of sizes) {
    progress(`seeding up to ${size.toLocaleString('en-US')} generated products`)
    const seedSeconds = await seed(store, size - seeded, SEED_TIMEOUT_MS)
    seeded = size
    progress(`cache misses at ${size.toLocaleString('en-US')} products`)
    const misses = await measureMisses(store)
    const step = {
      products: size,
      seedSeconds,
      firstList: misses.firstList,
      listP50: percentile(misses.list, 50),
      filteredP50: percentile(misses.filtered, 50),
      detailP50: percentile(misses.detail, 50),
      searchP50: percentile(
        misses.search.map((s) => s.ms),
        50,
      ),
      searchP95: percentile(
        misses.search.map((s) => s.ms),
        95,
      ),
      slowest: misses.search.reduce((a, b) => (b.ms > a.ms ? b : a)),
    }
    progress(
      `  list p50 ${step.listP50.toFixed(1)} ms, detail p50 ${step.detailP50.toFixed(1)} ms, ` +
        `search p50 ${step.searchP50.toFixed(1)} / p95 ${step.searchP95.toFixed(1)} ms`,
    )
    steps.push(step)
  }
  return steps
}

const ms = (v) => (v < 10 ? v.toFixed(2) : v.toFixed(1))
const against = (value, target, size) =>
  size === TARGET_SIZE ? `${ms(value)} (${value < target ? 'met' : '**missed**'})` : ms(value)

export function renderGrowth(results) {
  const { growth } = results
  const rows = growth.steps.map((s) => [
    s.products.toLocaleString('en-US'),
    s.firstList === undefined ? '' : ms(s.firstList),
    against(s.listP50, TARGETS.listP50, s.products),
    ms(s.filteredP50),
    against(s.detailP50, TARGETS.detailP50, s.products),
    ms(s.searchP50),
    against(s.searchP95, TARGETS.searchP95, s.products),
    `'${s.slowest.q}' ${ms(s.slowest.ms)}`,
    `${Math.round(s.seedSeconds)} s`,
  ])
  return [
    `## Catalogues that grow (${results.date})`,
    '',
    ...machineLines(results.machine),
    `- Conditions: ${growth.label}, one store seeded in steps to each size (plus the demo store's products);` +
      ' at each size the built server answers cache misses one request at a time (each query string new),' +
      ' timed by the server: 30 cold list pages, 30 filtered pages, 30 product details and the 200-query' +
      ' search mix. Targets at 50,000 products: search p95 < 25 ms, cold list p50 < 10 ms, detail p50 < 5 ms.' +
      ' "First list": the first list page after the server starts, which also reads the list index, as the' +
      ' first one after each catalogue write does.',
    '',
    table(
      [
        'products',
        'first list ms',
        'cold list p50 ms',
        'category + price p50 ms',
        'detail p50 ms',
        'search p50 ms',
        'search p95 ms',
        'slowest search',
        'seeding',
      ],
      rows,
    ),
  ].join('\n')
}

/** The growth figures into bench/README.md. */
export const writeGrowth = (file, results) => writeBlock(file, MARKERS, renderGrowth(results))
