import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { settingsListSchema, settingsUpdateSchema } from '@vitrina/core/schemas/settings'
import { sendJsonBytes } from '../../lib/reply'
import { SETTINGS_TOPIC } from './settings-cache'
import { listStoreSettings, updateSettings } from './settings.service'
import { errorResponses } from '../../lib/route-responses'

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Ajustes públicos de la tienda',
        response: { 200: settingsListSchema },
      },
    },
    async (_request, reply) =>
      sendJsonBytes(reply.header('cache-control', 'no-cache'), await app.settings.json()),
  )

  app.put(
    '/api/settings',
    {
      config: { access: 'admin', invalidates: [SETTINGS_TOPIC] },
      schema: {
        tags: ['settings'],
        summary: 'Guardar ajustes (Administrador)',
        body: settingsUpdateSchema,
        response: { 200: settingsListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await updateSettings(app.db, request.body)
      // Read fresh: the settings cache is dropped when the declared news goes out, after this handler.
      return listStoreSettings(app.db)
    },
  )
}
