import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messageSchema } from '@vitrina/core/schemas/common'
import { CONTACT_SENT_MESSAGE, contactInputSchema } from '@vitrina/core/schemas/contact'
import { optionalUser } from '../../plugins/auth'
import { CONTACT_MESSAGE_TOPIC } from '../../lib/change-topics'
import { createContactMessage } from './contact.service'
import { errorResponses } from '../../lib/route-responses'

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      // Anyone may write (docs/product/content.md#contact-form); rate limited like the other public forms.
      config: { access: 'public', rateLimit: app.sensitiveRateLimit, invalidates: [CONTACT_MESSAGE_TOPIC] },
      schema: {
        tags: ['contact'],
        summary: 'Enviar un mensaje desde el formulario de contacto',
        body: contactInputSchema,
        response: { 201: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await createContactMessage(app.db, request.body, (await optionalUser(request))?.id ?? null)
      return reply.code(201).send({ message: CONTACT_SENT_MESSAGE })
    },
  )
}
