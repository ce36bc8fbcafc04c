import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { intIdParamsSchema } from '@vitrina/core/schemas/common'
import { adminJobListQuerySchema, adminJobListSchema, adminJobSchema } from '@vitrina/core/schemas/jobs'
import { errorResponses, sendPage } from '../../lib/route-responses'
import { listJobs, retryJob } from './jobs.service'

const tags = ['jobs']
const errors = errorResponses(400, 401, 403, 404)
// docs/operations.md#failed-jobs: the background work belongs to Administrador only.
const admin = { access: 'admin' as const }

/** docs/operations.md#failed-jobs (/admin/trabajos): background jobs and the retry of a failed one. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/jobs',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Tareas en segundo plano, de la más reciente; filtro por estado; paginadas (X-Total-Count)',
        querystring: adminJobListQuerySchema,
        response: { 200: adminJobListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listJobs(app.db, request.query)
      return sendPage(reply, page.jobs, page.total)
    },
  )

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { ...admin, invalidates: [] },
      schema: {
        tags,
        summary: 'Reintentar una tarea fallida: vuelve a la cola con todos sus intentos',
        params: intIdParamsSchema,
        response: { 200: adminJobSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => retryJob(app.db, request.params.id),
  )
}
