import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { responseCacheCounters } from '../lib/cache-counters'
import type { RedisLink, RedisUse } from '../lib/redis-link'

// docs/operations.md#metrics: what each series means. Every instance serves its own figures; Prometheus
// scrapes each instance and sums them.

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** The Prometheus registry of one app, and the series the app feeds; Redis's only when the app uses it. */
export function createMetrics(redis: RedisLink | null) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'vitrina_' })
  const httpDuration = new Histogram({
    name: 'vitrina_http_request_duration_seconds',
    help: 'Tiempo de respuesta de las peticiones HTTP que atiende Fastify, por ruta registrada',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const orders = new Counter({
    name: 'vitrina_orders_created_total',
    help: 'Pedidos creados en esta instancia, por canal (web o tienda)',
    labelNames: ['channel'],
    registers: [registry],
  })
  const jobFailures = new Counter({
    name: 'vitrina_job_failures_total',
    help: 'Intentos fallidos de tareas en segundo plano en esta instancia, por tipo y resultado (retry o failed)',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  })
  const jobDuration = new Histogram({
    name: 'vitrina_job_duration_seconds',
    help: 'Duración de cada intento de una tarea en segundo plano, por tipo y resultado',
    labelNames: ['kind', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const jobsClaimed = new Counter({
    name: 'vitrina_jobs_claimed_total',
    help: 'Tareas en segundo plano tomadas por esta instancia, por carril (urgent, customer, recurring, bulk)',
    labelNames: ['lane'],
    registers: [registry],
  })
  const jobWait = new Histogram({
    name: 'vitrina_job_wait_seconds',
    help: 'Espera de cada tarea entre el momento en que debía correr y el momento en que se tomó, por carril',
    labelNames: ['lane'],
    buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 300, 1800],
    registers: [registry],
  })
  const payments = new Counter({
    name: 'vitrina_payments_total',
    help: 'Resultados de pagos por proveedor: paid, declined, mismatch, refunded, unpaid_cancelled',
    labelNames: ['provider', 'outcome'],
    registers: [registry],
  })
  const cacheCounter = (name: string, help: string, read: () => number) => {
    let reported = 0
    return new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const now = read()
        this.inc(now - reported)
        reported = now
      },
    })
  }
  cacheCounter(
    'vitrina_response_cache_hits_total',
    'Lecturas públicas respondidas desde la caché de respuestas',
    () => responseCacheCounters.hits,
  )
  cacheCounter(
    'vitrina_response_cache_misses_total',
    'Lecturas públicas que tuvieron que construir su respuesta',
    () => responseCacheCounters.misses,
  )
  if (redis) redisSeries(registry, redis)
  return { registry, httpDuration, orders, jobFailures, jobDuration, jobsClaimed, jobWait, payments }
}

/** docs/operations.md#redis-outage: whether Redis answers, and the work done locally while it did not. */
function redisSeries(registry: Registry, redis: RedisLink) {
  new Gauge({
    name: 'vitrina_redis_up',
    help: '1 si esta instancia tiene Redis; 0 si trabaja degradada, sin él',
    registers: [registry],
    collect() {
      this.set(redis.up() ? 1 : 0)
    },
  })
  const reported: Record<RedisUse, number> = { rate_limit: 0, change_bus: 0, realtime: 0 }
  new Counter({
    name: 'vitrina_redis_fallbacks_total',
    help: 'Trabajo hecho solo en esta instancia porque Redis no respondía, por uso (rate_limit, change_bus, realtime)',
    labelNames: ['use'],
    registers: [registry],
    collect() {
      for (const use of Object.keys(reported) as RedisUse[]) {
        this.inc({ use }, redis.fallbacks[use] - reported[use])
        reported[use] = redis.fallbacks[use]
      }
    },
  })
}

export type Metrics = ReturnType<typeof createMetrics>

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

/**
 * Prometheus metrics at GET /metrics, for the operator's token only (OPS_TOKEN; without it the route
 * answers 404). The server's cached fast path never reaches Fastify, so its answers count as cache hits
 * but not in the HTTP histogram.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = createMetrics(app.redis)
  app.decorate('metrics', metrics)
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'sin ruta',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
    done()
  })
  app.orderEvents.onCreated((event) => metrics.orders.inc({ channel: event.channel }))

  app.get('/metrics', { config: { access: 'operator' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType)
    return metrics.registry.metrics()
  })
})
