import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { providersEnabled } from '../payments/providers-enabled'
import { uuidParamsSchema } from '@vitrina/core/schemas/common'
import {
  idempotencyHeadersSchema,
  orderCancelledSchema,
  type OrderCancelled,
  ORDER_CREATED_MESSAGE,
  orderCreatedSchema,
  orderDetailSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderSummaryListSchema,
} from '@vitrina/core/schemas/orders'
import { currentUser } from '../../plugins/auth'
import { cachedShippingZones } from '../content/shipping-zones.service'
import { codeGuessLimit } from '../promotions/code-guesses'
import { afterReleases, sweepResult } from '../payments/unpaid-release'
import { refundCancelledOrder } from '../payments/refunds.service'
import { cancelOwnOrder } from './order-cancel.service'
import { createOrder } from './order-create.service'
import { afterOrderTransition } from './order-mail'
import { getOwnOrderDetail, listOwnOrders } from './orders-read.service'
import { publishStockNews } from './stock-news'
import { errorResponses, sendPage } from '../../lib/route-responses'

const tags = ['orders']
const errors = errorResponses(400, 401, 404)
const signedIn = { access: 'authenticated' as const }

/**
 * docs/product/orders.md#order-creation: checkout creates an order; the account area lists and shows them
 * (docs/product/orders.md#order-history).
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const zones = cachedShippingZones(app.db, app.changes)
  const codeGuesses = codeGuessLimit(app)
  app.post(
    '/api/orders',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary:
          'Crear un pedido (descuenta stock; Idempotency-Key opcional: la misma clave devuelve el mismo pedido)',
        headers: idempotencyHeadersSchema,
        body: orderInputSchema,
        response: {
          200: orderCreatedSchema,
          201: orderCreatedSchema,
          ...errors,
          ...errorResponses(409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      if (request.body.discount_code) await codeGuesses(request)
      const store = {
        settings: await app.settings.map(),
        zones: await zones(),
        providers: await providersEnabled(app),
      }
      const order = await createOrder(app.db, user, request.body, store, request.headers['idempotency-key'])
      if (order.created) {
        if (order.stock) publishStockNews(app.changes, order.stock)
        app.orderEvents.created({
          id: order.orderId,
          order_number: order.order_number,
          total_amount: order.total_amount,
          order_date: order.order_date.toISOString(),
          channel: 'web',
        })
      }
      return reply.code(order.created ? 201 : 200).send({
        orderId: order.orderId,
        order_number: order.order_number,
        message: ORDER_CREATED_MESSAGE,
        payment_due_at: order.payment_due_at?.toISOString() ?? null,
      })
    },
  )

  app.get(
    '/api/orders',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mis pedidos, del más reciente al más antiguo (total en X-Total-Count)',
        querystring: orderListQuerySchema,
        response: { 200: orderSummaryListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listOwnOrders(app.db, currentUser(request).id, request.query)
      return sendPage(reply, page.orders, page.total, 'private, no-store')
    },
  )

  app.get(
    '/api/orders/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Uno de mis pedidos: productos, historial de estados, totales, dirección y pago',
        params: uuidParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getOwnOrderDetail(app.db, request.params.id, currentUser(request).id)
    },
  )

  app.post(
    '/api/orders/:id/cancel',
    {
      config: { ...signedIn, invalidates: [] },
      schema: {
        tags,
        summary:
          'Cancelar uno de mis pedidos mientras no se prepara: el stock vuelve y el pago en línea se reembolsa (409 con el motivo si ya no se puede)',
        params: uuidParamsSchema,
        response: { 200: orderCancelledSchema, ...errors, ...errorResponses(409, 502) },
      },
    },
    async (request): Promise<OrderCancelled> => {
      const { release, change } = await cancelOwnOrder(
        app.db,
        { paypal: await app.paypal(), wompi: await app.wompi(), log: app.log },
        { userId: currentUser(request).id, orderId: request.params.id },
      )
      if (release) await afterReleases(app, release.provider, sweepResult([release]), 'cancelled_by_customer')
      if (!change)
        return release?.released
          ? { message: 'Cancelamos tu pedido y los productos volvieron a la tienda.', status: 'cancelado' }
          : {
              message:
                'Tu pago no coincidía con el pedido: lo estamos devolviendo y el pedido se cancelará. Te escribiremos.',
              status: 'pendiente',
            }
      afterOrderTransition(app, change)
      // docs/product/checkout-and-payments.md#refunds: a paid online order gets its money back in full.
      await refundCancelledOrder(app, change.order)
      return {
        message:
          change.from === 'pagado'
            ? 'Cancelamos tu pedido. Te devolvemos el pago y te avisaremos por correo.'
            : 'Cancelamos tu pedido y los productos volvieron a la tienda.',
        status: 'cancelado',
      }
    },
  )
}
