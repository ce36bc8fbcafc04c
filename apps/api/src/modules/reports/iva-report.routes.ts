import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ivaReportQuerySchema, ivaReportSchema } from '@vitrina/core/schemas/iva-report'
import { getIvaReport, ivaReportCsv } from './iva-report.service'
import { errorResponses } from '../../lib/route-responses'

// docs/product/fiscal.md#informe-de-iva: the accountant's IVA report. Administrador only, like the fiscal
// profile: it is the store's tax return material, not a figure the till needs.
export const ivaReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports']

  app.get(
    '/api/admin/reports/iva',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Informe de IVA por mes y tarifa: ventas menos devoluciones reembolsadas, sin cancelados, envíos aparte (Administrador)',
        querystring: ivaReportQuerySchema,
        response: { 200: ivaReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getIvaReport(app.db, request.query, await app.settings.map())
    },
  )

  app.get(
    '/api/admin/reports/iva.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'El informe de IVA en CSV para el contador (Administrador)',
        querystring: ivaReportQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query
      const report = await getIvaReport(app.db, request.query, await app.settings.map())
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="informe-iva-${from}-a-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(ivaReportCsv(report))
    },
  )
}
