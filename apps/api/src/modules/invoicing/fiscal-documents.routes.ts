import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply } from 'fastify'
import { eq } from 'drizzle-orm'
import { isStaff } from '@vitrina/core/roles'
import { intIdParamsSchema } from '@vitrina/core/schemas/common'
import {
  adminFiscalDocumentListSchema,
  adminFiscalDocumentQuerySchema,
  fiscalRetryAnswerSchema,
  orderFiscalDocumentParamsSchema,
} from '@vitrina/core/schemas/fiscal-documents'
import { orders } from '../../db/schema'
import { HttpError, notFound } from '../../lib/errors'
import { errorResponses } from '../../lib/route-responses'
import { currentUser } from '../../plugins/auth'
import { ORDER_NOT_FOUND } from '../orders/order-status.service'
import { issuedFiscalDocument, listFiscalDocuments } from './fiscal-documents.service'
import { fiscalDocumentPdf } from './fiscal-pdf'
import { retryFiscalDocument, retryPendingFiscalDocuments } from './fiscal-retry.service'

// docs/product/fiscal.md#documentos-electronicos: the back office's list of electronic documents (staff), their
// PDF and XML, the retry (Administrador); the customer's PDF of their own order's documents.

const tags = ['fiscal']
const errors = errorResponses(400, 401, 403, 404)

function sendFile(reply: FastifyReply, body: Buffer, type: string, file: string) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'private, no-store')
    .send(body as never)
}

export const fiscalDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/fiscal-documents',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Documentos electrónicos: filtros por tipo, estado y fecha; paginados (personal)',
        querystring: adminFiscalDocumentQuerySchema,
        response: { 200: adminFiscalDocumentListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listFiscalDocuments(app.db, request.query)
      const connection = app.invoicing
      reply.header('x-total-count', String(page.total)).header('cache-control', 'private, no-store')
      return {
        ...page,
        connected: connection.connected,
        connection_message: connection.connected ? null : connection.reason,
      }
    },
  )

  app.get(
    '/api/admin/fiscal-documents/:id/pdf',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Representación gráfica (PDF) de un documento emitido (personal)',
        produces: ['application/pdf'],
        params: intIdParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const issued = await issuedFiscalDocument(app.db, request.params.id)
      return sendFile(reply, await fiscalDocumentPdf(issued), 'application/pdf', `${issued.number}.pdf`)
    },
  )

  app.get(
    '/api/admin/fiscal-documents/:id/xml',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'XML validado por la DIAN de un documento emitido, del proveedor (personal)',
        produces: ['application/xml'],
        params: intIdParamsSchema,
        response: { ...errors, ...errorResponses(502) },
      },
    },
    async (request, reply) => {
      const issued = await issuedFiscalDocument(app.db, request.params.id)
      const connection = app.invoicing
      if (!connection.connected || !issued.providerReference)
        throw notFound(
          'El XML está en el proveedor de facturación, que no está conectado.',
          'INVOICING_NOT_CONNECTED',
        )
      const xml = await connection.provider
        .fetchXml(issued.document.kind, issued.providerReference)
        .catch((err: unknown) => {
          request.log.warn({ err }, 'el proveedor no entregó el XML')
          throw new HttpError(
            502,
            'El proveedor de facturación no entregó el XML. Intenta de nuevo en unos minutos.',
            'INVOICING_UNAVAILABLE',
          )
        })
      return sendFile(reply, xml, 'application/xml', `${issued.number}.xml`)
    },
  )

  app.post(
    '/api/admin/fiscal-documents/:id/retry',
    {
      config: { access: 'admin', invalidates: [] },
      schema: {
        tags,
        summary: 'Enviar de nuevo un documento pendiente o rechazado (Administrador)',
        params: intIdParamsSchema,
        response: { 200: fiscalRetryAnswerSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      await retryFiscalDocument(app.db, request.params.id)
      return { message: 'El documento quedó en cola para enviarse.', queued: 1 }
    },
  )

  app.post(
    '/api/admin/fiscal-documents/retry-pending',
    {
      config: { access: 'admin', invalidates: [] },
      schema: {
        tags,
        summary: 'Enviar todos los documentos pendientes (Administrador)',
        response: { 200: fiscalRetryAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const queued = await retryPendingFiscalDocuments(app.db)
      return { message: `${queued} documentos pendientes quedaron en cola.`, queued }
    },
  )

  app.get(
    '/api/orders/:id/fiscal-documents/:documentId/pdf',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'PDF de una factura o nota crédito emitida del pedido (su cliente o el personal)',
        produces: ['application/pdf'],
        params: orderFiscalDocumentParamsSchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const [order] = await app.db
        .select({ user_id: orders.user_id })
        .from(orders)
        .where(eq(orders.id, request.params.id))
      // Anyone else's order is a 404, like GET /api/orders/{id}: ids cannot be probed.
      if (!order || (order.user_id !== user.id && !isStaff(user.roles)))
        throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND')
      const issued = await issuedFiscalDocument(app.db, request.params.documentId, request.params.id)
      return sendFile(reply, await fiscalDocumentPdf(issued), 'application/pdf', `${issued.number}.pdf`)
    },
  )
}
