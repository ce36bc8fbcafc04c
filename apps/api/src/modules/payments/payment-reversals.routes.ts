import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { reversalFiledMessage } from '@vitrina/core/payment-reversal'
import { intIdParamsSchema, uuidParamsSchema } from '@vitrina/core/schemas/common'
import {
  adminReversalListSchema,
  orderReversalListSchema,
  paymentReversalInputSchema,
  paymentReversalSchema,
  reversalAnswerSchema,
  reversalRejectInputSchema,
} from '@vitrina/core/schemas/payment-reversals'
import { errorResponses } from '../../lib/route-responses'
import { currentUser } from '../../plugins/auth'
import { acceptPaymentReversal, rejectPaymentReversal } from './payment-reversal-answers.service'
import { listAdminReversals, listOrderReversals, requestPaymentReversal } from './payment-reversals.service'

// docs/product/consumer-rights.md#reversion-del-pago (Ley 1480 art. 51, Decreto 587 de 2016): the customer
// asks from the order page; staff answer from 'Reversiones de pago'.

const tags = ['payments']

export const paymentReversalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders/:id/payment-reversal',
    {
      config: { access: 'authenticated', invalidates: [] },
      schema: {
        tags,
        summary:
          'Pedir la reversión de un pago electrónico (Ley 1480 art. 51): 5 días hábiles desde que conocí el motivo; 201 nueva, 200 si ya hay una abierta',
        params: uuidParamsSchema,
        body: paymentReversalInputSchema,
        response: {
          200: reversalAnswerSchema,
          201: reversalAnswerSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const filed = await requestPaymentReversal(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
      )
      const { number, due_date } = filed.reversal
      return reply
        .code(filed.created ? 201 : 200)
        .send({ message: reversalFiledMessage(number, due_date), reversal: filed.reversal })
    },
  )

  app.get(
    '/api/orders/:id/payment-reversals',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Las solicitudes de reversión del pago de un pedido (su cliente), las más recientes primero',
        params: uuidParamsSchema,
        response: { 200: orderReversalListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listOrderReversals(app.db, currentUser(request).id, request.params.id)
    },
  )

  app.get(
    '/api/admin/payment-reversals',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Solicitudes de reversión del pago (personal): las vencidas sin responder primero',
        response: { 200: adminReversalListSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return listAdminReversals(app.db)
    },
  )

  app.post(
    '/api/admin/payment-reversals/:id/accept',
    {
      config: { access: 'staff', invalidates: [] },
      schema: {
        tags,
        summary: 'Aceptar una reversión del pago: el dinero vuelve por Wompi o PayPal (personal)',
        params: intIdParamsSchema,
        response: { 200: paymentReversalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => acceptPaymentReversal(app, currentUser(request).id, request.params.id),
  )

  app.post(
    '/api/admin/payment-reversals/:id/reject',
    {
      config: { access: 'staff', invalidates: [] },
      schema: {
        tags,
        summary: 'Rechazar una reversión del pago con su motivo (personal)',
        params: intIdParamsSchema,
        body: reversalRejectInputSchema,
        response: { 200: paymentReversalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      rejectPaymentReversal(app, currentUser(request).id, request.params.id, request.body.reason),
  )
}
