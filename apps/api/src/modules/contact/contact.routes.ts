import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pqrFiledMessage } from '@vitrina/core/pqr'
import {
  CONTACT_SENT_MESSAGE,
  accountPqrSchema,
  contactInputSchema,
  contactSentSchema,
} from '@vitrina/core/schemas/contact'
import { currentUser, optionalUser } from '../../plugins/auth'
import { CONTACT_MESSAGE_TOPIC } from '../../lib/change-topics'
import { createContactMessage, listAccountPqr } from './contact.service'
import { errorResponses } from '../../lib/route-responses'

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      // Anyone may write (docs/product/content.md#contact-form); rate limited like the other public forms.
      config: { access: 'public', rateLimit: app.sensitiveRateLimit, invalidates: [CONTACT_MESSAGE_TOPIC] },
      schema: {
        tags: ['contact'],
        summary:
          'Enviar un mensaje desde el formulario de contacto; una petición, queja o reclamo recibe radicado y fecha límite de respuesta',
        body: contactInputSchema,
        response: { 201: contactSentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const filed = await createContactMessage(
        app.db,
        request.body,
        (await optionalUser(request))?.id ?? null,
      )
      if (!filed.radicado || !filed.due_date) return reply.code(201).send({ message: CONTACT_SENT_MESSAGE })
      return reply.code(201).send({
        message: pqrFiledMessage(request.body.kind ?? 'consulta', filed.radicado, filed.due_date),
        radicado: filed.radicado,
        due_date: filed.due_date,
      })
    },
  )

  app.get(
    '/api/account/pqr',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['contact'],
        summary: 'Mis peticiones, quejas y reclamos con su radicado y fecha límite de respuesta',
        response: { 200: z.array(accountPqrSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listAccountPqr(app.db, currentUser(request).id)
    },
  )
}
