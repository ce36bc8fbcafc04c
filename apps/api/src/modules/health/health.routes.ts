import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorSchema } from '@vitrina/core/schemas/common'

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health-check',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: healthSchema, 503: errorSchema },
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
}
