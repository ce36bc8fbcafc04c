import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { STORE_DEFAULT_NAME } from '@vitrina/core/constants'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import {
  adminMessageListSchema,
  adminMessageSchema,
  messageListQuerySchema,
  messageReplyInputSchema,
  messageStatusInputSchema,
} from '@vitrina/core/schemas/contact'
import { currentUser } from '../../plugins/auth'
import { deleteMessage, getMessage, listMessages, replyToMessage, setMessageStatus } from './messages.service'
import { errorResponses, sendPage } from '../../lib/route-responses'

const tags = ['contact']
const errors = errorResponses(400, 401, 403, 404)
const staff = { access: 'staff' as const }

/** docs/product/content.md#inbox: the staff inbox of contact messages (/admin/mensajes). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/messages',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mensajes de contacto: filtro por estado y texto, paginados (total en X-Total-Count)',
        querystring: messageListQuerySchema,
        response: { 200: adminMessageListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listMessages(app.db, request.query)
      return sendPage(reply, page.messages, page.total)
    },
  )

  // The read view of /admin/mensajes?mensaje={id} reloads on its own, beyond the spec's list.
  app.get(
    '/api/admin/messages/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Un mensaje con sus respuestas (personal)',
        params: intIdParamsSchema,
        response: { 200: adminMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getMessage(app.db, request.params.id)
    },
  )

  app.post(
    '/api/admin/messages/:id/reply',
    {
      config: { ...staff, invalidates: [] },
      schema: {
        tags,
        summary: 'Responder por correo al remitente; el mensaje pasa a respondido (personal)',
        params: intIdParamsSchema,
        body: messageReplyInputSchema,
        response: { 200: adminMessageSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) =>
      replyToMessage(app.db, {
        id: request.params.id,
        replyText: request.body.replyText,
        staffUserId: currentUser(request).id,
        storeName: (await app.settings.map()).store_name || STORE_DEFAULT_NAME,
      }),
  )

  app.put(
    '/api/admin/messages/:id/status',
    {
      config: { ...staff, invalidates: [] },
      schema: {
        tags,
        summary: 'Cambiar el estado de un mensaje; un cambio no permitido responde 409 (personal)',
        params: intIdParamsSchema,
        body: messageStatusInputSchema,
        response: { 200: adminMessageSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => setMessageStatus(app.db, request.params.id, request.body.status),
  )

  app.delete(
    '/api/admin/messages/:id',
    {
      config: { ...staff, invalidates: [] },
      schema: {
        tags,
        summary: 'Eliminar un mensaje con sus respuestas (personal)',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteMessage(app.db, request.params.id)
      return { message: 'Mensaje eliminado.' }
    },
  )
}
