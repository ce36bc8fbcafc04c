import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import * as prettier from 'prettier'

// The targets of docs/product/search.md#performance; the initial JavaScript is issue 27's, with React
// (docs/decisions/026-react-in-the-browser.md).
const TARGETS = {
  ceilingShare: 0.5,
  coldPageMs: { postgres: 10 },
  searchP95Ms: { postgres: 25, pglite: 100 },
  initialJsKb: 130,
  phoneScore: 90,
  phoneLcpMs: 2500,
  phoneCls: 0.1,
}

const READS = ['<!-- bench:results:start -->', '<!-- bench:results:end -->']
const ORDERS = ['<!-- bench:orders:start -->', '<!-- bench:orders:end -->']
const PHONES = ['<!-- bench:phones:start -->', '<!-- bench:phones:end -->']
const MIXED = ['<!-- bench:mixed:start -->', '<!-- bench:mixed:end -->']
/** Issue target: the cached list keeps at least half its throughput while orders arrive. */
const MIXED_TARGET = 0.5

/** Nearest-rank percentile of a list of milliseconds. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}

const ms = (v) => (v < 10 ? v.toFixed(2) : v.toFixed(1))
const kb = (bytes) => (bytes / 1024).toFixed(1)
const int = (v) => Math.round(v).toLocaleString('en-US')
const pct = (v) => `${Math.round(v * 100)}%`
const mark = (ok) => (ok ? 'met' : '**missed**')
const encodingLabel = (e) => e ?? 'none'

export function table(headers, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n')
}

/** The ceiling's run at the same encoding and connections, measured beside this database's. */
const ceilingFor = (d, row) =>
  d.load.find(
    (c) => c.endpoint === 'ceiling' && c.encoding === row.encoding && c.connections === row.connections,
  )

function targetRows(results) {
  const measured = results.databases.filter((d) => !d.skipped)
  const rows = []
  for (const d of measured) {
    const lists = d.load.filter((r) => r.endpoint === 'list')
    const ratios = lists.map((r) => r.rps / ceilingFor(d, r).rps)
    const cpu = lists.map((r) => ceilingFor(d, r).cpuUsPerRequest / r.cpuUsPerRequest)
    const worst = Math.min(...ratios)
    rows.push([
      `cached reads >= ${pct(TARGETS.ceilingShare)} of the ceiling (${d.label}, list page, worst of 4 runs)`,
      `${pct(worst)} of its req/s (best ${pct(Math.max(...ratios))}); by CPU per request` +
        ` ${pct(Math.min(...cpu))}-${pct(Math.max(...cpu))}`,
      mark(worst >= TARGETS.ceilingShare),
    ])
  }
  for (const d of measured) {
    const limit = TARGETS.coldPageMs[d.kind]
    const build = percentile(d.pageBuild.list.build, 50)
    const request = percentile(d.misses.list, 50)
    rows.push([
      `cold list page (list index + one statement)${limit ? ` < ${limit} ms` : ''} (${d.label}, median)`,
      `${ms(build)} ms statement, ${ms(request)} ms whole request`,
      limit ? mark(build < limit) : 'no target',
    ])
  }
  for (const d of measured) {
    const limit = TARGETS.searchP95Ms[d.kind]
    const p95 = percentile(
      d.misses.search.map((s) => s.ms),
      95,
    )
    rows.push([`search p95 < ${limit} ms (${d.label}, 200-query mix)`, `${ms(p95)} ms`, mark(p95 < limit)])
  }
  for (const b of results.bundle) {
    rows.push([
      `initial JS of ${b.route} <= ${TARGETS.initialJsKb} KB gzipped`,
      `${kb(b.gzip)} KB`,
      mark(b.gzip / 1024 <= TARGETS.initialJsKb),
    ])
  }
  return table(['target', 'measured', ''], rows)
}

