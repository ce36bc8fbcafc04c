import { afterAll, describe, expect, test } from 'vitest'
import { eventually } from '../test/build-test-app'
import { redisAvailable, TEST_REDIS_URL } from '../test/redis'
import { startRedisProxy } from '../test/redis-proxy'
import { createChangeBus, type ChangeBus } from './change-bus'
import { createRedisLink } from './redis-link'

// docs/decisions/029-redis-and-database-outages.md#caches: what the change bus does when news between
// instances may be lost.

const quiet = { warn: () => undefined, info: () => undefined }

/** What a bus's cache listener and event listener heard. */
function record(bus: ChangeBus) {
  const heard = { drops: [] as (string | undefined)[], events: [] as (string | undefined)[] }
  bus.subscribe('catalog', (detail) => heard.drops.push(detail))
  bus.listen('contact-message', (detail) => heard.events.push(detail))
  return heard
}

test('without Redis, news reaches the caches and the events of this process', async () => {
  const bus = createChangeBus({})
  const heard = record(bus)
  bus.publish('catalog', '12')
  bus.publish('contact-message')
  expect(heard).toEqual({ drops: ['12'], events: [undefined] })
  await bus.close()
})

describe.skipIf(!(await redisAvailable()))('with Redis', async () => {
  const proxy = await startRedisProxy(TEST_REDIS_URL)
  const link = createRedisLink(proxy.url, quiet)
  const channelPrefix = `test-bus-${Date.now()}`
  // One bus whose caches live 50 ms while degraded, one whose caches would live a minute.
  const shortLived = createChangeBus({ redis: link, channelPrefix, degradedCacheLifetimeMs: 50 })
  const longLived = createChangeBus({ redis: link, channelPrefix, degradedCacheLifetimeMs: 60_000 })
  const short = record(shortLived)
  const long = record(longLived)
  await link.settled(5000)
  afterAll(async () => {
    await Promise.all([shortLived.close(), longLived.close()])
    await link.close()
    await proxy.cut()
  })

  test('while Redis is away, caches are dropped every lifetime; events are never made up', async () => {
    expect(link.up()).toBe(true)
    short.drops.length = 0
    long.drops.length = 0
    await proxy.cut()
    await eventually(() => short.drops.length >= 3)
    expect(short.drops.every((detail) => detail === undefined)).toBe(true)
    expect(long.drops).toEqual([])
    expect([short.events, long.events]).toEqual([[], []])
    shortLived.publish('contact-message', 'real')
    expect(short.events).toEqual(['real'])
    expect(link.fallbacks.change_bus).toBe(1)
  })

  test('when it comes back, every cache is dropped once (news may have been missed), then only on news', async () => {
    await proxy.restore()
    await eventually(() => link.up())
    expect(long.drops).toEqual([undefined])
    const sinceReturn = short.drops.length
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(short.drops.length).toBe(sinceReturn)
    // The other bus hears this one's news through Redis again.
    shortLived.publish('catalog', '7')
    await eventually(() => long.drops.length === 2)
    expect(long.drops).toEqual([undefined, '7'])
  })
})
