import pg from 'pg'
import { formatOrderNumber } from '@vitrina/core/format'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  ADMIN,
  call,
  createCluster,
  customer,
  orderAt,
  type Buyer,
  type Cluster,
  type Instance,
} from './instances'

// docs/operations.md#scaling-out: two built server processes on one PostgreSQL and one Redis behave as one
// store: settings, rate limits and live notifications cross instances, an order's e-mail is written once
// by either,
// and killing an instance with SIGKILL mid-order leaves the other serving and every accepted order whole.

// Sign-ups share the limit's size (not its counter): 13 customers are created below.
const RATE_LIMIT_MAX = 20
let cluster: Cluster
let a: Instance
let b: Instance
let adminToken: string
let db: pg.Client
let productId: number

const placeOrder = (instance: Instance, buyer: Buyer, quantity = 1) =>
  orderAt(instance, buyer, productId, quantity)

beforeAll(async () => {
  cluster = await createCluster({ RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) })
  a = await cluster.start('a')
  b = await cluster.start('b')
  db = new pg.Client({ connectionString: cluster.databaseUrl })
  await db.connect()
  const login = await call<{ token: string }>(a, 'POST', '/api/auth/login', { body: ADMIN })
  adminToken = login.body.token
  const settings = await call(a, 'PUT', '/api/settings', {
    token: adminToken,
    body: [{ setting_key: 'cod_max_open_orders', setting_value: '100000' }],
  })
  expect(settings.status).toBe(200)
  const product = await db.query<{ id: number }>(
    `INSERT INTO products (name, slug, price, stock_quantity) VALUES ('Tenis de escala', 'tenis-de-escala', 120000, 500) RETURNING id`,
  )
  productId = product.rows[0]!.id
}, 600_000)

afterAll(async () => {
  await db?.end()
  await cluster?.stop()
})

describe('two instances behave as one store', () => {
  test('a settings change made on A is seen on B within a second', async () => {
    const name = `Tienda Escala ${Date.now()}`
    const put = await call(a, 'PUT', '/api/settings', {
      token: adminToken,
      body: [{ setting_key: 'store_name', setting_value: name }],
    })
    expect(put.status).toBe(200)
    const started = Date.now()
    for (;;) {
      const seen = await call<{ setting_key: string; setting_value: string }[]>(b, 'GET', '/api/settings')
      if (seen.body.find((s) => s.setting_key === 'store_name')?.setting_value === name) break
      expect(Date.now() - started, 'B still shows the old name').toBeLessThan(1000)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })

  test('rate limits are shared: the budget spent on A is gone on B', async () => {
    const statuses: number[] = []
    const alternating = Array.from({ length: RATE_LIMIT_MAX + 1 }, (_, i) => (i % 2 ? b : a))
    for (const instance of alternating) {
      statuses.push((await call(instance, 'POST', '/api/contact', { body: {} })).status)
    }
    expect(statuses.slice(0, RATE_LIMIT_MAX).every((s) => s === 400)).toBe(true)
    expect(statuses[RATE_LIMIT_MAX]).toBe(429)
  })

  test("an order placed on A reaches a staff member's live socket on B, and its e-mail is written once", async () => {
    const socket: Socket = io(b.url, {
      auth: { token: adminToken },
      transports: ['websocket'],
      forceNew: true,
    })
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve)
        socket.once('connect_error', reject)
      })
      const heard = new Promise<{ id: string }>((resolve) => socket.once('new-order', resolve))
      const buyer = await customer(a, 'socket')
      const placed = await placeOrder(a, buyer)
      expect(placed.status).toBe(201)
      expect((await heard).id).toBe(placed.body.orderId)

      // Either instance's worker may send it (docs/operations.md#jobs); together they send it once.
      const mentions = () =>
        [...a.outbox(), ...b.outbox()].filter((mail) =>
          mail.includes(formatOrderNumber(placed.body.order_number)),
        )
      await expect.poll(() => mentions().length).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(mentions()).toHaveLength(1)
    } finally {
      socket.close()
    }
  })

  test('killing A with SIGKILL mid-order leaves B serving and every accepted order whole', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => customer(b, 'kill')))
    const before = await db.query<{ stock: number }>(
      'SELECT stock_quantity AS stock FROM products WHERE id = $1',
      [productId],
    )
    const attempts = buyers.flatMap((buyer) => [placeOrder(a, buyer, 2), placeOrder(a, buyer, 1)])
    // Kill A as soon as it has accepted one order: the others are in flight, some committed and unanswered.
    await Promise.any(
      attempts.map((attempt) => attempt.then((r) => (r.status === 201 ? r : Promise.reject()))),
    )
    a.process.kill('SIGKILL')
    const results = await Promise.allSettled(attempts)
    const accepted = results.flatMap((r) =>
      r.status === 'fulfilled' && r.value.status === 201 ? [r.value.body.orderId] : [],
    )
    expect(accepted.length).toBeGreaterThan(0)
    expect(accepted.length).toBeLessThan(attempts.length)
    expect((await call(b, 'GET', '/api/health-check')).status).toBe(200)
    const orders = await db.query<{ id: string; items: number; units: number }>(
      `SELECT o.id, COUNT(oi.*)::int AS items, COALESCE(SUM(oi.quantity), 0)::int AS units
       FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id
       WHERE o.user_id IN (SELECT id FROM users WHERE email LIKE 'kill%') GROUP BY o.id`,
    )
    const stored = new Map(orders.rows.map((row) => [row.id, row]))
    // Every order the client was told about exists, with its line; no order is stored without one.
    for (const id of accepted) expect(stored.get(id)?.items).toBe(1)
    for (const row of orders.rows) expect(row.items).toBe(1)
    // The stock moved by exactly what the stored orders hold: nothing half-written.
    const after = await db.query<{ stock: number }>(
      'SELECT stock_quantity AS stock FROM products WHERE id = $1',
      [productId],
    )
    const units = orders.rows.reduce((sum, row) => sum + row.units, 0)
    expect(before.rows[0]!.stock - after.rows[0]!.stock).toBe(units)

    // B goes on selling.
    const late = await placeOrder(b, buyers[0]!)
    expect(late.status).toBe(201)
  })
})
