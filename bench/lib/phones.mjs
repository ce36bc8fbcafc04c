import { readFileSync } from 'node:fs'
import path from 'node:path'
import { run } from './proc.mjs'
import { root, startServer } from './store.mjs'

// Lighthouse on a phone (docs/decisions/023-static-assets-and-first-paint.md): the project's own pinned
// lighthouse (bench/package.json) with Debian's Chromium, its default mobile emulation (Moto G Power, slow
// 4G, 4x CPU slowdown), performance only, three runs per page and the median of each figure.

export const PHONE_RUNS = 3
const lighthouse = path.join(root, 'node_modules/.bin/lighthouse')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

// Lighthouse on this Chromium now and then fails to record the trace of a load (NO_NAVSTART, "Please run
// Lighthouse again"): such a run is made again, at most twice, rather than stopping the whole bench.
const RETRIES = 2
const retriable = (err) => /NO_NAVSTART|run Lighthouse again/.test(String(err?.message))

async function lighthouseRun(url, file, onRetry) {
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${file}`,
    '--chrome-flags=--headless=new --no-sandbox',
    '--quiet',
  ]
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, CHROME_PATH }
  for (let attempt = 0; ; attempt += 1) {
    try {
      await run(lighthouse, args, { cwd: root, env, timeoutMs: 3 * 60_000 })
      break
    } catch (err) {
      if (attempt >= RETRIES || !retriable(err)) throw err
      onRetry(`Lighthouse could not record the load of ${url} (NO_NAVSTART): run again`)
    }
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const audit = (id) => report.audits[id]?.numericValue ?? NaN
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    version: report.lighthouseVersion,
  }
}

/** The pages: home, the shop, and the product page of the first product the shop lists. */
async function phonePages(origin) {
  const res = await fetch(`${origin}/api/products?limit=1`)
  const body = await res.json()
  const first = (Array.isArray(body) ? body : (body.items ?? body.products ?? []))[0]
  if (!first) throw new Error('the store lists no product to open')
  return ['/', '/tienda', `/producto/${first.id}`]
}

/** Runs lighthouse `PHONE_RUNS` times on each page, one run at a time, against the built server. */
export async function measurePhones(store, tmp, onStep) {
  const server = await startServer(store)
  try {
    const pages = []
    for (const page of await phonePages(server.origin)) {
      const runs = []
      for (let i = 0; i < PHONE_RUNS; i++) {
        const file = path.join(tmp, `lighthouse-${pages.length}-${i}.json`)
        runs.push(await lighthouseRun(`${server.origin}${page}`, file, onStep))
        const r = runs.at(-1)
        onStep(`${page} run ${i + 1}: ${r.score}, LCP ${Math.round(r.lcpMs)} ms, CLS ${r.cls.toFixed(3)}`)
      }
      const of = (key) => median(runs.map((r) => r[key]))
      pages.push({
        page: page.startsWith('/producto/') ? '/producto/{id}' : page,
        url: page,
        runs,
        score: of('score'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
      })
    }
    return { version: pages[0]?.runs[0]?.version, pages }
  } finally {
    await server.stop()
  }
}
