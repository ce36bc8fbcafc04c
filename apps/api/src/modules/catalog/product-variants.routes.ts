import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { productDetailSchema } from '@vitrina/core/schemas/catalog'
import { variantsInputSchema } from '@vitrina/core/schemas/catalog-admin'
import { intIdParamsSchema } from '@vitrina/core/schemas/common'
import { withBackInStock } from '../notifications/back-in-stock.service'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { getProductDetail } from './product-detail.service'
import { replaceVariants } from './product-variants.service'
import { errorResponses } from '../../lib/route-responses'

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
          ...errorResponses(400, 401, 403, 404, 409),
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
