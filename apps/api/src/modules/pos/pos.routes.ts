import { priceRoundingStep } from '@vitrina/core/discount'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  posCustomerListSchema,
  posProductListSchema,
  posSaleInputSchema,
  posSaleSchema,
  posSearchQuerySchema,
} from '@vitrina/core/schemas/pos'
import { currentUser } from '../../plugins/auth'
import { getOrderDetail } from '../orders/orders-read.service'
import { publishStockNews } from '../orders/stock-news'
import { searchPosCustomers, searchPosProducts } from './pos-search.service'
import { createPosSale } from './pos-sale.service'
import { errorResponses } from '../../lib/route-responses'

const tags = ['pos']
const errors = errorResponses(400, 401, 403)
const staff = { access: 'staff' as const }

/**
 * docs/product/back-office.md#point-of-sale (/admin/pos): search the shelves and customers, then charge a
 * ticket.
 */
export const posRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pos/products',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Buscar productos por nombre o SKU (un SKU exacto, p. ej. un código escaneado, va primero)',
        querystring: posSearchQuerySchema,
        response: { 200: posProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return searchPosProducts(app.db, request.query.search, priceRoundingStep(await app.settings.map()))
    },
  )

  app.get(
    '/api/pos/customers',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Buscar clientes activos por usuario o correo para asociarlos a una venta',
        querystring: posSearchQuerySchema,
        response: { 200: posCustomerListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return searchPosCustomers(app.db, request.query.search)
    },
  )

  app.post(
    '/api/pos/sales',
    {
      config: { ...staff, invalidates: [] },
      schema: {
        tags,
        summary:
          'Cobrar un ticket: pedido del canal pos, pagado y entregado; descuenta stock (409 si no alcanza)',
        body: posSaleInputSchema,
        response: { 201: posSaleSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const sale = await createPosSale(
        app.db,
        currentUser(request).id,
        request.body,
        await app.settings.map(),
      )
      publishStockNews(app.changes, sale.stock)
      app.orderEvents.created({
        id: sale.orderId,
        order_number: sale.order_number,
        total_amount: sale.total_amount,
        order_date: sale.order_date.toISOString(),
        channel: 'pos',
        soldBy: currentUser(request).id,
      })
      return reply.code(201).send({
        order: await getOrderDetail(app.db, sale.orderId),
        amount_received: sale.amount_received,
        change: sale.change,
      })
    },
  )
}
