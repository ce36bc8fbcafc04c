import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import {
  adminFaqListSchema,
  adminFaqSchema,
  faqInputSchema,
  faqListSchema,
  faqUpdateSchema,
} from '@vitrina/core/schemas/content'
import { createResponseCache, sendCached } from '../../plugins/response-cache'
import { createFaq, deleteFaq, FAQS_TOPIC, listFaqs, listFaqsAdmin, updateFaq } from './faqs.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['content']
const errors = errorResponses(400, 401, 403, 404)
const staff = { access: 'staff' as const }

/** docs/product/content.md#content-api: FAQs. The public list is cached until staff change it. */
export const faqsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createResponseCache({ changes: app.changes, topics: [FAQS_TOPIC], maxEntries: 1 })

  app.get(
    '/api/faqs',
    {
      config: { access: 'public' },
      compress: false,
      schema: { tags, summary: 'Preguntas frecuentes', response: { 200: faqListSchema } },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('all', async () => ({ json: JSON.stringify(await listFaqs(app.db)) })),
      ),
  )

  app.get(
    '/api/faqs/admin/all',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Preguntas frecuentes con orden y fecha (personal)',
        response: { 200: adminFaqListSchema, ...errors },
      },
    },
    async () => listFaqsAdmin(app.db),
  )

  app.post(
    '/api/faqs',
    {
      config: { ...staff, invalidates: [FAQS_TOPIC] },
      schema: {
        tags,
        summary: 'Crear una pregunta frecuente (personal)',
        body: faqInputSchema,
        response: { 201: adminFaqSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createFaq(app.db, request.body)
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/api/faqs/:id',
    {
      config: { ...staff, invalidates: [FAQS_TOPIC] },
      schema: {
        tags,
        summary: 'Editar una pregunta frecuente (personal)',
        params: intIdParamsSchema,
        body: faqUpdateSchema,
        response: { 200: adminFaqSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updateFaq(app.db, request.params.id, request.body)
      return updated
    },
  )

  app.delete(
    '/api/faqs/:id',
    {
      config: { ...staff, invalidates: [FAQS_TOPIC] },
      schema: {
        tags,
        summary: 'Eliminar una pregunta frecuente (personal)',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteFaq(app.db, request.params.id)
      return { message: 'Pregunta frecuente eliminada.' }
    },
  )
}
