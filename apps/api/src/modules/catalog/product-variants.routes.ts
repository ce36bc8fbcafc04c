import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { productDetailSchema } from '@vitrina/core/schemas/catalog'
import { variantsInputSchema } from '@vitrina/core/schemas/catalog-admin'
import { errorSchema, intIdParamsSchema } from '@vitrina/core/schemas/common'
import { withBackInStock } from '../notifications/back-in-stock.service'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { getProductDetail } from './product-detail.service'
import { replaceVariants } from './product-variants.service'

export const productVariantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products/:id/variants',
    {
      config: { access: 'staff', invalidates: [CATALOG_TOPIC] },
      schema: {
        tags: ['products'],
        summary: 'Reemplazar opciones y variantes (personal); avisa a quienes esperaban stock',
        params: intIdParamsSchema,
        body: variantsInputSchema,
        response: {
          200: productDetailSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params
      await withBackInStock(app.db, [id], (tx) => replaceVariants(tx, id, request.body))
      return getProductDetail(app.db, { id }, { includeInactive: true })
    },
  )
}
