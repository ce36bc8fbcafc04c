import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Product } from '@vitrina/core/schemas/catalog'
import { STORE_DEFAULT_NAME, STORE_DEFAULT_SLOGAN } from '@vitrina/core/constants'
import { isKnownPage } from '@vitrina/core/paths'
import { cachedUntilChange } from '../../lib/cached-read'
import { CATALOG_TOPIC, productTag } from '../../lib/change-topics'
import { HttpError } from '../../lib/errors'
import { getProductDetail } from '../catalog/product-detail.service'
import {
  FEATURED_PRELOAD,
  productPreloads,
  SHOP_FIRST_PAGE_PRELOAD,
  shopPreloads,
  STORE_PRELOADS,
  type Preload,
  type RouteModule,
} from './first-paint'
import { sendPage, type PageMeta, type PageRenderer } from './page-head'
import type { StorefrontSender } from './storefront-pages'
import { findCategoryBySlug } from '../categories/categories.service'
import {
  categoryMeta,
  homeMeta,
  missingPageMeta,
  missingProductMeta,
  productMeta,
  storeMeta,
  type StoreInfo,
} from './page-meta'

/**
 * The store's name, slogan and address, from the cached settings (with the defaults of
 * docs/product/settings.md#setting-defaults).
 */
async function storeInfo(app: FastifyInstance): Promise<StoreInfo> {
  const settings = await app.settings.map()
  return {
    name: settings.store_name || STORE_DEFAULT_NAME,
    slogan: settings.store_slogan || STORE_DEFAULT_SLOGAN,
    publicUrl: app.config.publicUrl,
  }
}

/**
 * Any page the server does not describe itself: the app, titled with the store's name; an address that is
 * none of the app's pages gets the app too (it says 'Página no encontrada') with a 404 status and noindex.
 */
export async function sendStorePage(
  app: FastifyInstance,
  page: PageRenderer,
  reply: FastifyReply,
  url: string,
) {
  const store = await storeInfo(app)
  return isKnownPage(url)
    ? sendPage(reply, page(storeMeta(store)))
    : sendPage(reply, page(missingPageMeta(store)), 404)
}

const PRODUCT_ID = /^\d{1,9}$/
// Pages, not API: left out of the API documentation.
const pageSchema = { hide: true }

/**
 * Pages whose head the server writes (docs/product/platform.md#seo): the home page, a category's shop page,
 * and each product's page and landing page, drawn by the server where it can (storefront-pages.ts). Registered
 * by spa.plugin.ts, which owns the built index.html.
 */
export async function seoPagesRoutes(
  app: FastifyInstance,
  options: { chunks: Record<RouteModule, Preload[]>; send: StorefrontSender },
) {
  const { chunks, send } = options
  // The first product of the answer the page preloads, read through the same route and its cache, so the
  // head names the photo the first card will draw. Kept until the next catalogue write, the only thing
  // that changes which product comes first, rather than read and parsed again for every visit.
  const firstShopProduct = cachedUntilChange(app.changes, CATALOG_TOPIC, async () => {
    const res = await app.inject({ method: 'GET', url: SHOP_FIRST_PAGE_PRELOAD.href })
    return res.statusCode === 200 ? res.json<Product[]>()[0] : undefined
  })
  const withPreloads = (meta: PageMeta, preloads: Preload[]): PageMeta => ({ ...meta, preloads })

  // A missing or hidden product still gets the app, which says 'Producto no encontrado.'
  // (docs/product/catalogue.md#product-detail), with a 404 status and noindex so search engines drop the
  // address.
  const productPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    where: { id: number } | { slug: string } | null,
    path: string,
    route: RouteModule,
  ) => {
    const store = await storeInfo(app)
    const product = where
      ? await getProductDetail(app.db, where).catch((err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 404) return null
          throw err
        })
      : null
    const meta = product
      ? withPreloads(
          productMeta(product, store, path),
          productPreloads(product, chunks[route], route === 'product'),
        )
      : withPreloads(missingProductMeta(store), [...STORE_PRELOADS, ...chunks[route]])
    return send(request, reply, meta, product ? { tags: [productTag(product.id)] } : { status: 404 })
  }

  app.get('/', { schema: pageSchema }, async (request, reply) =>
    send(
      request,
      reply,
      withPreloads(homeMeta(await storeInfo(app)), [...STORE_PRELOADS, FEATURED_PRELOAD, ...chunks.home]),
    ),
  )

  app.get<{ Querystring: { category?: unknown } }>(
    '/tienda',
    { schema: pageSchema },
    async (request, reply) => {
      const { category: slug } = request.query
      const store = await storeInfo(app)
      const category =
        typeof slug === 'string' && slug.length <= 100 ? await findCategoryBySlug(app.db, slug) : undefined
      const meta = category ? categoryMeta(category, store) : storeMeta(store)
      // Only the bare shop's first page is known before the app reads the query string.
      const preloads = Object.keys(request.query).length
        ? [...STORE_PRELOADS, ...chunks.shop]
        : shopPreloads(await firstShopProduct(), chunks.shop)
      return send(request, reply, withPreloads(meta, preloads))
    },
  )

  app.get<{ Params: { id: string } }>('/producto/:id', { schema: pageSchema }, async (request, reply) => {
    const { id } = request.params
    return productPage(
      request,
      reply,
      PRODUCT_ID.test(id) ? { id: Number(id) } : null,
      `/producto/${id}`,
      'product',
    )
  })

  app.get<{ Params: { slug: string } }>('/lp/:slug', { schema: pageSchema }, async (request, reply) => {
    const { slug } = request.params
    return productPage(request, reply, { slug }, `/lp/${encodeURIComponent(slug)}`, 'landing')
  })
}
