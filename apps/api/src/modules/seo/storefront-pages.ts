import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CATALOG_TAGS_TOPIC, CATALOG_TOPIC } from '../../lib/change-topics'
import { createResponseCache, sendCached } from '../../plugins/response-cache'
import { SHIPPING_ZONES_TOPIC } from '../content/shipping-zones.service'
import { POLICIES_TOPIC } from '../content/policies.service'
import { SHIPPING_TOPIC } from '../content/shipping.routes'
import { FUTURE_PRODUCTS_TOPIC } from '../future-products/future-products.routes'
import { SEARCH_SYNONYMS_TOPIC } from '../catalog/search-synonyms'
import { SETTINGS_TOPIC } from '../settings/settings-cache'
import { sendPage, type PageMeta, type PageRenderer } from './page-head'
import type { StoreRenderer } from './store-renderer'

/**
 * Everything a store page's first paint reads (docs/decisions/026-react-in-the-browser.md#server-rendering):
 * a write to any of them drops the drawn pages on every instance, as it drops the API's cached answers.
 */
export const STOREFRONT_TOPICS = [
  CATALOG_TOPIC,
  SETTINGS_TOPIC,
  SEARCH_SYNONYMS_TOPIC,
  FUTURE_PRODUCTS_TOPIC,
  SHIPPING_TOPIC,
  SHIPPING_ZONES_TOPIC,
  POLICIES_TOPIC,
]

export interface StorefrontOptions {
  status?: number
  /** What the page shows (`product:12`): an order's stock news drops it (CATALOG_TAGS_TOPIC). */
  tags?: string[]
}

export type StorefrontSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  meta: PageMeta,
  options?: StorefrontOptions,
) => Promise<FastifyReply>

/** Data the page already carries need not be fetched again: its chunks and its photo still are. */
const withoutDataPreloads = (meta: PageMeta): PageMeta => ({
  ...meta,
  preloads: meta.preloads?.filter((preload) => preload.kind !== 'fetch'),
})

/**
 * Sends a store page drawn by the server with its data, kept as compressed bytes per address until what it
 * shows changes; the app's shell, drawn by the browser, when there is no renderer, for a 404, or when the
 * drawing fails (logged: the visitor still gets the page).
 */
export function storefrontSender(
  app: FastifyInstance,
  page: PageRenderer,
  render: StoreRenderer | null,
): StorefrontSender {
  const cache = createResponseCache({
    changes: app.changes,
    topics: STOREFRONT_TOPICS,
    tagTopics: [CATALOG_TAGS_TOPIC],
    maxEntries: 200,
  })
  return async (request, reply, meta, { status = 200, tags = [] } = {}) => {
    if (!render || status !== 200) return sendPage(reply, page(meta), status)
    try {
      const answer = await cache.get(request.url, async () => ({
        json: page(withoutDataPreloads(meta), await render(request.url)).toString(),
        headers: { 'content-type': 'text/html; charset=utf-8' },
        tags,
      }))
      return sendCached(request, reply, answer)
    } catch (err) {
      request.log.error({ err, url: request.url }, 'no se pudo dibujar la página en el servidor')
      return sendPage(reply, page(meta), status)
    }
  }
}
