import { stringify } from 'csv-stringify/sync'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import {
  discountCodeDuplicateInputSchema,
  discountCodeInputSchema,
  discountCodeListSchema,
  discountCodeSchema,
  discountCodesBulkCreatedSchema,
  discountCodesBulkInputSchema,
} from '@vitrina/core/schemas/discount-codes'
import { errorResponses } from '../../lib/route-responses'
import {
  createDiscountCode,
  createDiscountCodeBatch,
  deleteDiscountCode,
  discountCodeBatch,
  duplicateDiscountCode,
  getDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from './discount-codes.service'

const tags = ['promotions']
const errors = errorResponses(400, 401, 403, 404, 409)
const staff = { access: 'staff' as const }
// No cache holds codes: the order service reads them under a lock, every time.
const write = { ...staff, invalidates: [] }
const batchParams = z.strictObject({ batch: z.uuid({ error: 'Lote inválido.' }) })

/** docs/product/promotions.md#back-office (/api/admin/discount-codes): staff keep the discount codes. */
export const discountCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/discount-codes',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Códigos de descuento con sus usos, ventas y descuento dado',
        response: { 200: discountCodeListSchema, ...errors },
      },
    },
    async () => listDiscountCodes(app.db),
  )

  app.post(
    '/api/admin/discount-codes',
    {
      config: write,
      schema: {
        tags,
        summary: 'Crear un código de descuento',
        body: discountCodeInputSchema,
        response: { 201: discountCodeSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createDiscountCode(app.db, request.body)),
  )

  app.get(
    '/api/admin/discount-codes/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Un código de descuento',
        params: intIdParamsSchema,
        response: { 200: discountCodeSchema, ...errors },
      },
    },
    async (request) => getDiscountCode(app.db, request.params.id),
  )

  app.put(
    '/api/admin/discount-codes/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Editar, pausar (is_active: false) o reanudar un código de descuento',
        params: intIdParamsSchema,
        body: discountCodeInputSchema,
        response: { 200: discountCodeSchema, ...errors },
      },
    },
    async (request) => updateDiscountCode(app.db, request.params.id, request.body),
  )

  app.delete(
    '/api/admin/discount-codes/:id',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Eliminar un código de descuento; los pedidos conservan el código y el descuento que tuvieron',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteDiscountCode(app.db, request.params.id)
      return { message: 'Código de descuento eliminado.' }
    },
  )

  app.post(
    '/api/admin/discount-codes/:id/duplicate',
    {
      config: write,
      schema: {
        tags,
        summary: 'Duplicar un código con otro nombre (queda pausado)',
        params: intIdParamsSchema,
        body: discountCodeDuplicateInputSchema,
        response: { 201: discountCodeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await duplicateDiscountCode(app.db, request.params.id, request.body.code)),
  )

  app.post(
    '/api/admin/discount-codes/bulk',
    {
      config: write,
      schema: {
        tags,
        summary: 'Crear N códigos únicos de un solo uso (un lote, descargable en CSV)',
        body: discountCodesBulkInputSchema,
        response: { 201: discountCodesBulkCreatedSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createDiscountCodeBatch(app.db, request.body)),
  )

  app.get(
    '/api/admin/discount-codes/batches/:batch/csv',
    {
      config: staff,
      schema: { tags, summary: 'Los códigos de un lote en CSV', params: batchParams, response: errors },
    },
    async (request, reply) => {
      const codes = await discountCodeBatch(app.db, request.params.batch)
      const csv = stringify(
        codes.map((c) => [c.code, c.type, c.value, c.ends_at ?? '', c.uses > 0 ? 'sí' : 'no']),
        { header: true, columns: ['codigo', 'tipo', 'valor', 'vence', 'usado'] },
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="codigos-${request.params.batch}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv as never)
    },
  )
}
