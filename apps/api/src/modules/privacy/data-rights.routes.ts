import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { intIdParamsSchema } from '@vitrina/core/schemas/common'
import {
  adminDeletionRequestSchema,
  completeDeletionInputSchema,
  deletionRequestSchema,
  DELETION_KEEPS,
  DELETION_REMOVES,
} from '@vitrina/core/schemas/privacy'
import { currentUser } from '../../plugins/auth'
import { errorResponses } from '../../lib/route-responses'
import { exportPersonalData } from './data-export.service'
import {
  completeDeletion,
  findOwnDeletionRequest,
  listDeletionRequests,
  requestDeletion,
} from './deletion-requests.service'

const tags = ['privacy']
const errors = errorResponses(400, 401, 403, 404, 409)
const signedIn = { access: 'authenticated' as const }
const staff = { access: 'staff' as const }

const ownRequestSchema = z.object({
  request: deletionRequestSchema.nullable(),
  keeps: z.array(z.string()),
  removes: z.array(z.string()),
})
const ownRequest = (request: z.infer<typeof deletionRequestSchema> | null) => ({
  request,
  keeps: [...DELETION_KEEPS],
  removes: [...DELETION_REMOVES],
})

/** docs/product/consumer-rights.md#derechos-del-titular: download my data, ask to delete my account. */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/data-export',
    {
      config: signedIn,
      schema: { tags, summary: 'Descargar todos mis datos (JSON)', response: { ...errors } },
    },
    async (request, reply) => {
      const data = await exportPersonalData(app.db, currentUser(request).id)
      const day = data.exported_at.slice(0, 10)
      return (
        reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="mis-datos-${day}.json"`)
          .type('application/json; charset=utf-8')
          // A readable file, sent as text: the error schemas only type the JSON answers.
          .send(JSON.stringify(data, null, 2) as never)
      )
    },
  )

  app.get(
    '/api/account/deletion-request',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mi solicitud de eliminación y lo que se conserva',
        response: { 200: ownRequestSchema, ...errors },
      },
    },
    async (request) => ownRequest(await findOwnDeletionRequest(app.db, currentUser(request).id)),
  )

  app.post(
    '/api/account/deletion-request',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary: 'Solicitar la eliminación de mi cuenta',
        response: { 200: ownRequestSchema, 201: ownRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { request: created, created: isNew } = await requestDeletion(app.db, user.id)
      if (isNew)
        request.log.info({ deletionRequest: created.id, user: user.id }, 'account deletion requested')
      return reply.code(isNew ? 201 : 200).send(ownRequest(created))
    },
  )

  app.get(
    '/api/admin/deletion-requests',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Solicitudes de eliminación de cuentas, vencidas primero (personal)',
        response: { 200: z.array(adminDeletionRequestSchema), ...errors },
      },
    },
    async () => listDeletionRequests(app.db),
  )

  app.post(
    '/api/admin/deletion-requests/:id/complete',
    {
      config: { ...staff, invalidates: [] },
      schema: {
        tags,
        summary: 'Atender una solicitud: anonimizar la cuenta (personal)',
        params: intIdParamsSchema,
        body: completeDeletionInputSchema,
        response: { 200: adminDeletionRequestSchema, ...errors },
      },
    },
    async (request) => {
      const staffUser = currentUser(request)
      const done = await completeDeletion(app.db, request.params.id, staffUser.id)
      if (done.user_id) app.sessions.forget(done.user_id)
      request.log.info({ deletionRequest: done.id, staff: staffUser.id }, 'account anonymised')
      return done
    },
  )
}
