import { rmSync, writeFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { redisAvailable, TEST_REDIS_URL } from '../../test/redis'

// docs/operations.md#health: liveness and readiness answers for load balancers.

const hasRedis = await redisAvailable()

describe('readiness', () => {
  test('ready when the database and the uploads folder answer; Redis is optional', async () => {
    const { app } = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'sin configurar', storage: 'ok' },
    })
  })

  test.runIf(hasRedis)(
    'checks Redis when the store uses it, connected before the first request',
    async () => {
      const { app } = await buildTestApp({ REDIS_URL: TEST_REDIS_URL })
      const res = await app.inject({ method: 'GET', url: '/api/ready' })
      expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' } })
    },
  )

  test('not ready, in Spanish and with a 503, when the uploads cannot be written', async () => {
    const ctx = await buildTestApp()
    // A file where the uploads folder should be: nothing can be stored.
    rmSync(ctx.config.uploadsDir, { recursive: true, force: true })
    writeFileSync(ctx.config.uploadsDir, 'no es una carpeta')
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({
      code: 'NOT_READY',
      message: 'La instancia no está lista: falla el almacenamiento de archivos.',
      checks: { database: 'ok', storage: 'falla' },
    })
  })
})
