import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  fiscalProfileAnswerSchema,
  fiscalProfileInputSchema,
  fiscalWarningListSchema,
} from '@vitrina/core/schemas/fiscal'
import { SETTINGS_TOPIC } from '../settings/settings-cache'
import { errorResponses } from '../../lib/route-responses'
import { fiscalWarnings, getFiscalProfile, saveFiscalProfile } from './fiscal-profile.service'

// docs/product/fiscal.md#perfil-fiscal: the administrator's 'Perfil fiscal' settings, and the dashboard's
// warnings for every staff member.

const tags = ['fiscal']

export const fiscalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/fiscal-profile',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Perfil fiscal y numeraciones (Administrador)',
        response: { 200: fiscalProfileAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { profile: await getFiscalProfile(app.db) }
    },
  )

  app.put(
    '/api/admin/fiscal-profile',
    {
      // The storefront's footer shows who sells from the public settings: they are read again.
      config: { access: 'admin', invalidates: [SETTINGS_TOPIC] },
      schema: {
        tags,
        summary: 'Guardar el perfil fiscal y las resoluciones de numeración (Administrador)',
        body: fiscalProfileInputSchema,
        response: { 200: fiscalProfileAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ profile: await saveFiscalProfile(app.db, request.body) }),
  )

  app.get(
    '/api/admin/fiscal-warnings',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Avisos de numeración por agotarse o vencer (personal)',
        response: { 200: fiscalWarningListSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return fiscalWarnings(app.db)
    },
  )
}
