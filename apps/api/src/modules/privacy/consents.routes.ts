import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  acceptPolicyInputSchema,
  consentStatusSchema,
  marketingKindParamsSchema,
} from '@vitrina/core/schemas/privacy'
import { currentUser } from '../../plugins/auth'
import { errorResponses } from '../../lib/route-responses'
import { acceptPolicy, consentStatus, grantMarketing, withdrawMarketing } from './consents.service'

const tags = ['privacy']
const errors = errorResponses(400, 401, 404, 409)
const signedIn = { access: 'authenticated' as const }

/** docs/product/consumer-rights.md#consentimiento: the holder's consents in the account area. */
export const consentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = (user: { id: string; roles: string[] }) => consentStatus(app.db, user.id, user.roles)

  app.get(
    '/api/account/consents',
    {
      config: signedIn,
      schema: { tags, summary: 'Mis autorizaciones', response: { 200: consentStatusSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return status(currentUser(request))
    },
  )

  app.post(
    '/api/account/consents/privacy-policy',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Aceptar la versión vigente de la política de tratamiento de datos',
        body: acceptPolicyInputSchema,
        response: { 200: consentStatusSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request)
      await acceptPolicy(app.db, user.id, request.body.policy_version, { channel: 'web', ip: request.ip })
      return status(user)
    },
  )

  app.post(
    '/api/account/consents/:kind',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Autorizar ofertas por correo o WhatsApp',
        params: marketingKindParamsSchema,
        response: { 200: consentStatusSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request)
      await grantMarketing(app.db, user.id, request.params.kind, { channel: 'web', ip: request.ip })
      return status(user)
    },
  )

  app.delete(
    '/api/account/consents/:kind',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Retirar una autorización de ofertas',
        params: marketingKindParamsSchema,
        response: { 200: consentStatusSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request)
      await withdrawMarketing(app.db, user.id, request.params.kind)
      return status(user)
    },
  )
}
