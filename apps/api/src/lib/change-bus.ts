import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { Redis } from 'ioredis'

/**
 * Tells every instance that some cached data changed ("settings", "catalog"...). In one process it
 * is an in-memory emitter; with REDIS_URL the news also travels through Redis pub/sub, so caches on
 * other instances are dropped too (docs/product/platform.md#scale).
 */
export interface ChangeBus {
  /** `detail` says what changed within the topic (e.g. which products), when listeners can use it. */
  publish(topic: string, detail?: string): void
  subscribe(topic: string, listener: (detail: string | undefined) => void): void
  /** Whether the bus can carry news to other instances now: Redis answers (always true without Redis). */
  reachable(): Promise<boolean>
  close(): Promise<void>
}

export function createChangeBus(options: {
  redisUrl?: string | undefined
  channelPrefix?: string
}): ChangeBus {
  const local = new EventEmitter()
  local.setMaxListeners(50)
  if (!options.redisUrl) {
    return {
      publish: (topic, detail) => local.emit(topic, detail),
      subscribe: (topic, listener) => void local.on(topic, listener),
      reachable: async () => true,
      close: async () => void local.removeAllListeners(),
    }
  }
  const channel = `${options.channelPrefix ?? 'vitrina'}:changes`
  const instanceId = randomUUID()
  const publisher = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
  const subscriber = new Redis(options.redisUrl, { lazyConnect: false })
  void subscriber.subscribe(channel)
  // A message is `instance|topic` or `instance|topic|detail` (the detail may hold any character).
  subscriber.on('message', (_channel: string, message: string) => {
    const [from, topic, ...rest] = message.split('|')
    if (from !== instanceId && topic) local.emit(topic, rest.length ? rest.join('|') : undefined)
  })
  return {
    // This instance drops its caches at once; the others hear it through Redis.
    publish: (topic, detail) => {
      local.emit(topic, detail)
      const message = detail === undefined ? `${instanceId}|${topic}` : `${instanceId}|${topic}|${detail}`
      publisher.publish(channel, message).catch(() => undefined)
    },
    subscribe: (topic, listener) => void local.on(topic, listener),
    reachable: () =>
      publisher.ping().then(
        () => subscriber.status === 'ready',
        () => false,
      ),
    close: async () => {
      local.removeAllListeners()
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
}
