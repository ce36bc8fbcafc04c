import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { trackVisitInputSchema } from '@vitrina/core/schemas/analytics'
import { optionalUser } from '../../plugins/auth'
import { recordVisit } from './visits.service'
import { errorResponses } from '../../lib/route-responses'

export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/track-visit',
    {
      config: {
        access: 'public',
        invalidates: [],
        // A public write, so it is limited; browsers send one per session, but many shoppers can share
        // an address (offices, mobile carriers' NAT), so it allows more than the sign-in forms.
        rateLimit: { max: app.config.rateLimitMax * 6, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['analytics'],
        summary: 'Registrar una visita (una por sesión del navegador)',
        body: trackVisitInputSchema,
        response: { 204: z.null().describe('Visita registrada'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await recordVisit(app.db, request.body, (await optionalUser(request))?.id ?? null)
      return reply.code(204).send(null)
    },
  )
}
