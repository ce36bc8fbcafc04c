import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isStaff } from '@vitrina/core/roles'
import {
  featuredQuerySchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  randomQuerySchema,
  slugParamsSchema,
  suggestionsQuerySchema,
} from '@vitrina/core/schemas/catalog'
import { intIdParamsSchema } from '@vitrina/core/schemas/common'
import { CART_SUGGESTIONS } from '@vitrina/core/constants'
import { sendJsonBytes } from '../../lib/reply'
import { optionalUser } from '../../plugins/auth'
import { SETTINGS_TOPIC } from '../settings/settings-cache'
import { CATALOG_TAGS_TOPIC, CATALOG_TOPIC, productTag } from '../../lib/change-topics'
import {
  createResponseCache,
  sendCached,
  serveCachedHits,
  type ResponseCache,
} from '../../plugins/response-cache'
import { cachedUntilChange } from '../../lib/cached-read'
import { loadListIndex } from './list-index'
import { getProductDetail } from './product-detail.service'
import {
  listFeatured,
  listIndexedPage,
  listProducts,
  listRandom,
  listSuggestions,
  resolveListQuery,
} from './product-list.service'
import { searchPlanner } from './search-plan'
import { SEARCH_SYNONYMS_TOPIC } from './search-synonyms'
import type { RouteApp } from '../../lib/route-app'
import { errorResponses, totalCountHeader } from '../../lib/route-responses'

const tags = ['products']
const errors = errorResponses(400, 404)
const FEATURED_DEFAULT_LIMIT = 24

/**
 * Public catalogue reads (docs/product/catalogue.md#catalogue-api). Lists, details and featured products are
 * served from cached, pre-compressed bytes (plugins/response-cache); random picks and suggestions change on every
 * call.
 */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Settings too: variant sale prices follow the store's price_rounding step (product-json.ts); and the
  // store's synonyms, which change what a search finds.
  const cache = createResponseCache({
    changes: app.changes,
    topics: [CATALOG_TOPIC, SETTINGS_TOPIC, SEARCH_SYNONYMS_TOPIC],
    tagTopics: [CATALOG_TAGS_TOPIC],
  })
  // Hits are answered by the server before routing (plugins/response-cache/fast-path.ts); the route hooks serve the
  // requests that do not reach it that way (app.inject).
  app.cachedHits.serveFrom(cache)
  listRoutes(app, cache)
  pickRoutes(app)
  detailRoutes(app, cache)
}

/** The shop's list and the featured products, cached. */
function listRoutes(app: RouteApp, cache: ResponseCache) {
  const plan = searchPlanner(app.db, app.changes)
  const listIndex = cachedUntilChange(app.changes, CATALOG_TOPIC, () => loadListIndex(app.db))
  const cachedHits = serveCachedHits(cache)
  app.get(
    '/api/products',
    {
      config: { access: 'public' },
      compress: false,
      onRequest: cachedHits,
      schema: {
        tags,
        summary: 'Productos de la tienda: búsqueda, filtros, orden y paginación (total en X-Total-Count)',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const filters = resolveListQuery(request.query)
      const answer = await cache.get(
        `list:${JSON.stringify(filters)}`,
        async () => {
          const page =
            filters.search === null
              ? await listIndexedPage(app.db, await listIndex(), filters)
              : await listProducts(app.db, filters, await plan(filters.search))
          return { json: page.json, headers: totalCountHeader(page.total) }
        },
        request.url,
      )
      return sendCached(request, reply, answer)
    },
  )

  app.get(
    '/api/products/featured',
    {
      config: { access: 'public' },
      compress: false,
      onRequest: cachedHits,
      schema: {
        tags,
        summary: 'Productos destacados',
        querystring: featuredQuerySchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const limit = request.query.limit ?? FEATURED_DEFAULT_LIMIT
      const answer = await cache.get(
        `featured:${limit}`,
        async () => ({ json: await listFeatured(app.db, limit) }),
        request.url,
      )
      return sendCached(request, reply, answer)
    },
  )
}

/** Random picks and cart suggestions: a new draw on every call, never cached. */
function pickRoutes(app: RouteApp) {
  app.get(
    '/api/products/random',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Productos al azar (4 por defecto)',
        querystring: randomQuerySchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonBytes(
        reply.header('cache-control', 'no-store'),
        Buffer.from(await listRandom(app.db, request.query.limit)),
      ),
  )

  app.get(
    '/api/products/suggestions',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sugerencias para el carrito: 4 productos de las mismas categorías (o al azar)',
        querystring: suggestionsQuerySchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendJsonBytes(
        reply.header('cache-control', 'no-store'),
        Buffer.from(await listSuggestions(app.db, request.query.ids, CART_SUGGESTIONS)),
      ),
  )
}

/** One product by slug or id, cached; staff read hidden products fresh. */
function detailRoutes(app: RouteApp, cache: ResponseCache) {
  // A product's page shows its stock: tagged, so an order drops it without touching the lists.
  const detailAnswer = async (where: { id: number } | { slug: string }) => {
    const detail = await getProductDetail(app.db, where)
    return { json: JSON.stringify(detail), tags: [productTag(detail.id)] }
  }
  const cachedHits = serveCachedHits(cache)

  app.get(
    '/api/products/slug/:slug',
    {
      config: { access: 'public' },
      compress: false,
      onRequest: cachedHits,
      schema: {
        tags,
        summary: 'Un producto por su slug, con reseñas',
        params: slugParamsSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug } = request.params
      const answer = await cache.get(`slug:${slug}`, () => detailAnswer({ slug }), request.url)
      return sendCached(request, reply, answer)
    },
  )

  app.get(
    '/api/products/:id',
    {
      config: { access: 'public' },
      compress: false,
      // Staff read hidden products fresh (below): a request with a token takes the usual way.
      onRequest: serveCachedHits(cache, (request) => request.headers.authorization !== undefined),
      schema: {
        tags,
        summary: 'Un producto con sus reseñas',
        params: intIdParamsSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      // Staff also open hidden products (the edit form), always fresh and never from the shared cache.
      const user = await optionalUser(request)
      if (user && isStaff(user.roles)) {
        reply.header('cache-control', 'no-store')
        return getProductDetail(app.db, { id }, { includeInactive: true })
      }
      const answer = await cache.get(`id:${id}`, () => detailAnswer({ id }), request.url)
      return sendCached(request, reply, answer)
    },
  )
}
