import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { call } from './orders.mjs'
import { machineLines, percentile, table, writeBlock } from './report.mjs'
import { startServer } from './store.mjs'

// The job queue's lanes (docs/decisions/020-database-job-queue.md#lanes): a password-reset mail asked for
// right after a burst of 1,000 bulk jobs. The burst is real work: 1,000 shoppers signed up for a product's
// back-in-stock notice, and one restock enqueues their 1,000 e-mails in its transaction. The figure is the
// time from the reset request to its e-mail in the outbox (DATA_DIR/outbox, one .eml file per message).

export const BURST = 1_000
const TRIALS = 3
const SIGN_UPS_AT_ONCE = 50
const ADMIN = { email: 'admin@vitrina.co', password: 'Admin123!' }
const MARKERS = ['<!-- bench:queue:start -->', '<!-- bench:queue:end -->']
/** Longer than any drain should take: a stuck queue fails the run instead of hanging it. */
const WAIT_LIMIT_MS = 5 * 60_000

async function ok(promise, what) {
  const res = await promise
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`)
  return res.body
}

/** Watches the outbox: how many messages it holds, and when one to `address` first appeared. */
function outbox(dir) {
  const seen = new Set()
  const firstTo = new Map()
  return {
    scan() {
      let names
      try {
        names = readdirSync(dir)
      } catch {
        // Not there until the first message is written.
        return seen.size
      }
      for (const name of names) {
        if (seen.has(name)) continue
        // A file may be caught while it is being written: read again on the next scan.
        const to = /^To: (.+)$/m.exec(readFileSync(path.join(dir, name), 'utf8'))?.[1]?.trim()
        if (!to) continue
        seen.add(name)
        if (!firstTo.has(to)) firstTo.set(to, performance.now())
      }
      return seen.size
    },
    sentTo: (address) => firstTo.get(address),
  }
}

async function until(check, what) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** One trial: 1,000 sign-ups on a sold-out product, the restock, then at once the reset request. */
async function trial(origin, mail, { token, productId }, n) {
  await ok(
    call(origin, 'PUT', `/api/products/${productId}`, { token, body: { stock_quantity: 0 } }),
    'sold out',
  )
  for (let i = 0; i < BURST; i += SIGN_UPS_AT_ONCE)
    await Promise.all(
      Array.from({ length: SIGN_UPS_AT_ONCE }, (_, j) =>
        ok(
          call(origin, 'POST', '/api/notifications', {
            body: { productId, email: `aviso.${n}.${i + j}@vitrina.test` },
          }),
          'sign-up',
        ),
      ),
    )
  const email = `olvido.${n}.${Date.now()}@vitrina.test`
  await ok(
    call(origin, 'POST', '/api/auth/register', {
      body: {
        username: `olvido_${n}_${Date.now()}`,
        email,
        password: 'bench-queue-1',
        privacy_policy_accepted: true,
      },
    }),
    'register',
  )
  const before = mail.scan()
  const restocked = performance.now()
  await ok(
    call(origin, 'PUT', `/api/products/${productId}`, { token, body: { stock_quantity: 5 } }),
    'restock',
  )
  const asked = performance.now()
  await ok(call(origin, 'POST', '/api/auth/forgot-password', { body: { email } }), 'reset request')
  await until(() => mail.scan() > before && mail.sentTo(email) !== undefined, 'the reset mail')
  const resetMs = mail.sentTo(email) - asked
  await until(() => mail.scan() >= before + BURST + 1, 'the burst to drain')
  const drainSeconds = (performance.now() - restocked) / 1000
  return { resetMs, drainSeconds }
}

/** The reset mail's delay behind a burst, over TRIALS trials on one server. */
export async function measureQueue(store, progress = () => {}) {
  const server = await startServer(store)
  try {
    const { token } = await ok(call(server.origin, 'POST', '/api/auth/login', { body: ADMIN }), 'admin')
    const products = await ok(call(server.origin, 'GET', '/api/products?limit=100'), 'product list')
    const product = products.find((p) => !p.has_options)
    if (!product) throw new Error('no simple product to restock')
    const mail = outbox(path.join(store.dataDir, 'outbox'))
    mail.scan()
    const trials = []
    for (let n = 0; n < TRIALS; n++) {
      progress(`trial ${n + 1}/${TRIALS}: ${BURST} sign-ups, the restock, the reset request`)
      trials.push(await trial(server.origin, mail, { token, productId: product.id }, n))
    }
    const resets = trials.map((t) => t.resetMs)
    const drains = trials.map((t) => t.drainSeconds)
    return {
      burst: BURST,
      trials: TRIALS,
      resetP50: percentile(resets, 50),
      resetMax: Math.max(...resets),
      drainP50: percentile(drains, 50),
      jobsPerSecond: BURST / percentile(drains, 50),
    }
  } finally {
    await server.stop()
  }
}

export const formatQueue = (q) =>
  `reset mail ${(q.resetP50 / 1000).toFixed(2)} s after its request (worst ${(q.resetMax / 1000).toFixed(2)} s)` +
  ` behind ${q.burst} bulk jobs; the burst drained in ${q.drainP50.toFixed(1)} s (${Math.round(q.jobsPerSecond)} jobs/s)`

export function renderQueue(results) {
  const measured = results.databases.filter((d) => d.queue)
  const rows = measured.map(({ label, queue: q }) => [
    label,
    q.burst.toLocaleString('en-US'),
    (q.resetP50 / 1000).toFixed(2),
    (q.resetMax / 1000).toFixed(2),
    q.drainP50.toFixed(1),
    Math.round(q.jobsPerSecond),
  ])
  return [
    `## Reset mail delay behind a burst of ${BURST.toLocaleString('en-US')} jobs (${results.date})`,
    '',
    ...machineLines(results.machine),
    `- Conditions: the built server on the demo store (one instance, 4 worker slots and 1 kept for the` +
      ` urgent lane, \`JOBS_POLL_MS\` 1000); ${BURST.toLocaleString('en-US')} shoppers sign up for a sold-out` +
      ` product's back-in-stock notice, a restock enqueues their ${BURST.toLocaleString('en-US')} e-mails` +
      ' (bulk lane) in one transaction, and right after it a customer asks for a password reset (urgent lane).' +
      ' "Reset mail" is the time from that request to its .eml file in the outbox; "burst drained" runs from' +
      ` the restock to the last of the ${BURST.toLocaleString('en-US')} notices written. ${TRIALS} trials,` +
      ' median and worst.',
    ...results.databases.filter((d) => d.skipped).map((d) => `- ${d.label} skipped: ${d.skipped}.`),
    '',
    table(['database', 'burst', 'reset mail p50 s', 'reset mail worst s', 'burst drained s', 'jobs/s'], rows),
  ].join('\n')
}

/** The queue figures into bench/README.md. */
export const writeQueue = (file, results) => writeBlock(file, MARKERS, renderQueue(results))
