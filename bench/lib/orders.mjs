import { randomUUID } from 'node:crypto'
import { cpuMs } from './load.mjs'
import { percentile } from './report.mjs'
import { startServer } from './store.mjs'

// Order creation (docs/product/search.md#performance): 50 customers placing cash-on-delivery orders at the
// same time against the built server, each order one transaction that locks, checks and decrements stock.
// Every customer is a real account with its own token and address; the products are a small pool, so
// customers compete for the same rows as they do for a store's best sellers.

export const CUSTOMERS = 50
/** Customers of the warm-up, kept apart so the measured history holds only the measured orders. */
const WARM_UP_CUSTOMERS = 10
/** Products the orders draw from: few enough that orders wait on each other's row locks. */
const POOL_SIZE = 20
const POOL_STOCK = 1_000_000
const WARM_UP_SECONDS = 2
const ADMIN = { email: 'admin@vitrina.co', password: 'Admin123!' }
/** The largest caps the settings take (packages/core/src/order-limits.ts). */
const COD_OPEN_ORDERS_MAX = 100_000
const UNPAID_UNITS_MAX = 100_000

export async function call(origin, method, path, { token, body, headers = {} } = {}) {
  const res = await fetch(origin + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers }
}

async function expectOk(promise, what) {
  const res = await promise
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`)
  return res.body
}

/** A deterministic sequence in [0, 1), so every run places the same mix of orders. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** In batches: password hashing is deliberately slow, and the machine has two cores. */
async function inBatches(count, size, make) {
  const out = []
  for (let i = 0; i < count; i += size)
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))))
  return out
}

/**
 * The pool: simple products (no variants) with room for any number of orders, set by an administrator,
 * who also lifts the caps on open cash-on-delivery orders per customer and on the units they hold
 * (docs/security.md "Stock hoarding"): each bench customer places hundreds of orders nobody confirms.
 */
export async function preparePool(origin) {
  const { token } = await expectOk(call(origin, 'POST', '/api/auth/login', { body: ADMIN }), 'admin login')
  await expectOk(
    call(origin, 'PUT', '/api/settings', {
      token,
      body: [
        { setting_key: 'cod_max_open_orders', setting_value: String(COD_OPEN_ORDERS_MAX) },
        { setting_key: 'unpaid_max_units_per_product', setting_value: String(UNPAID_UNITS_MAX) },
      ],
    }),
    'order limits',
  )
  const products = await expectOk(call(origin, 'GET', '/api/products?limit=100'), 'product list')
  const pool = products.filter((p) => !p.has_options).slice(0, POOL_SIZE)
  if (pool.length < POOL_SIZE) throw new Error(`only ${pool.length} simple products to order`)
  for (const p of pool)
    await expectOk(
      call(origin, 'PUT', `/api/products/${p.id}`, { token, body: { stock_quantity: POOL_STOCK } }),
      `stock of product ${p.id}`,
    )
  return pool.map((p) => p.id)
}

async function stockOf(origin, ids) {
  const stock = new Map()
  for (const id of ids)
    stock.set(
      id,
      (await expectOk(call(origin, 'GET', `/api/products/${id}`), `product ${id}`)).stock_quantity,
    )
  return stock
}

export async function createCustomers(origin, tag, count) {
  return inBatches(count, 5, async (i) => {
    const account = {
      username: `bench_${tag}_${i}`,
      email: `bench.${tag}.${i}@vitrina.test`,
      password: 'bench-orders-1',
    }
    const { token } = await expectOk(
      call(origin, 'POST', '/api/auth/register', { body: { ...account, privacy_policy_accepted: true } }),
      'register',
    )
    const { address } = await expectOk(
      call(origin, 'POST', '/api/addresses', {
        token,
        body: {
          recipient_name: `Cliente ${i}`,
          phone_number: '3001234567',
          street_address: `Calle ${i + 1} # 10-20`,
          city: 'Medellín',
          state_province: 'Antioquia',
          postal_code: '050021',
        },
      }),
      'address',
    )
    return { token, addressId: address.id }
  })
}

