import { afterAll, describe, expect, test } from 'vitest'
import { buildTestApp, eventually, type TestContext } from '../test/build-test-app'
import { createAdmin, createUser } from '../test/factories'
import { redisAvailable, TEST_REDIS_URL, twoInstances } from '../test/redis'
import { startRedisProxy } from '../test/redis-proxy'

// docs/operations.md#redis-outage: Redis speeds the store up and joins its instances, but an instance
// whose Redis goes away keeps serving on its own. The machine's Redis is shared: the outage is a proxy in
// front of it that the test cuts.

const OPS_TOKEN = 'token-de-operacion-de-prueba-123'
const contact = { sender_name: 'Lucía', sender_email: 'lucia@correo.co', message: '¿Tienen envíos a Pasto?' }

describe.skipIf(!(await redisAvailable()))('a Redis outage', async () => {
  const proxy = await startRedisProxy(TEST_REDIS_URL)
  afterAll(() => proxy.cut())
  const logs: { level: number; msg: string }[] = []
  const ctx = await buildTestApp(
    { REDIS_URL: proxy.url, RATE_LIMIT_MAX: '4', OPS_TOKEN, LOG_LEVEL: 'info', LOG_REQUESTS: 'false' },
    { logStream: { write: (line) => void logs.push(JSON.parse(line) as { level: number; msg: string }) } },
  )
  const { app } = ctx
  const customer = await createUser(ctx)
  const ready = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' })
    return { status: res.statusCode, redis: res.json<{ checks: { redis: string } }>().checks.redis }
  }
  const metrics = async () =>
    (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${OPS_TOKEN}` } }))
      .body
  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: customer.password },
    })
  const redisNews = () => logs.filter((line) => line.msg.startsWith('Redis '))

  test('with Redis there, the instance is ready with Redis ok and reports it up', async () => {
    expect(await ready()).toEqual({ status: 200, redis: 'ok' })
    expect(await metrics()).toMatch(/^vitrina_redis_up 1$/m)
  })

  test('without it, sign-in, sign-up, contact and the e-mail check answer as usual, and the instance stays ready', async () => {
    await proxy.cut()
    expect((await login()).statusCode).toBe(200)
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'sinredis',
        email: 'sin.redis@correo.co',
        password: 'clave-segura-1',
        privacy_policy_accepted: true,
      },
    })
    expect(signup.statusCode).toBe(201)
    expect((await app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(201)
    const check = await app.inject({ method: 'GET', url: '/api/auth/check-email?email=otra%40correo.co' })
    expect(check.json()).toEqual({ available: true })

    expect(await ready()).toEqual({ status: 200, redis: 'degradado' })
    const scraped = await metrics()
    expect(scraped).toMatch(/^vitrina_redis_up 0$/m)
    expect(
      Number(/^vitrina_redis_fallbacks_total\{use="rate_limit"\} (\d+)$/m.exec(scraped)?.[1]),
    ).toBeGreaterThan(0)
    expect(
      Number(/^vitrina_redis_fallbacks_total\{use="change_bus"\} (\d+)$/m.exec(scraped)?.[1]),
    ).toBeGreaterThan(0)
  })

  test("the limits still hold, counted in the instance's memory", async () => {
    // RATE_LIMIT_MAX is 4 and sign-up spent one of the sensitive routes' budgets, not login's: login has
    // used 1 of its 4 here.
    const statuses = [await login(), await login(), await login(), await login()].map((r) => r.statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  test('Redis back: ready reports it ok again; the outage was logged once, its end once', async () => {
    await proxy.restore()
    await eventually(async () => (await ready()).redis === 'ok')
    expect(await metrics()).toMatch(/^vitrina_redis_up 1$/m)
    expect(redisNews().map((line) => [line.level, line.msg.split(':')[0]])).toEqual([
      [40, 'Redis no responde'],
      [30, 'Redis responde de nuevo'],
    ])
  })
})

describe.skipIf(!(await redisAvailable()))('two instances while Redis is away', async () => {
  const proxy = await startRedisProxy(TEST_REDIS_URL)
  afterAll(() => proxy.cut())
  const [first, second] = await twoInstances('outage', { REDIS_URL: proxy.url })
  const admin = await createAdmin(first)
  const storeName = async (ctx: TestContext) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/settings' }))
      .json<{ setting_key: string; setting_value: string }[]>()
      .find((s) => s.setting_key === 'store_name')?.setting_value
  const rename = (name: string) =>
    first.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.auth,
      payload: [{ setting_key: 'store_name', setting_value: name }],
    })

  test('a write made meanwhile reaches the other instance once Redis is back, though its news was lost', async () => {
    expect((await rename('Antes del corte')).statusCode).toBe(200)
    await eventually(async () => (await storeName(second)) === 'Antes del corte')
    await proxy.cut()
    await eventually(() => !first.app.redis?.up() && !second.app.redis?.up())
    expect((await rename('Durante el corte')).statusCode).toBe(200)
    expect(await storeName(first)).toBe('Durante el corte')
    await proxy.restore()
    await eventually(async () => (await storeName(second)) === 'Durante el corte')
  })
})
