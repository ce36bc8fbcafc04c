import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startRedisProxy, type RedisProxy } from '../../apps/api/src/test/redis-proxy'
import {
  ADMIN,
  call,
  createCluster,
  customer,
  orderAt,
  REDIS_URL,
  type Buyer,
  type Cluster,
  type Instance,
} from './instances'

// docs/operations.md#redis-outage: two built processes under load lose Redis (a proxy in front of the
// machine's Redis, which is shared and never stopped, is cut): sign-in, orders and reads keep answering on
// both, nothing answers 5xx, /api/ready stays 200 with Redis 'degradado'; when Redis returns both report it
// ok again.

const OPS_TOKEN = 'token-de-operacion-de-escala-123'
const CLIENTS = 4
type Phase = 'before' | 'cut' | 'after'
type Kind = 'login' | 'order' | 'read'

let proxy: RedisProxy
let cluster: Cluster
let a: Instance
let b: Instance
let buyers: Buyer[]
let productId: number

beforeAll(async () => {
  proxy = await startRedisProxy(REDIS_URL)
  cluster = await createCluster({ REDIS_URL: proxy.url, RATE_LIMIT_MAX: '100000', OPS_TOKEN })
  a = await cluster.start('a')
  b = await cluster.start('b')
  const adminToken = (await call<{ token: string }>(a, 'POST', '/api/auth/login', { body: ADMIN })).body.token
  await call(a, 'PUT', '/api/settings', {
    token: adminToken,
    body: [{ setting_key: 'cod_max_open_orders', setting_value: '100000' }],
  })
  const db = new pg.Client({ connectionString: cluster.databaseUrl })
  await db.connect()
  const product = await db.query<{ id: number }>(
    `INSERT INTO products (name, slug, price, stock_quantity) VALUES ('Gorra de caos', 'gorra-de-caos', 50000, 100000) RETURNING id`,
  )
  await db.end()
  productId = product.rows[0]!.id
  buyers = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => customer(i % 2 ? b : a, 'caos')))
}, 600_000)

afterAll(async () => {
  await cluster?.stop()
  await proxy?.cut()
})

const operations: Record<Kind, (instance: Instance, buyer: Buyer) => Promise<{ status: number }>> = {
  login: (instance) => call(instance, 'POST', '/api/auth/login', { body: ADMIN }),
  order: (instance, buyer) => orderAt(instance, buyer, productId),
  read: (instance, buyer) =>
    Promise.all([
      call(instance, 'GET', `/api/products/${productId}`),
      call(instance, 'GET', '/api/products?limit=5'),
      call(instance, 'GET', '/api/addresses', { token: buyer.token }),
    ]).then((answers) => answers.find((answer) => answer.status >= 300) ?? answers[0]!),
}

const readiness = (instance: Instance) =>
  call<{ status: string; checks: { redis: string } }>(instance, 'GET', '/api/ready')
const redisUp = async (instance: Instance) => {
  const res = await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } })
  return /^vitrina_redis_up (\d)$/m.exec(await res.text())?.[1]
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('Redis goes away under load', () => {
  test('sign-in, orders and reads keep working on both instances; ready stays 200; Redis back is seen', async () => {
    const answers: { phase: Phase; instance: string; kind: Kind; status: number }[] = []
    let phase: Phase = 'before'
    let running = true
    const kinds = Object.keys(operations) as Kind[]
    const client = async (n: number) => {
      for (let i = 0; running; i += 1) {
        const instance = (n + i) % 2 ? b : a
        const kind = kinds[i % kinds.length]!
        const started = phase
        const { status } = await operations[kind](instance, buyers[n]!)
        answers.push({ phase: started, instance: instance.name, kind, status })
      }
    }
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)))

    await pause(1500)
    await proxy.cut()
    phase = 'cut'
    await pause(3000)
    for (const instance of [a, b]) {
      const ready = await readiness(instance)
      expect([instance.name, ready.status, ready.body]).toEqual([
        instance.name,
        200,
        { status: 'ready', checks: { database: 'ok', redis: 'degradado', storage: 'ok' } },
      ])
      expect(await redisUp(instance)).toBe('0')
    }
    await proxy.restore()
    phase = 'after'
    for (const instance of [a, b]) {
      await expect
        .poll(async () => (await readiness(instance)).body.checks.redis, { timeout: 10_000 })
        .toBe('ok')
      expect(await redisUp(instance)).toBe('1')
    }
    await pause(1000)
    running = false
    await load

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([])
    // While Redis was away, each instance signed someone in, took an order and served the reads.
    const workedDuringCut = new Set(
      answers
        .filter((answer) => answer.phase === 'cut' && answer.status < 300)
        .map((answer) => `${answer.instance}:${answer.kind}`),
    )
    expect([...workedDuringCut].sort()).toEqual(
      ['a:login', 'a:order', 'a:read', 'b:login', 'b:order', 'b:read'].sort(),
    )
  })
})
