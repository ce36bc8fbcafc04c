import { priceRoundingStep } from '@vitrina/core/discount'
import { lowStockThreshold } from '@vitrina/core/low-stock'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminProductListQuerySchema,
  adminProductListSchema,
  productDetailSchema,
} from '@vitrina/core/schemas/catalog'
import {
  discountInputSchema,
  productCategoriesInputSchema,
  productCreateSchema,
  productUpdateSchema,
} from '@vitrina/core/schemas/catalog-admin'
import { intIdParamsSchema, messageSchema } from '@vitrina/core/schemas/common'
import { sendJsonBytes } from '../../lib/reply'
import { withBackInStock } from '../notifications/back-in-stock.service'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { getProductDetail } from './product-detail.service'
import { removeImageFiles } from './product-images.service'
import { listProducts, resolveListQuery } from './product-list.service'
import {
  createProduct,
  deleteProduct,
  setDiscount,
  setProductCategories,
  updateProduct,
} from './products.service'
import { searchPlanner } from './search-plan'
import type { RouteApp } from '../../lib/route-app'
import { errorResponses, pageHeaders } from '../../lib/route-responses'

const tags = ['products']
const errors = errorResponses(400, 401, 403, 404, 409)
const staff = { access: 'staff' as const }
/** A product as staff see it (hidden ones too): the answer of every write. */
type StaffDetail = (id: number) => ReturnType<typeof getProductDetail>

/**
 * Staff calls of docs/product/catalogue.md#catalogue-api. Every write answers the product as it now is, and
 * drops the caches.
 */
export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = (id: number) => getProductDetail(app.db, { id }, { includeInactive: true })
  listRoutes(app)
  editRoutes(app, detail)
  discountAndCategoryRoutes(app, detail)
}

/** The staff list: hidden products too, stock filter, never cached. */
function listRoutes(app: RouteApp) {
  const plan = searchPlanner(app.db, app.changes)

  app.get(
    '/api/products/admin/all',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Todos los productos, también los ocultos, con filtro de stock (personal)',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const filters = resolveListQuery(request.query)
      const page = await listProducts(app.db, filters, await plan(filters.search), {
        includeInactive: true,
        stock: request.query.stock && {
          level: request.query.stock,
          threshold: lowStockThreshold(await app.settings.map()),
        },
      })
      return sendJsonBytes(pageHeaders(reply, page.total), Buffer.from(page.json))
    },
  )
}

/** Create, edit and delete a product. */
function editRoutes(app: RouteApp, detail: StaffDetail) {
  app.post(
    '/api/products',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Crear un producto (personal)',
        body: productCreateSchema,
        response: { 201: productDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createProduct(app.db, request.body)
      return reply.code(201).send(await detail(id))
    },
  )

  app.put(
    '/api/products/:id',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Editar un producto (personal); avisa a quienes esperaban stock',
        params: intIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params
      const step = priceRoundingStep(await app.settings.map())
      await withBackInStock(app.db, [id], (tx) => updateProduct(tx, id, request.body, step))
      return detail(id)
    },
  )

  app.delete(
    '/api/products/:id',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Eliminar un producto (personal)',
        params: intIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const images = await deleteProduct(app.db, request.params.id)
      await removeImageFiles(app.storage, images)
      return { message: 'Producto eliminado.' }
    },
  )
}

/** A product's discount and its categories. */
function discountAndCategoryRoutes(app: RouteApp, detail: StaffDetail) {
  app.put(
    '/api/products/:id/discount',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Fijar el descuento (0-95 %) de un producto (personal)',
        params: intIdParamsSchema,
        body: discountInputSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) => {
      await setDiscount(
        app.db,
        request.params.id,
        request.body.descuento,
        priceRoundingStep(await app.settings.map()),
      )
      return detail(request.params.id)
    },
  )

  app.post(
    '/api/products/:id/categories',
    {
      config: { ...staff, invalidates: [CATALOG_TOPIC] },
      schema: {
        tags,
        summary: 'Reemplazar las categorías de un producto (personal)',
        params: intIdParamsSchema,
        body: productCategoriesInputSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) => {
      await setProductCategories(app.db, request.params.id, request.body.categoryIds)
      return detail(request.params.id)
    },
  )
}
