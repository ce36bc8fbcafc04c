import { Redis } from 'ioredis'

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