function loadTable(results) {
  const rows = []
  for (const d of results.databases.filter((db) => !db.skipped))
    for (const r of d.load) {
      const ceiling = r.endpoint === 'ceiling'
      rows.push([
        ceiling ? `**ceiling** (${d.label} run)` : d.label,
        ceiling ? 'list page, bare Fastify' : r.label,
        encodingLabel(r.encoding),
        int(r.bytes),
        r.connections,
        int(r.rps),
        ms(r.p50),
        ms(r.p99),
        Math.round(r.cpuUsPerRequest),
        ceiling ? '' : pct(r.rps / ceilingFor(d, r).rps),
        r.errors,
      ])
    }
  const headers = ['server', 'read', 'Accept-Encoding', 'bytes', 'conns', 'req/s', 'p50 ms', 'p99 ms']
  return table([...headers, 'CPU µs/req', 'of ceiling req/s', 'errors'], rows)
}

function missTable(results) {
  const rows = []
  const both = (values) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`
  for (const d of results.databases.filter((db) => !db.skipped)) {
    rows.push([d.label, 'list (page 1) before ANALYZE', both(d.pageBuild.unanalyzed), '', ''])
    for (const [name, label] of [
      ['list', 'list (page 1)'],
      ['filtered', 'category + price'],
      ['detail', 'product detail'],
    ])
      rows.push([
        d.label,
        label,
        both(d.pageBuild[name].build),
        both(d.pageBuild[name].encode),
        both(d.misses[name]),
      ])
  }
  const headers = ['database', 'read', 'statement (build)', 'br + gzip + ETag', 'whole request, server-side']
  return table(
    headers.map((h, i) => (i > 1 ? `${h} p50 / p95 ms` : h)),
    rows,
  )
}

function searchTable(results) {
  const kinds = ['plain', 'plural', 'no accents', 'typo']
  const rows = results.databases
    .filter((d) => !d.skipped)
    .map((d) => {
      const of = (kind) => d.misses.search.filter((s) => !kind || s.kind === kind).map((s) => s.ms)
      const slowest = d.misses.search.reduce((a, b) => (b.ms > a.ms ? b : a))
      return [
        d.label,
        ms(percentile(of(), 50)),
        ms(percentile(of(), 95)),
        ...kinds.map((k) => `${ms(percentile(of(k), 50))} / ${ms(percentile(of(k), 95))}`),
        `'${slowest.q}' ${ms(slowest.ms)}`,
      ]
    })
  return table(['database', 'p50 ms', 'p95 ms', ...kinds.map((k) => `${k} p50 / p95`), 'slowest (ms)'], rows)
}

function bundleTable(results) {
  const part = (p) => `${kb(p.gzip)} (${p.count} files)`
  return table(
    [
      'route',
      'entry + preloads, gzipped KB',
      'route chunk + its imports, gzipped KB',
      'total gzipped KB',
      'raw KB',
    ],
    results.bundle.map((b) => [
      `\`${b.route}\``,
      part(b.shell),
      b.lazy.length ? `${part(b.page)}: ${b.lazy.join(', ')}` : 'none (in the entry)',
      `**${kb(b.gzip)}**`,
      kb(b.raw),
    ]),
  )
}

/** The figures as Markdown: printed at the end of a run and kept in bench/README.md. */
export function renderResults(results) {
  const { machine: m, conditions: c } = results
  const skipped = results.databases.filter((d) => d.skipped)
  return [
    `## Latest figures (${results.date})`,
    '',
    ...machineLines(m),
    `- Conditions: ${int(c.products)} generated products plus the demo store; load generator and server on` +
      ` the same machine over loopback; each load run ${c.seconds} s at ${c.connections.join(' and ')}` +
      ` connections after a ${c.warmUpSeconds} s warm-up per read and encoding; the built server` +
      ' (`apps/api/dist/server.js`, NODE_ENV=production, LOG_LEVEL=warn). Seeding took ' +
      results.databases
        .filter((d) => !d.skipped)
        .map((d) => `${Math.round(d.seedSeconds)} s on ${d.label}`)
        .join(', ') +
      `; the whole run ${Math.round(results.seconds)} s.`,
    ...skipped.map((d) => `- ${d.label} skipped: ${d.skipped}.`),
    '',
    '### Targets',
    '',
    targetRows(results),
    '',
    '### Cached reads under load',
    '',
    'Requests per second and latency of the public reads once cached (every request a hit), without',
    'and with `Accept-Encoding: br, gzip`. The ceiling serves the same list page (the largest of the four',
    "answers) from memory and is measured right before the API's list page at the same encoding and",
    'connections; "of ceiling" compares req/s with that run. "CPU µs/req" is the server process\'s CPU time',
    'per request (user + system, from /proc): it hardly depends on what else runs on the machine.',
    '',
    loadTable(results),
    '',
    '### Cache misses (one request at a time)',
    '',
    'Statement and encoding timed in a process of their own (`bench/page-build.mjs`); the whole request',
    "timed by the server (Fastify's responseTime), each query string new so each request is a miss. The",
    'seeded database gets ANALYZE first, as autovacuum would do on a maintained server; the first row shows',
    'the page statement before it (5 samples), when the planner has no statistics.',
    '',
    missTable(results),
    '',
    '### Search (200 distinct queries, each a miss, server-side)',
    '',
    searchTable(results),
    '',
    '### Storefront initial JavaScript (`apps/web/dist`)',
    '',
    bundleTable(results),
  ].join('\n')
}

