import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import type { RedisLink } from './redis-link'

/**
 * Tells every instance that some cached data changed ("settings", "catalog"...). In one process it
 * is an in-memory emitter; with REDIS_URL the news also travels through Redis pub/sub, so caches on
 * other instances are dropped too (docs/product/platform.md#scale).
 */
export interface ChangeBus {
  /** `detail` says what changed within the topic (e.g. which products), when listeners can use it. */
  publish(topic: string, detail?: string): void
  /**
   * A cache's listener: it drops what the news makes stale. When news from other instances may have been
   * lost (Redis away), it is also called without a detail, as for a change to everything in the topic.
   */
  subscribe(topic: string, listener: (detail: string | undefined) => void): void
  /** An event's listener (a notification to people): called only for news that was really published. */
  listen(topic: string, listener: (detail: string | undefined) => void): void
  close(): Promise<void>
}

/**
 * While Redis is away, writes on other instances cannot reach this one: its caches are dropped this often, so
 * what it serves is at most this old (docs/decisions/029-redis-and-database-outages.md#caches).
 */
export const DEGRADED_CACHE_LIFETIME_MS = 5000

export function createChangeBus(options: {
  redis?: RedisLink | null
  channelPrefix?: string
  degradedCacheLifetimeMs?: number
}): ChangeBus {
  const caches = new EventEmitter()
  const events = new EventEmitter()
  caches.setMaxListeners(50)
  const emit = (topic: string, detail: string | undefined) => {
    caches.emit(topic, detail)
    events.emit(topic, detail)
  }
  const local: ChangeBus = {
    publish: emit,
    subscribe: (topic, listener) => void caches.on(topic, listener),
    listen: (topic, listener) => void events.on(topic, listener),
    close: async () => {
      caches.removeAllListeners()
      events.removeAllListeners()
    },
  }
  const link = options.redis
  if (!link) return local

  const channel = `${options.channelPrefix ?? 'vitrina'}:changes`
  const instanceId = randomUUID()
  const subscriber = link.subscriber()
  void subscriber.subscribe(channel)
  // A message is `instance|topic` or `instance|topic|detail` (the detail may hold any character).
  subscriber.on('message', (_channel: string, message: string) => {
    const [from, topic, ...rest] = message.split('|')
    if (from !== instanceId && topic) emit(topic, rest.length ? rest.join('|') : undefined)
  })

  const dropEveryCache = () => {
    for (const topic of caches.eventNames()) caches.emit(topic, undefined)
  }
  let degraded: NodeJS.Timeout | undefined
  link.onChange((up) => {
    clearInterval(degraded)
    // Back: news published meanwhile never arrived. Away: none will arrive until Redis is back.
    if (up) dropEveryCache()
    else
      degraded = setInterval(
        dropEveryCache,
        options.degradedCacheLifetimeMs ?? DEGRADED_CACHE_LIFETIME_MS,
      ).unref()
  })

  return {
    ...local,
    // This instance drops its caches at once; the others hear it through Redis.
    publish: (topic, detail) => {
      emit(topic, detail)
      if (!link.up()) return link.fellBack('change_bus')
      const message = detail === undefined ? `${instanceId}|${topic}` : `${instanceId}|${topic}|${detail}`
      link.commands.publish(channel, message).catch(() => link.fellBack('change_bus'))
    },
    close: async () => {
      clearInterval(degraded)
      await local.close()
    },
  }
}
