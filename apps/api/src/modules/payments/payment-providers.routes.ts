import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  PAYMENT_PROVIDERS,
  paymentProvidersSchema,
  paypalSettingsInputSchema,
  providerCheckSchema,
  wompiSettingsInputSchema,
} from '@vitrina/core/schemas/provider-settings'
import { PROVIDER_SETTINGS_TOPIC } from '../../lib/change-topics'
import { errorResponses } from '../../lib/route-responses'
import { currentUser } from '../../plugins/auth'
import { checkPaymentProvider, listPaymentProviders, savePaymentProvider } from './payment-providers.service'

const tags = ['payments']
const admin = { access: 'admin' as const }
const saved = { ...admin, invalidates: [PROVIDER_SETTINGS_TOPIC] }
const providerParams = z.strictObject({
  provider: z.enum(PAYMENT_PROVIDERS, { error: "El medio de pago debe ser 'wompi' o 'paypal'." }),
})

/** docs/product/provider-settings.md#medios-de-pago: Wompi and PayPal connected by the Administrador. */
export const paymentProvidersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payment-providers',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Medios de pago: cada proveedor, su modo y sus llaves enmascaradas (Administrador)',
        response: { 200: paymentProvidersSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listPaymentProviders(app),
  )

  app.put(
    '/api/admin/payment-providers/wompi',
    {
      config: saved,
      schema: {
        tags,
        summary: 'Conectar Wompi: las llaves se prueban con Wompi y se guardan cifradas (Administrador)',
        body: wompiSettingsInputSchema,
        response: { 200: providerCheckSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      savePaymentProvider(app, currentUser(request).id, { provider: 'wompi', body: request.body }),
  )

  app.put(
    '/api/admin/payment-providers/paypal',
    {
      config: saved,
      schema: {
        tags,
        summary:
          'Conectar PayPal: las credenciales se prueban con PayPal y se guardan cifradas (Administrador)',
        body: paypalSettingsInputSchema,
        response: { 200: providerCheckSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      savePaymentProvider(app, currentUser(request).id, { provider: 'paypal', body: request.body }),
  )

  app.post(
    '/api/admin/payment-providers/:provider/test',
    {
      config: { ...admin, invalidates: [] },
      schema: {
        tags,
        summary: 'Probar conexión con el proveedor usando la configuración vigente (Administrador)',
        params: providerParams,
        response: { 200: providerCheckSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => checkPaymentProvider(app, request.params.provider),
  )
}
