import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageSchema } from '@vitrina/core/schemas/common'
import { stockNotificationInputSchema } from '@vitrina/core/schemas/wishlist'
import { requestStockNotification } from './notifications.service'
import { errorResponses } from '../../lib/route-responses'

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/notifications',
    {
      // Anyone may ask (docs/product/catalogue.md#back-in-stock); rate limited like the other public forms.
      config: { access: 'public', rateLimit: app.sensitiveRateLimit, invalidates: [] },
      schema: {
        tags: ['notifications'],
        summary: 'Avisarme por correo cuando vuelva a haber stock',
        body: stockNotificationInputSchema,
        response: { 200: messageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ({ message: await requestStockNotification(app.db, request.body) }),
  )
}
