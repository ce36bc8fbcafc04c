import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { lowStockThreshold } from '@vitrina/core/low-stock'
import { dashboardSchema } from '@vitrina/core/schemas/dashboard'
import { getDashboard } from './dashboard.service'
import { errorResponses } from '../../lib/route-responses'

/** docs/product/back-office.md#dashboard (/admin): the store's figures for staff. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['dashboard'],
        summary:
          'Cifras del panel: ventas (hoy, 7 y 30 días, sin cancelados ni PayPal sin pagar), pedidos por estado, ticket promedio, más vendidos, poco stock, demanda de reposición, contra entrega por cobrar, mensajes nuevos y visitas',
        response: { 200: dashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return getDashboard(app.db, new Date(), lowStockThreshold(await app.settings.map()))
    },
  )
}