/** Markdown as the repository's Prettier writes it (aligned tables), so `npm run lint` stays green. */
export async function formatMarkdown(file, text) {
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file })
}

export function machineLines(m) {
  return [
    `- Machine: ${m.nproc} CPUs (${m.cpu}), ${m.memoryGb} GB RAM, Node ${m.node}` +
      (m.loadTool ? `, ${m.loadTool}` : '') +
      (m.postgres ? `, ${m.postgres}` : '') +
      '.',
    `- Load average (1, 5, 15 min) at the start: ${m.loadStart}; at the end: ${m.loadEnd}. Other work ran on` +
      ' this machine at the same time whenever these are above zero: the figures are then pessimistic.',
  ]
}

/**
 * Order creation (docs/product/search.md#performance): orders per second, latency and the stock check, per
 * database.
 */
export function renderOrders(results) {
  const measured = results.databases.filter((d) => d.orders)
  const c = measured[0]?.orders
  const rows = measured.map(({ label, orders: o }) => [
    label,
    o.customers,
    int(o.orders),
    o.ordersPerSecond.toFixed(1),
    ms(o.p50),
    ms(o.p99),
    int(o.cpuUsPerOrder),
    o.conflicts,
    o.errors,
    `${int(o.stock.sold)} / ${int(o.stock.recorded)} / ${int(o.stock.decremented)}`,
    o.stock.ok ? 'equal' : '**differ**',
  ])
  return [
    `## Order creation (${results.date})`,
    '',
    ...machineLines(results.machine),
    ...(c
      ? [
          `- Conditions: ${c.customers} customers, each a real account with its own token and address, place` +
            ` cash-on-delivery orders back to back for ${c.plannedSeconds} s (orders/s divides by the whole run,` +
            ' until the last answer) after a warm-up by other' +
            ` customers; each order has 1-3 lines of 1-3 units drawn from the same ${c.pool} products, so` +
            " orders wait on each other's row locks; a fresh `Idempotency-Key` per order; the built server" +
            ' (NODE_ENV=production, LOG_LEVEL=warn), client and server on the same machine over loopback.',
        ]
      : []),
    ...results.databases.filter((d) => d.skipped).map((d) => `- ${d.label} skipped: ${d.skipped}.`),
    '',
    '"Stock" compares the units in the orders the server accepted (201), the units their history records',
    '(`GET /api/orders` of each customer) and the stock decrement of the pool products (before minus after).',
    '',
    table(
      [
        'database',
        'customers',
        'orders',
        'orders/s',
        'p50 ms',
        'p99 ms',
        'CPU µs/order',
        '409',
        'errors',
        'stock sold / recorded / decremented',
        'stock check',
      ],
      rows,
    ),
  ].join('\n')
}

