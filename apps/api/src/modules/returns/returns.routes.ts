import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { formatCOP, formatDate, orderNumber } from '@vitrina/core/format'
import { intIdParamsSchema, uuidParamsSchema } from '@vitrina/core/schemas/common'
import {
  orderReturnsSchema,
  returnInputSchema,
  returnListQuerySchema,
  returnListSchema,
  returnSchema,
  returnStatusInputSchema,
} from '@vitrina/core/schemas/returns'
import { notFound } from '../../lib/errors'
import { currentUser } from '../../plugins/auth'
import { sendReturnMail } from '../orders/order-mail'
import { moveReturn } from './return-steps.service'
import { getOrderReturns, listReturns, RETURN_NOT_FOUND, requestReturn } from './returns.service'
import { requestRetracto } from './retracto.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['returns']
const errors = errorResponses(400, 401, 403, 404, 409)

/**
 * docs/product/returns.md: a customer's returns of one order (/cuenta/pedidos) and the back office's
 * 'Devoluciones' with its steps.
 */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/:id/returns',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Devoluciones de uno de mis pedidos, lo que aún puedo devolver y hasta cuándo',
        params: uuidParamsSchema,
        response: { 200: orderReturnsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getOrderReturns(app.db, currentUser(request).id, request.params.id, await app.settings.map())
    },
  )

  app.post(
    '/api/orders/:id/returns',
    {
      config: { access: 'authenticated', invalidates: [] },
      schema: {
        tags,
        summary: 'Pedir la devolución de productos de un pedido entregado, dentro del plazo',
        params: uuidParamsSchema,
        body: returnInputSchema,
        response: { 201: returnSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { id, orderTotal } = await requestReturn(
        app.db,
        user.id,
        request.params.id,
        request.body,
        await app.settings.map(),
      )
      const [created] = await listReturns(app.db, { id })
      app.orderEvents.alert({ event: 'new-return', orderId: request.params.id, id })
      await sendReturnMail(
        app,
        user.email,
        { id: created!.order_id, total_amount: orderTotal },
        {
          subject: 'Recibimos tu solicitud de devolución',
          lines: [
            `Recibimos tu solicitud de devolución #${id} del pedido #${orderNumber(created!.order_id)} por ${formatCOP(created!.refund_amount)}.`,
            'Te escribiremos cuando la revisemos.',
          ],
        },
      )
      return reply.code(201).send(created!)
    },
  )

  app.post(
    '/api/orders/:id/retracto',
    {
      config: { access: 'authenticated', invalidates: [] },
      schema: {
        tags,
        summary:
          'Retractarme de una compra en línea entregada (Ley 1480 art. 47): 5 días hábiles desde la entrega; 201 nuevo, 200 si ya lo pedí',
        params: uuidParamsSchema,
        response: { 200: returnSchema, 201: returnSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const made = await requestRetracto(app.db, user.id, request.params.id)
      const [retracto] = await listReturns(app.db, { id: made.id })
      if (!made.created) return reply.code(200).send(retracto!)
      app.orderEvents.alert({ event: 'new-return', orderId: request.params.id, id: made.id })
      const excluded = made.excluded.length
        ? [`No incluye ${made.excluded.join(', ')}: la ley los excluye del retracto.`]
        : []
      await sendReturnMail(
        app,
        user.email,
        { id: retracto!.order_id, total_amount: made.orderTotal },
        {
          subject: 'Recibimos tu retracto',
          lines: [
            `Recibimos tu retracto #${made.id} del pedido #${orderNumber(retracto!.order_id)}.`,
            `Te devolveremos ${formatCOP(retracto!.refund_amount)}, envío incluido, a más tardar el ${formatDate(retracto!.refund_due_at!)}.`,
            ...excluded,
            'Te escribiremos para acordar la devolución de los productos.',
          ],
        },
      )
      return reply.code(201).send(retracto!)
    },
  )

  app.get(
    '/api/admin/returns',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Devoluciones (personal), las más recientes primero; filtro por estado y por pedido',
        querystring: returnListQuerySchema,
        response: { 200: returnListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listReturns(app.db, { status: request.query.status, orderId: request.query.order_id })
    },
  )

  app.put(
    '/api/admin/returns/:id/status',
    {
      config: { access: 'staff', invalidates: [] },
      schema: {
        tags,
        summary:
          'Aprobar, rechazar (con nota) o marcar recibida una devolución: al recibirla vuelve el stock y el dinero',
        params: intIdParamsSchema,
        body: returnStatusInputSchema,
        response: { 200: returnSchema, ...errors, ...errorResponses(502) },
      },
    },
    async (request) => {
      await moveReturn(app, request.params.id, request.body, currentUser(request).id)
      const [moved] = await listReturns(app.db, { id: request.params.id })
      if (!moved) throw notFound(RETURN_NOT_FOUND, 'RETURN_NOT_FOUND')
      return moved
    },
  )
}