/**
 * Every customer places orders back to back until `seconds` are up: one to three lines from the pool,
 * one to three units each, a fresh Idempotency-Key per order as the checkout sends.
 */
async function placeOrders(origin, customers, pool, seconds, seed) {
  const next = random(seed)
  const until = Date.now() + seconds * 1000
  const results = { latencies: [], created: 0, units: 0, conflicts: 0, errors: 0 }
  await Promise.all(
    customers.map(async (customer) => {
      while (Date.now() < until) {
        const lines = new Map()
        for (let n = 1 + Math.floor(next() * 3); n > 0; n--)
          lines.set(pool[Math.floor(next() * pool.length)], 1 + Math.floor(next() * 3))
        const items = [...lines].map(([productId, quantity]) => ({ productId, quantity }))
        const started = performance.now()
        const res = await call(origin, 'POST', '/api/orders', {
          token: customer.token,
          headers: { 'idempotency-key': randomUUID() },
          body: { shipping_address_id: customer.addressId, items, payment_method: 'contra_entrega' },
        })
        const ms = performance.now() - started
        if (res.status === 201) {
          results.latencies.push(ms)
          results.created += 1
          results.units += items.reduce((sum, line) => sum + line.quantity, 0)
        } else if (res.status === 409) results.conflicts += 1
        else results.errors += 1
      }
    }),
  )
  return results
}

/** The units the server recorded as sold to these customers, read back from their order history. */
async function unitsRecorded(origin, customers, pool) {
  const inPool = new Set(pool)
  let units = 0
  let orders = 0
  for (const { token } of customers)
    for (let offset = 0; ; offset += 100) {
      const page = await expectOk(
        call(origin, 'GET', `/api/orders?limit=100&offset=${offset}`, { token }),
        'orders',
      )
      for (const order of page) {
        orders += 1
        for (const item of order.items) if (inPool.has(item.product_id)) units += item.quantity
      }
      if (page.length < 100) break
    }
  return { orders, units }
}

/**
 * The order-creation figures for one database: orders per second, latency percentiles, the server's CPU
 * per order, and the stock check (units sold by the accepted answers = units the history records = stock
 * before minus stock after).
 */
export async function measureOrders(store, seconds, onProgress = () => {}) {
  const server = await startServer(store)
  try {
    const pool = await preparePool(server.origin)
    onProgress(`${CUSTOMERS + WARM_UP_CUSTOMERS} customers sign up and save an address`)
    const warmUp = await createCustomers(server.origin, `${store.kind}w`, WARM_UP_CUSTOMERS)
    const customers = await createCustomers(server.origin, store.kind, CUSTOMERS)
    onProgress(`warm-up ${WARM_UP_SECONDS} s, then ${seconds} s of orders`)
    await placeOrders(server.origin, warmUp, pool, WARM_UP_SECONDS, 7)

    const before = await stockOf(server.origin, pool)
    const cpuBefore = cpuMs(server.pid)
    const started = performance.now()
    const run = await placeOrders(server.origin, customers, pool, seconds, 42)
    const elapsed = (performance.now() - started) / 1000
    const cpu = cpuMs(server.pid) - cpuBefore
    const after = await stockOf(server.origin, pool)
    const decremented = pool.reduce((sum, id) => sum + before.get(id) - after.get(id), 0)
    const recorded = await unitsRecorded(server.origin, customers, pool)

    return {
      customers: CUSTOMERS,
      pool: POOL_SIZE,
      plannedSeconds: seconds,
      seconds: elapsed,
      orders: run.created,
      ordersPerSecond: run.created / elapsed,
      p50: percentile(run.latencies, 50),
      p99: percentile(run.latencies, 99),
      conflicts: run.conflicts,
      errors: run.errors,
      cpuUsPerOrder: (cpu * 1000) / Math.max(1, run.created),
      stock: {
        sold: run.units,
        recorded: recorded.units,
        recordedOrders: recorded.orders,
        decremented,
        ok: run.units === decremented && recorded.units === decremented && recorded.orders === run.created,
      },
    }
  } finally {
    await server.stop()
  }
}
