import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { aboutSectionListSchema, aboutUpdateSchema } from '@vitrina/core/schemas/content'
import { createResponseCache, sendCached } from '../../plugins/response-cache'
import { ABOUT_TOPIC, listAboutSections, updateAboutSections } from './about.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['content']

/**
 * The About page (docs/product/content.md#about-page) and its editor /admin/editar-sobre-nosotros
 * (docs/product/content.md#about-editor).
 */
export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createResponseCache({ changes: app.changes, topics: [ABOUT_TOPIC], maxEntries: 1 })

  app.get(
    '/api/about',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags,
        summary: 'Secciones de la página Sobre nosotros',
        response: { 200: aboutSectionListSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('all', async () => ({ json: JSON.stringify(await listAboutSections(app.db)) })),
      ),
  )

  app.put(
    '/api/about',
    {
      config: { access: 'staff', invalidates: [ABOUT_TOPIC] },
      schema: {
        tags,
        summary: 'Guardar secciones de Sobre nosotros: hero, history, mission, vision (personal)',
        body: aboutUpdateSchema,
        response: { 200: aboutSectionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await updateAboutSections(app.db, request.body)
      return listAboutSections(app.db)
    },
  )
}
