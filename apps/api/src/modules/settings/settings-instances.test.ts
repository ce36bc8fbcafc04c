import { describe, expect, test } from 'vitest'
import { eventually } from '../../test/build-test-app'
import { createAdmin } from '../../test/factories'
import { redisAvailable, twoInstances } from '../../test/redis'

describe.skipIf(!(await redisAvailable()))('two instances sharing Redis', async () => {
  const [first, second] = await twoInstances('settings')
  const admin = await createAdmin(first)
  const [a, b] = await twoInstances('settings-limits', { RATE_LIMIT_MAX: '2' })
  const storeName = async (ctx: typeof first) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/settings' }))
      .json<{ setting_key: string; setting_value: string }[]>()
      .find((s) => s.setting_key === 'store_name')?.setting_value

  test('a settings write on one instance drops the cached settings of the other', async () => {
    await first.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.auth,
      payload: [{ setting_key: 'store_name', setting_value: 'Antes' }],
    })
    expect(await storeName(second)).toBe('Antes')
    await first.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.auth,
      payload: [{ setting_key: 'store_name', setting_value: 'Después' }],
    })
    expect(await storeName(first)).toBe('Después')
    await eventually(async () => (await storeName(second)) === 'Después')
  })

  test('rate limits are counted across instances', async () => {
    const attempt = (ctx: typeof a) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@correo.co', password: 'abcdef' },
      })
    expect((await attempt(a)).statusCode).toBe(400)
    expect((await attempt(b)).statusCode).toBe(400)
    expect((await attempt(a)).statusCode).toBe(429)
  })
})