/** Replace one generated block of bench/README.md (between its markers), keeping the prose around it. */
export async function writeBlock(file, [start, end], markdown) {
  const block = `${start}\n\n${markdown}\n\n${end}`
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`
  writeFileSync(file, await formatMarkdown(file, next))
}

/** The catalogue figures (docs/product/search.md#performance) into bench/README.md. */
export const writeReadme = (file, results) => writeBlock(file, READS, renderResults(results))

/** The order-creation figures (docs/product/search.md#performance) into bench/README.md. */
export const writeOrders = (file, results) => writeBlock(file, ORDERS, renderOrders(results))

export function renderMixed(results) {
  const measured = results.databases.filter((d) => d.mixed)
  const c = measured[0]?.mixed
  const rows = measured.map(({ label, mixed: m }) => [
    label,
    int(m.alone.rps),
    int(m.mixed.rps),
    `${(m.kept * 100).toFixed(0)} %`,
    `≥ ${MIXED_TARGET * 100} %`,
    m.kept >= MIXED_TARGET ? 'met' : '**not met**',
    m.orders.perSecond.toFixed(1),
    int(m.orders.created),
    int(m.orders.refused),
    int(m.mixed.cpuUsPerRequest),
  ])
  return [
    `## Reads while people buy (${results.date})`,
    '',
    ...machineLines(results.machine),
    ...(c
      ? [
          `- Conditions: the cached list page (\`br, gzip\`, ${c.connections} connections) for the same time alone and` +
            ' then while one-line cash-on-delivery orders arrive at a steady rate on the order pool (products' +
            ' that never sell out, so each order drops only its own product pages); one built server.',
        ]
      : []),
    ...results.databases.filter((d) => d.skipped).map((d) => `- ${d.label} skipped: ${d.skipped}.`),
    '',
    table(
      [
        'database',
        'list req/s alone',
        'list req/s with orders',
        'kept',
        'target',
        '',
        'orders/s',
        'orders',
        'refused',
        'CPU µs/read',
      ],
      rows,
    ),
  ].join('\n')
}

export const writeMixed = (file, results) => writeBlock(file, MIXED, renderMixed(results))

/**
 * Lighthouse on a phone (docs/decisions/023-static-assets-and-first-paint.md): per page the median of
 * three runs of each figure, next to its target, and the storefront's initial JavaScript.
 */
export function renderPhones(results) {
  const { phones } = results
  const rows = phones.pages.map((p) => [
    `\`${p.page}\``,
    p.runs.map((r) => r.score).join(' / '),
    `${p.score} (${mark(p.score >= TARGETS.phoneScore)})`,
    `${(p.lcpMs / 1000).toFixed(2)} s (${mark(p.lcpMs < TARGETS.phoneLcpMs)})`,
    `${p.cls.toFixed(3)} (${mark(p.cls < TARGETS.phoneCls)})`,
    `${(p.fcpMs / 1000).toFixed(2)} s`,
    `${Math.round(p.tbtMs)} ms`,
  ])
  const bytes = results.bundle.map((b) => [
    `\`${b.route}\``,
    `${kb(b.gzip)} KB`,
    `<= ${TARGETS.initialJsKb} KB`,
    mark(b.gzip / 1024 <= TARGETS.initialJsKb),
  ])
  return [
    `## Phones (${results.date})`,
    '',
    ...machineLines(results.machine),
    `- Lighthouse ${phones.version} (pinned in bench/package.json) with Debian's Chromium headless, its` +
      ' default mobile emulation (slow 4G, 4x CPU slowdown), performance only, against the built server' +
      ' on loopback; three runs per page, one at a time, median of each figure. The CPU slowdown is applied' +
      ' on top of whatever else the machine runs: with a high load average the scores are pessimistic.',
    '',
    table(
      [
        'page',
        'performance, 3 runs',
        `median (target >= ${TARGETS.phoneScore})`,
        `LCP (target < ${TARGETS.phoneLcpMs / 1000} s)`,
        `CLS (target < ${TARGETS.phoneCls})`,
        'FCP',
        'TBT',
      ],
      rows,
    ),
    '',
    table(['route', 'initial JS, gzipped', 'target', ''], bytes),
  ].join('\n')
}

/** The phone figures into bench/README.md. */
export const writePhones = (file, results) => writeBlock(file, PHONES, renderPhones(results))
