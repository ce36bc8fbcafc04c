import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorSchema } from '@vitrina/core/schemas/common'
import { errorResponses } from '../../lib/route-responses'

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })

// Redis is never 'falla': without it the instance serves on its own ('degradado'), so it stays ready.
const checkState = z.enum(['ok', 'sin configurar', 'degradado', 'falla'])
const readinessChecks = z.object({ database: checkState, redis: checkState, storage: checkState })
const readySchema = z.object({ status: z.literal('ready'), checks: readinessChecks })
const notReadySchema = errorSchema.extend({ checks: readinessChecks })

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/operations.md#health: liveness. The process answers and its database does.
  app.get(
    '/api/health-check',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`SELECT 1`)
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable')
        return reply
          .code(503)
          .send({ message: 'La base de datos no responde.', code: 'DATABASE_UNAVAILABLE' })
      }
      return { status: 'ok' as const, database: app.databaseKind }
    },
  )

  // docs/operations.md#health: readiness. Everything an instance needs to serve a shopper is reachable, so
  // a load balancer may send it traffic. Redis is not among them (docs/operations.md#redis-outage): a
  // balancer that dropped every instance when the shared Redis fails would close the whole store.
  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Si la instancia puede atender: base de datos y almacenamiento alcanzables (Redis, informativo)',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (request, reply) => {
      const checks = await readiness(app)
      const failing = Object.entries(checks).filter(([, state]) => state === 'falla')
      if (!failing.length) return { status: 'ready' as const, checks }
      request.log.warn({ checks }, 'readiness: a dependency is unreachable')
      return reply.code(503).send({
        message: `La instancia no está lista: falla ${failing.map(([name]) => READINESS_NAMES[name]).join(', ')}.`,
        code: 'NOT_READY',
        checks,
      })
    },
  )
}

const READINESS_NAMES: Record<string, string> = {
  database: 'la base de datos',
  storage: 'el almacenamiento de archivos',
}

type CheckState = z.infer<typeof checkState>

const READINESS_TIMEOUT_MS = 2000

async function readiness(app: FastifyInstance): Promise<z.infer<typeof readinessChecks>> {
  // A dependency that does not answer within the limit counts as failing: the balancer must not wait.
  const outcome = (work: Promise<unknown>): Promise<CheckState> =>
    Promise.race([
      work.then(
        (ok): CheckState => (ok === false ? 'falla' : 'ok'),
        (): CheckState => 'falla',
      ),
      new Promise<CheckState>((resolve) => setTimeout(resolve, READINESS_TIMEOUT_MS, 'falla').unref()),
    ])
  const [database, redis, storage] = await Promise.all([
    outcome(app.db.execute(sql`SELECT 1`)),
    redisState(app),
    outcome(app.storage.reachable()),
  ])
  return { database, redis, storage }
}

async function redisState(app: FastifyInstance): Promise<CheckState> {
  if (!app.redis) return 'sin configurar'
  return (await app.redis.ping()) ? 'ok' : 'degradado'
}
