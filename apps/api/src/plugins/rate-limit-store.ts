import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'
import RedisStore from '@fastify/rate-limit/store/RedisStore.js'
import type { RedisLink } from '../lib/redis-link'

type Incr = FastifyRateLimitStore['incr']
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0]
/** What the plugin passes a store it creates: its options, with these among them. */
interface StoreOptions {
  continueExceeding?: boolean
  exponentialBackoff?: boolean
}

/**
 * @fastify/rate-limit's store: the counters in Redis, shared by every instance, and while Redis is away (or
 * a command to it fails) the same limits counted in this process's memory
 * (docs/decisions/029-redis-and-database-outages.md#rate-limits). A request never waits on a dead Redis and
 * never fails because of it.
 */
export function redisOrLocalStore(link: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  return class RedisOrLocalStore implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore
    private readonly local: FastifyRateLimitStore

    constructor(options: StoreOptions, routeStores?: [FastifyRateLimitStore, FastifyRateLimitStore]) {
      const { continueExceeding, exponentialBackoff } = options
      ;[this.shared, this.local] = routeStores ?? [
        new RedisStore(continueExceeding, exponentialBackoff, link.commands, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      ]
    }

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>) {
      const locally = () => {
        link.fellBack('rate_limit')
        this.local.incr(key, callback, timeWindow, max)
      }
      if (!link.up()) return locally()
      this.shared.incr(key, (err, result) => (err ? locally() : callback(null, result)), timeWindow, max)
    }

    child(routeOptions: RouteOptions) {
      return new RedisOrLocalStore({}, [this.shared.child(routeOptions), this.local.child(routeOptions)])
    }
  }
}
