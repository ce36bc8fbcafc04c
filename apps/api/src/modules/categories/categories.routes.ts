import { priceRoundingStep } from '@vitrina/core/discount'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CATEGORY_UPLOADS } from '@vitrina/core/images'
import {
  categoryInputSchema,
  categoryListSchema,
  categorySchema,
  categoryUpdateSchema,
} from '@vitrina/core/schemas/categories'
import { categoryDiscountResultSchema, discountInputSchema } from '@vitrina/core/schemas/catalog-admin'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import { removeStoredImages } from '../../lib/images'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { createResponseCache, sendCached } from '../../plugins/response-cache'
import { setCategoryDiscount } from '../catalog/products.service'
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './categories.service'
import type { RouteApp } from '../../lib/route-app'
import { errorResponses } from '../../lib/route-responses'

const tags = ['categories']
const errors = errorResponses(400, 401, 403, 404, 409)
const staff = { access: 'staff' as const }

/**
 * docs/product/catalogue.md#categories. The public reads are cached; product counts change with products,
 * hence the topic. An uploaded image a write replaces or leaves behind is deleted.
 */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoutes(app)
  writeRoutes(app)
  discountRoutes(app)
}

/** The public list and one category, cached. */
function readRoutes(app: RouteApp) {
  const cache = createResponseCache({ changes: app.changes, topics: [CATALOG_TOPIC], maxEntries: 200 })

  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags,
        summary: 'Categorías con su número de productos',
        response: { 200: categoryListSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('all', async () => ({ json: JSON.stringify(await listCategories(app.db)) })),
      ),
  )

  app.get(
    '/api/categories/:id',
    {
      config: { access: 'public' },
      compress: false,
      schema: {
        tags,
        summary: 'Una categoría',
        params: intIdParamsSchema,
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const answer = await cache.get(`id:${id}`, async () => ({
        json: JSON.stringify(await getCategory(app.db, id)),
      }))
      return sendCached(request, reply, answer)
    },
  )
}

/** Staff create, edit and delete categories. */
function writeRoutes(app: RouteApp) {
  const uploads = { storage: app.storage, folder: CATEGORY_UPLOADS }

  app.post(
    '/api/categories',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Crear una categoría (personal)',
        body: categoryInputSchema,
        response: { 201: categorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createCategory(app.db, request.body)
      return reply.code(201).send(await getCategory(app.db, id))
    },
  )

  app.put(
    '/api/categories/:id',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Editar una categoría (personal)',
        params: intIdParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request) => {
      const before = await updateCategory(app.db, request.params.id, request.body)
      const after = await getCategory(app.db, request.params.id)
      if (before !== after.image_url) await removeStoredImages(uploads, [before])
      return after
    },
  )

  app.delete(
    '/api/categories/:id',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Eliminar una categoría (personal); sus productos quedan sin ella',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await removeStoredImages(uploads, [await deleteCategory(app.db, request.params.id)])
      return { message: 'Categoría eliminada.' }
    },
  )
}

/** docs/product/catalogue.md#category-discount */
function discountRoutes(app: RouteApp) {
  app.put(
    '/api/categories/:id/discount',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Aplicar un descuento (0-95 %) a todos los productos de la categoría (personal)',
        params: intIdParamsSchema,
        body: discountInputSchema,
        response: { 200: categoryDiscountResultSchema, ...errors },
      },
    },
    async (request) => {
      const { descuento } = request.body
      const { category, updated } = await setCategoryDiscount(
        app.db,
        request.params.id,
        descuento,
        priceRoundingStep(await app.settings.map()),
      )
      const products = updated === 1 ? '1 producto' : `${updated} productos`
      return {
        message:
          descuento > 0
            ? `Descuento del ${descuento} % aplicado a ${products} de ${category}.`
            : `Descuento quitado de ${products} de ${category}.`,
        updated,
      }
    },
  )
}
