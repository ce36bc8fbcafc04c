import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  mailSettingsInputSchema,
  mailSettingsSchema,
  mailTestInputSchema,
  providerCheckSchema,
} from '@vitrina/core/schemas/provider-settings'
import { PROVIDER_SETTINGS_TOPIC } from '../../lib/change-topics'
import { errorResponses } from '../../lib/route-responses'
import { currentUser } from '../../plugins/auth'
import { effectiveMail } from './mail-settings'
import { saveMailSettings, sendTestMail } from './mail-settings.service'

const tags = ['settings']
const admin = { access: 'admin' as const }

/** docs/product/provider-settings.md#correo: the store's SMTP server, set by the Administrador. */
export const mailSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mail-settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Correo: el servidor SMTP vigente, la contraseña enmascarada (Administrador)',
        response: { 200: mailSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => effectiveMail(app.config, (await app.storedProviders()).smtp).state,
  )

  app.put(
    '/api/admin/mail-settings',
    {
      config: { ...admin, invalidates: [PROVIDER_SETTINGS_TOPIC] },
      schema: {
        tags,
        summary: 'Guardar el servidor SMTP; la contraseña se guarda cifrada (Administrador)',
        body: mailSettingsInputSchema,
        response: { 200: providerCheckSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => saveMailSettings(app, currentUser(request).id, request.body),
  )

  app.post(
    '/api/admin/mail-settings/test',
    {
      config: { ...admin, invalidates: [] },
      schema: {
        tags,
        summary: 'Enviar correo de prueba con la configuración vigente (Administrador)',
        body: mailTestInputSchema,
        response: { 200: providerCheckSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sendTestMail(app, request.body.to),
  )
}
