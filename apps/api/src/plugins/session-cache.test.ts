import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { grantRoles } from '../db/bootstrap'
import { users } from '../db/schema'
import { createChangeBus } from '../lib/change-bus'
import { createSessionCache, SESSION_USER_TOPIC } from '../lib/session-users'
import { buildTestApp, eventually, type TestContext } from '../test/build-test-app'
import { createAdmin, createUser } from '../test/factories'
import { redisAvailable, TEST_REDIS_URL } from '../test/redis'

// docs/security.md#session-cache: the session lookup is remembered, and every change that ends or narrows a
// session drops it before the answer leaves. Each test first uses the session, so it is remembered, then
// changes the account and reads again at once.

const ctx = await buildTestApp()
const admin = await createAdmin(ctx)
const me = (c: TestContext, auth: Record<string, string>) =>
  c.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })

describe('remembered sessions', () => {
  test('a second request does not read the account again (a change behind the API is not seen)', async () => {
    const shopper = await createUser(ctx)
    expect((await me(ctx, shopper.auth)).json().user.roles).toEqual(['Cliente'])
    await grantRoles(ctx.app.db, shopper.user.id, ['Empleado'])
    expect((await me(ctx, shopper.auth)).json().user.roles).toEqual(['Cliente'])
  })

  test('a deactivation through the API ends the remembered session at once', async () => {
    const shopper = await createUser(ctx)
    expect((await me(ctx, shopper.auth)).statusCode).toBe(200)
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${shopper.user.id}/status`,
      headers: admin.auth,
      payload: { is_active: false },
    })
    expect(res.statusCode).toBe(200)
    expect((await me(ctx, shopper.auth)).statusCode).toBe(401)
  })

  test('a role change through the API is seen at once', async () => {
    const clerk = await createUser(ctx, { roles: ['Empleado'] })
    const dashboard = () =>
      ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: clerk.auth })
    expect((await dashboard()).statusCode).toBe(200)
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${clerk.user.id}/roles`,
      headers: admin.auth,
      payload: { roles: [] },
    })
    expect(res.statusCode).toBe(200)
    expect((await dashboard()).statusCode).toBe(401)
  })

  test('a password change ends the old token and the new one works at once', async () => {
    const shopper = await createUser(ctx)
    expect((await me(ctx, shopper.auth)).statusCode).toBe(200)
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/password',
      headers: shopper.auth,
      payload: { currentPassword: shopper.password, newPassword: 'otra-clave-segura-7' },
    })
    expect(res.statusCode).toBe(200)
    expect((await me(ctx, shopper.auth)).statusCode).toBe(401)
    expect((await me(ctx, { authorization: `Bearer ${res.json().token}` })).statusCode).toBe(200)
  })
})

describe('createSessionCache', () => {
  const shopperRow = async () => {
    const shopper = await createUser(ctx)
    return shopper.user.id
  }

  test('forgets after its time limit, and a lookup running during news is not kept', async () => {
    const changes = createChangeBus({})
    let clock = 0
    const cache = createSessionCache(ctx.app.db, changes, { ttlMs: 1000, now: () => clock })
    const id = await shopperRow()
    expect((await cache.find(id))?.username).toMatch(/^usuario/)
    await ctx.app.db.update(users).set({ username: 'renombrado' }).where(eq(users.id, id))
    expect((await cache.find(id))?.username).not.toBe('renombrado')
    clock += 1000
    expect((await cache.find(id))?.username).toBe('renombrado')

    await ctx.app.db.update(users).set({ username: 'otra-vez' }).where(eq(users.id, id))
    clock += 1000
    const running = cache.find(id)
    changes.publish(SESSION_USER_TOPIC, id)
    expect((await running)?.username).toBe('otra-vez')
    await ctx.app.db.update(users).set({ username: 'la-ultima' }).where(eq(users.id, id))
    expect((await cache.find(id))?.username).toBe('la-ultima')
  })
})

describe.skipIf(!(await redisAvailable()))('two instances sharing Redis', async () => {
  const prefix = `test-sessions-${Date.now()}`
  const first = await buildTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix })
  const second = await buildTestApp(
    { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, JWT_SECRET: first.config.jwtSecret },
    { shareDatabaseWith: first },
  )
  const firstAdmin = await createAdmin(first)

  test('a deactivation on one instance ends the session remembered by the other', async () => {
    const shopper = await createUser(first)
    expect((await me(second, shopper.auth)).statusCode).toBe(200)
    await first.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${shopper.user.id}/status`,
      headers: firstAdmin.auth,
      payload: { is_active: false },
    })
    await eventually(async () => (await me(second, shopper.auth)).statusCode === 401)
  })
})
