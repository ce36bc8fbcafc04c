import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { storefrontJs } from './lib/bundle.mjs'
import { GROWTH_SIZES, measureGrowth, renderGrowth, writeGrowth } from './lib/growth.mjs'
import { loadToolLabel, pickLoadTool } from './lib/load.mjs'
import { stopAll } from './lib/proc.mjs'
import { measureMixed, ORDER_RATE } from './lib/mixed.mjs'
import { measureOrders } from './lib/orders.mjs'
import { formatQueue, measureQueue, renderQueue, writeQueue } from './lib/queue.mjs'
import { measurePhones } from './lib/phones.mjs'
import {
  formatMarkdown,
  renderMixed,
  renderOrders,
  renderPhones,
  renderResults,
  writeMixed,
  writeOrders,
  writePhones,
  writeReadme,
} from './lib/report.mjs'
import { measureMisses } from './lib/sequential.mjs'
import {
  pgliteStore,
  postgresStore,
  postgresVersion,
  probePageBuild,
  root,
  seed,
  seedDemo,
} from './lib/store.mjs'
import { CONNECTIONS, measureCachedReads, WARM_UP_SECONDS } from './lib/throughput.mjs'

// `npm run bench` (docs/product/search.md#performance): the catalogue on a large store, on PGlite and on
// PostgreSQL, against the built server, then order creation by 50 customers
// (docs/product/search.md#performance), with figures written to bench/README.md. Options for short runs while
// developing: --products 2000 --seconds 2 --db pglite
// --dry-run (prints, leaves the README alone); --part reads|orders|mixed|queue|phones|growth runs one part
// (orders, mixed, queue and phones alone skip the large catalogue: the demo store is enough to buy from and
// to look at; growth seeds a PostgreSQL store of its own to each of --sizes, 1000,10000,50000,100000 by
// default).

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '5' },
    db: { type: 'string', default: 'both' },
    tool: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    part: { type: 'string', default: 'all' },
    'order-seconds': { type: 'string', default: '10' },
    sizes: { type: 'string', default: GROWTH_SIZES.join(',') },
  },
})
const PARTS = ['all', 'reads', 'orders', 'mixed', 'queue', 'phones', 'growth']
if (!PARTS.includes(options.part)) throw new Error(`--part is ${PARTS.join(', ')}`)
const reads = ['all', 'reads'].includes(options.part)
const ordersToo = ['all', 'orders'].includes(options.part)
const mixedToo = ['all', 'mixed'].includes(options.part)
const queueToo = ['all', 'queue'].includes(options.part)
const phones = ['all', 'phones'].includes(options.part)
const growthToo = ['all', 'growth'].includes(options.part)
const growthSizes = options.sizes.split(',').map(Number)
if (!growthSizes.every((n, i) => Number.isInteger(n) && n > (growthSizes[i - 1] ?? 0)))
  throw new Error('--sizes is a rising list of product counts, e.g. 1000,10000,50000')
const orderSeconds = Number(options['order-seconds'])
const products = Number(options.products)
const seconds = Number(options.seconds)
const kinds = options.part === 'growth' ? [] : options.db === 'both' ? ['pglite', 'postgres'] : [options.db]
if (!kinds.every((k) => k === 'pglite' || k === 'postgres'))
  throw new Error('--db is pglite, postgres or both')

// Everything the bench starts is stopped by then, whatever happens (the growth part alone seeds 100,000
// products).
const DEADLINE_MS = 50 * 60_000
const started = Date.now()
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-'))
const stores = []

const log = (message) =>
  console.log(`[${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${message}`)
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim()
const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')

let cleaning
function cleanup() {
  cleaning ??= (async () => {
    await stopAll()
    for (const store of stores) {
      await store
        .drop()
        .catch((err) => console.error(`could not drop the ${store.label} database: ${err.message}`))
    }
    rmSync(tmp, { recursive: true, force: true })
  })()
  return cleaning
}
async function abort(reason) {
  console.error(`\nbench stopped: ${reason}`)
  await cleanup()
  process.exit(1)
}
process.on('SIGINT', () => abort('interrupted'))
process.on('SIGTERM', () => abort('terminated'))
const deadline = setTimeout(() => abort(`still running after ${DEADLINE_MS / 60_000} minutes`), DEADLINE_MS)

