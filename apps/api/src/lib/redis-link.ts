import type { FastifyBaseLogger } from 'fastify'
import { Redis, type RedisOptions } from 'ioredis'

/** What an instance does with Redis, each with a local way to go on without it. */
export type RedisUse = 'rate_limit' | 'change_bus' | 'realtime'

/**
 * The instance's connections to Redis (docs/decisions/029-redis-and-database-outages.md): Redis speeds up and
 * joins instances, but a request never waits on it. While any connection is down the instance is
 * degraded: each use falls back to this process alone and counts it, and the change of state is logged
 * once each way.
 */
export interface RedisLink {
  /** Whether every connection is ready now. */
  up(): boolean
  /** Whether Redis answers a PING now, within the command timeout. */
  ping(): Promise<boolean>
  /** A connection for commands: while Redis is away they fail at once instead of queueing. */
  readonly commands: Redis
  /** A new connection for subscriptions, which wait for Redis and are renewed when it comes back. */
  subscriber(): Redis
  /** A new connection for commands of a library that must not share `commands` (socket.io's adapter). */
  commandClient(): Redis
  /** Count one piece of work done locally because Redis could not take it. */
  fellBack(use: RedisUse): void
  /** Local fallbacks so far, by use (the metric vitrina_redis_fallbacks_total). */
  readonly fallbacks: Readonly<Record<RedisUse, number>>
  /** Called with false when Redis goes away and with true when every connection is ready again. */
  onChange(listener: (up: boolean) => void): void
  /** Resolves once every connection is ready or one has failed, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>
  close(): Promise<void>
}

// A request that meets a dead Redis loses at most this long (a half-open connection that never answers);
// a closed one fails at once.
const COMMAND_TIMEOUT_MS = 500
const CONNECT_TIMEOUT_MS = 5000
// Reconnect soon, then every second: Redis is back in use within a second of returning.
const retryStrategy = (times: number) => Math.min(times * 100, 1000)

const COMMAND_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: CONNECT_TIMEOUT_MS,
  retryStrategy,
}
const SUBSCRIBER_OPTIONS: RedisOptions = {
  maxRetriesPerRequest: null,
  connectTimeout: CONNECT_TIMEOUT_MS,
  retryStrategy,
}

export function createRedisLink(url: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): RedisLink {
  const clients: Redis[] = []
  const listeners: ((up: boolean) => void)[] = []
  const settledWaiters: (() => void)[] = []
  const fallbacks: Record<RedisUse, number> = { rate_limit: 0, change_bus: 0, realtime: 0 }
  // null until every connection is first ready or one fails: connecting at start-up is not news.
  let wasUp: boolean | null = null
  let closing = false

  const up = () => clients.every((client) => client.status === 'ready')
  const settle = () => {
    for (const waiter of settledWaiters.splice(0)) waiter()
  }
  const announce = (now: boolean) => {
    const before = wasUp
    wasUp = now
    if (now && before === false)
      log.info('Redis responde de nuevo: límites, avisos y cachés vuelven a ser compartidos')
    if (!now)
      log.warn(
        'Redis no responde: esta instancia sigue sola (límites por instancia, avisos y cachés locales) hasta que vuelva',
      )
    for (const listener of listeners) listener(now)
  }
  const track = (client: Redis) => {
    client.on('ready', () => {
      if (!up()) return
      settle()
      if (wasUp !== true) announce(true)
    })
    const lost = () => {
      if (closing || client.status === 'ready') return
      settle()
      if (wasUp !== false) announce(false)
    }
    // The error is the reason of the state change logged above; without a listener ioredis prints each one.
    client.on('error', lost)
    client.on('close', lost)
    clients.push(client)
    return client
  }

  const commands = track(new Redis(url, COMMAND_OPTIONS))
  return {
    up,
    commands,
    ping: () =>
      up()
        ? commands.ping().then(
            () => true,
            () => false,
          )
        : Promise.resolve(false),
    subscriber: () => track(quietSubscriptions(new Redis(url, SUBSCRIBER_OPTIONS))),
    commandClient: () => track(new Redis(url, COMMAND_OPTIONS)),
    fellBack: (use) => void (fallbacks[use] += 1),
    fallbacks,
    onChange: (listener) => void listeners.push(listener),
    settled: (timeoutMs) =>
      up() || wasUp === false
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            settledWaiters.push(resolve)
            setTimeout(resolve, timeoutMs).unref()
          }),
    close: async () => {
      closing = true
      // QUIT lets a ready connection finish its replies; one that is away would wait for Redis forever.
      await Promise.allSettled(
        clients.map((client) =>
          client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect(),
        ),
      )
    },
  }
}

/**
 * Subscriptions are renewed on every reconnection; one still waiting when the link closes is refused, which
 * is no error (socket.io's adapter does not catch its own).
 */
function quietSubscriptions(client: Redis): Redis {
  for (const method of ['subscribe', 'psubscribe'] as const) {
    const subscribe = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>
    client[method] = ((...args: unknown[]) => {
      const subscribed = subscribe(...args)
      subscribed.catch(() => undefined)
      return subscribed
    }) as Redis[typeof method]
  }
  return client
}
