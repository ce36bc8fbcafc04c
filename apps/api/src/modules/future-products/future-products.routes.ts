import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import {
  futureProductInputSchema,
  futureProductListSchema,
  futureProductSchema,
  futureProductUpdateSchema,
} from '@vitrina/core/schemas/future-products'
import { createResponseCache, sendCached } from '../../plugins/response-cache'
import { removeImageFiles } from '../catalog/product-images.service'
import {
  createFutureProduct,
  deleteFutureProduct,
  listFutureProducts,
  updateFutureProduct,
} from './future-products.service'
import { errorResponses } from '../../lib/route-responses'

export const FUTURE_PRODUCTS_TOPIC = 'future-products'
const tags = ['future-products']
const errors = errorResponses(400, 401, 403, 404)
const staff = { access: 'staff' as const }

/** docs/product/catalogue.md#future-products: the public list is cached until staff change it. */
export const futureProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createResponseCache({ changes: app.changes, topics: [FUTURE_PRODUCTS_TOPIC], maxEntries: 1 })

  app.get(
    '/api/future-products',
    {
      config: { access: 'public' },
      compress: false,
      schema: { tags, summary: 'Productos que llegarán pronto', response: { 200: futureProductListSchema } },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('all', async () => ({ json: JSON.stringify(await listFutureProducts(app.db)) })),
      ),
  )

  app.post(
    '/api/future-products',
    {
      config: { ...staff, invalidates: [FUTURE_PRODUCTS_TOPIC] },
      schema: {
        tags,
        summary: 'Crear un producto futuro (personal)',
        body: futureProductInputSchema,
        response: { 201: futureProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createFutureProduct(app.db, request.body)
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/api/future-products/:id',
    {
      config: { ...staff, invalidates: [FUTURE_PRODUCTS_TOPIC] },
      schema: {
        tags,
        summary: 'Editar un producto futuro (personal)',
        params: intIdParamsSchema,
        body: futureProductUpdateSchema,
        response: { 200: futureProductSchema, ...errors },
      },
    },
    async (request) => {
      const { item, previous } = await updateFutureProduct(app.db, request.params.id, request.body)
      if (previous) await removeImageFiles(app.storage, [previous])
      return item
    },
  )

  app.delete(
    '/api/future-products/:id',
    {
      config: { ...staff, invalidates: [FUTURE_PRODUCTS_TOPIC] },
      schema: {
        tags,
        summary: 'Eliminar un producto futuro (personal)',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const image = await deleteFutureProduct(app.db, request.params.id)
      if (image) await removeImageFiles(app.storage, [image])
      return { message: 'Producto futuro eliminado.' }
    },
  )
}
