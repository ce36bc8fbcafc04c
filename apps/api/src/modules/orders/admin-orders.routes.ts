import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { uuidParamsSchema } from '@vitrina/core/schemas/common'
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderSummaryListSchema,
  orderStatusInputSchema,
} from '@vitrina/core/schemas/orders'
import { currentUser } from '../../plugins/auth'
import { refundCancelledOrder } from '../payments/refunds.service'
import { afterOrderTransition } from './order-mail'
import { transitionOrder } from './order-status.service'
import { getOrderDetail, listAllOrders } from './orders-read.service'
import { errorResponses, sendPage } from '../../lib/route-responses'

const tags = ['orders']
const errors = errorResponses(400, 401, 403, 404)
const staff = { access: 'staff' as const }

/**
 * docs/product/orders.md#admin-orders (GET/PUT /api/admin/orders) (/admin/pedidos): the staff's list, detail
 * and status changes.
 */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Pedidos: filtro por estado, fechas (from/to, AAAA-MM-DD) y búsqueda; paginados (X-Total-Count)',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderSummaryListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listAllOrders(app.db, request.query)
      return sendPage(reply, page.orders, page.total)
    },
  )

  app.get(
    '/api/admin/orders/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Detalle de un pedido con los estados a los que puede pasar (personal)',
        params: uuidParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getOrderDetail(app.db, request.params.id)
    },
  )

  app.put(
    '/api/admin/orders/:id/status',
    {
      config: { ...staff, invalidates: [] },
      schema: {
        tags,
        summary:
          'Cambiar el estado (tabla de transiciones; cancelar devuelve el stock); avisa al cliente por correo con customer_message; note queda solo para el personal',
        params: uuidParamsSchema,
        body: orderStatusInputSchema,
        response: { 200: adminOrderDetailSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const change = await transitionOrder(app.db, request.params.id, {
        to: request.body.status,
        note: request.body.note,
        customerMessage: request.body.customer_message,
        changedBy: currentUser(request).id,
      })
      afterOrderTransition(app, change)
      await refundCancelledOrder(app, change.order)
      return getOrderDetail(app.db, request.params.id)
    },
  )
}
