import { Redis } from 'ioredis'
import { buildTestApp, type TestContext } from './build-test-app'

/** The machine's Redis (CI always has one); multi-instance tests are skipped without it. */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379'

export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  try {
    await probe.connect()
    await probe.ping()
    return true
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

/**
 * Two app instances on one database sharing Redis under a fresh key prefix (`name` tells whose), with the
 * same `env` and signing each other's tokens: what a store behind a load balancer runs. `env` may point
 * REDIS_URL elsewhere (a proxy the test can cut: redis-proxy.ts).
 */
export async function twoInstances(
  name: string,
  env: Record<string, string> = {},
): Promise<[TestContext, TestContext]> {
  const prefix = `test-${name}-${Date.now()}`
  const first = await buildTestApp({ REDIS_URL: TEST_REDIS_URL, ...env, REDIS_PREFIX: prefix })
  const second = await buildTestApp(
    { REDIS_URL: TEST_REDIS_URL, ...env, REDIS_PREFIX: prefix, JWT_SECRET: first.config.jwtSecret },
    { shareDatabaseWith: first },
  )
  return [first, second]
}
