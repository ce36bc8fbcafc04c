import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { buyerSchema } from '@vitrina/core/schemas/buyer'
import { currentUser } from '../../plugins/auth'
import { errorResponses } from '../../lib/route-responses'
import { rememberedBuyer } from './buyer.service'

export const buyerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/buyer',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['profile'],
        summary: 'Mis datos de facturación de la última compra (consumidor final si no hay)',
        response: { 200: buyerSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return rememberedBuyer(app.db, currentUser(request).id)
    },
  )
}