function requireBuild() {
  const built = ['apps/api/dist/server.js', 'apps/web/dist/index.html'].map((f) => path.join(root, f))
  const missing = built.filter((f) => !existsSync(f))
  if (missing.length) {
    console.error(
      `The bench measures the build; run \`npm run build\` first (missing ${missing.join(', ')}).`,
    )
    process.exit(1)
  }
  for (const file of built)
    log(`using ${path.relative(root, file)} built ${statSync(file).mtime.toISOString()}`)
}

const formatRow = (r) =>
  `${r.label.padEnd(20)} ${(r.encoding ?? 'none').padEnd(8)} c=${String(r.connections).padEnd(3)} ` +
  `${String(Math.round(r.rps)).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  ` +
  `${Math.round(r.cpuUsPerRequest)} µs CPU/req` +
  (r.errors ? `  ${r.errors} errors` : '')

const formatOrders = (o) =>
  `${o.orders} orders in ${o.seconds.toFixed(1)} s: ${o.ordersPerSecond.toFixed(1)} orders/s, ` +
  `p50 ${o.p50.toFixed(1)} ms, p99 ${o.p99.toFixed(1)} ms, ${Math.round(o.cpuUsPerOrder)} µs CPU/order, ` +
  `${o.conflicts} 409, ${o.errors} errors; stock sold ${o.stock.sold}, recorded ${o.stock.recorded}, ` +
  `decremented ${o.stock.decremented}: ${o.stock.ok ? 'EQUAL' : 'DIFFERENT'}`

const formatMixed = (m) =>
  `list ${Math.round(m.alone.rps)} req/s alone, ${Math.round(m.mixed.rps)} req/s with orders: ` +
  `${(m.kept * 100).toFixed(0)} % kept (target ≥ 50 %); ${m.orders.perSecond.toFixed(1)} orders/s, ` +
  `${m.orders.refused} refused`

