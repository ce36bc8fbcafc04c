import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { reviewSchema } from '@vitrina/core/schemas/catalog'
import { productIdParamsSchema, reviewInputSchema } from '@vitrina/core/schemas/reviews'
import { currentUser } from '../../plugins/auth'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { saveReview } from './reviews.service'
import { errorResponses } from '../../lib/route-responses'

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products/:productId/reviews',
    {
      config: { access: 'authenticated', invalidates: [CATALOG_TOPIC] },
      schema: {
        tags: ['reviews'],
        summary: 'Escribir (o actualizar) la reseña de un producto',
        params: productIdParamsSchema,
        body: reviewInputSchema,
        response: {
          200: reviewSchema,
          201: reviewSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { review, created } = await saveReview(app.db, request.params.productId, user.id, request.body)
      return reply.code(created ? 201 : 200).send(review)
    },
  )
}
