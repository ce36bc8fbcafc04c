import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paymentIssueListSchema } from '@vitrina/core/schemas/payment-issues'
import { listPaymentIssues } from './payment-issues.service'
import { errorResponses } from '../../lib/route-responses'

/** docs/product/payment-alerts.md: the dashboard's 'Pagos con problemas'. */
export const paymentIssuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payment-issues',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['payments'],
        summary:
          'Pagos con problemas (monto, moneda, referencia, pedido cancelado o ya pagado), los últimos 100',
        response: { 200: paymentIssueListSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return listPaymentIssues(app.db)
    },
  )
}