try {
  requireBuild()
  const uptimeBefore = uptime()
  const loadStart = loadAverage()
  log(`uptime before: ${uptimeBefore}`)
  const tool = reads || mixedToo ? pickLoadTool(options.tool) : null
  if (tool) log(`load generator: ${loadToolLabel(tool)}`)
  // Read now: a rebuild of apps/web/dist by someone else during the run cannot change or break it.
  const bundle = storefrontJs(path.join(root, 'apps/web/dist'), [
    { path: '/', module: 'home' },
    { path: '/tienda', module: 'shop' },
  ])

  const databases = []
  for (const kind of kinds) {
    const store = kind === 'pglite' ? pgliteStore(tmp) : await postgresStore(tmp)
    if (store.skipped) {
      log(`PostgreSQL skipped: ${store.skipped}`)
      databases.push({ kind, label: 'PostgreSQL', skipped: store.skipped })
      continue
    }
    stores.push(store)
    databases.push({ kind, label: store.label, store })
  }

  if (!stores.length && !growthToo) throw new Error('no database to measure')

  if (reads) {
    // Both catalogues at once: seeding is the longest step, and nothing is measured until both are done.
    log(`seeding ${products} products into ${stores.map((s) => s.label).join(' and ')}`)
    const seedSeconds = await Promise.all(stores.map((store) => seed(store, products)))
    stores.forEach((store, i) => (databases.find((d) => d.store === store).seedSeconds = seedSeconds[i]))
  } else if (stores.length) {
    log(`loading the demo store into ${stores.map((s) => s.label).join(' and ')}`)
    await Promise.all(stores.map((store) => seedDemo(store)))
  }

  for (const d of databases.filter((db) => db.store)) {
    if (reads) {
      log(`${d.label}: cold page build (statement and compression)`)
      d.pageBuild = await probePageBuild(d.store)
      log(`${d.label}: cache misses and the search mix, one request at a time`)
      d.misses = await measureMisses(d.store)
      log(`${d.label}: cached reads under load, and the ceiling (bare Fastify, the same page from memory)`)
      d.load = await measureCachedReads(d.store, tmp, tool, seconds, (r) => log(`  ${formatRow(r)}`))
    }
    if (ordersToo) {
      // Last: the orders change stock and drop the catalogue caches the reads above measure.
      log(`${d.label}: order creation`)
      d.orders = await measureOrders(d.store, orderSeconds, (step) => log(`  ${step}`))
      log(`  ${formatOrders(d.orders)}`)
      if (!d.orders.stock.ok) {
        log(`  ${d.label}: stock sold and stock decremented DIFFER`)
        process.exitCode = 1
      }
    }
    if (mixedToo) {
      log(`${d.label}: the cached list alone, then while ${ORDER_RATE} orders/s arrive`)
      d.mixed = await measureMixed(d.store, tool, seconds, (step) => log(`  ${step}`))
      log(`  ${formatMixed(d.mixed)}`)
    }
    if (queueToo) {
      log(`${d.label}: a password-reset mail behind a burst of background jobs`)
      d.queue = await measureQueue(d.store, (step) => log(`  ${step}`))
      log(`  ${formatQueue(d.queue)}`)
    }
  }

  let phoneResults = null
  if (phones) {
    // One database is enough: the pages' data is cached after the first visit either way.
    log(`${stores[0].label}: Lighthouse on a phone, on /, /tienda and a product page`)
    phoneResults = await measurePhones(stores[0], tmp, (step) => log(`  ${step}`))
  }

  let growth = null
  if (growthToo) {
    // Last and on a store of its own: the catalogue grows to 100,000 products.
    const store = await postgresStore(tmp, 'growth')
    if (store.skipped) log(`growth skipped: ${store.skipped}`)
    else {
      stores.push(store)
      log(`PostgreSQL: catalogues that grow, at ${growthSizes.join(', ')} products`)
      growth = { label: await postgresVersion(), steps: await measureGrowth(store, growthSizes, log) }
    }
  }

  const postgres = stores.find((s) => s.kind === 'postgres')
  const results = {
    date: new Date(started).toISOString().replace(/\.\d+Z$/, 'Z'),
    seconds: (Date.now() - started) / 1000,
    machine: {
      nproc: os.availableParallelism(),
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadTool: tool ? loadToolLabel(tool) : null,
      postgres: postgres ? await postgresVersion() : null,
      loadStart,
      loadEnd: loadAverage(),
    },
    conditions: { products, seconds, connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS },
    databases: databases.map(({ store: _store, ...d }) => d),
    bundle,
    phones: phoneResults,
    growth,
  }

  const readme = path.join(root, 'bench/README.md')
  if (reads) console.log(`\n${await formatMarkdown(readme, renderResults(results))}`)
  if (ordersToo) console.log(`\n${await formatMarkdown(readme, renderOrders(results))}`)
  if (mixedToo) console.log(`\n${await formatMarkdown(readme, renderMixed(results))}`)
  if (queueToo) console.log(`\n${await formatMarkdown(readme, renderQueue(results))}`)
  if (phones) console.log(`\n${await formatMarkdown(readme, renderPhones(results))}`)
  if (growth) console.log(`\n${await formatMarkdown(readme, renderGrowth(results))}`)
  if (options['dry-run']) log('dry run: bench/README.md left as it was')
  else {
    if (reads) await writeReadme(readme, results)
    if (ordersToo) await writeOrders(readme, results)
    if (mixedToo) await writeMixed(readme, results)
    if (queueToo) await writeQueue(readme, results)
    if (phones) await writePhones(readme, results)
    if (growth) await writeGrowth(readme, results)
    log('figures written to bench/README.md')
  }
  log(`uptime before: ${uptimeBefore}`)
  log(`uptime after:  ${uptime()}`)
} catch (err) {
  // After Ctrl-C or the deadline, the steps fail because their processes were stopped: not news.
  if (!cleaning) console.error(err)
  process.exitCode = 1
} finally {
  clearTimeout(deadline)
  await cleanup()
}
