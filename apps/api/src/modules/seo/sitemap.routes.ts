import type { FastifyPluginAsync } from 'fastify'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { createResponseCache, sendCached } from '../../plugins/response-cache'
import { ABOUT_TOPIC } from '../content/about.service'
import { FAQS_TOPIC } from '../content/faqs.service'
import { POLICIES_TOPIC } from '../content/policies.service'
import { SETTINGS_TOPIC } from '../settings/settings-cache'
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.service'

/**
 * docs/product/platform.md#seo: /sitemap.xml and /robots.txt. Both are explicit routes, so a robots.txt
 * in the built app (apps/web/public) can never shadow them.
 */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  // A 10,000-product sitemap is about 1 MB: built and compressed once, until a listed page changes.
  const cache = createResponseCache({
    changes: app.changes,
    topics: [CATALOG_TOPIC, FAQS_TOPIC, POLICIES_TOPIC, ABOUT_TOPIC, SETTINGS_TOPIC],
    maxEntries: 1,
  })

  app.get(
    '/sitemap.xml',
    {
      schema: { hide: true },
      compress: false,
      // sendCached labels its bytes as JSON; these are XML. Errors (a refused query) stay JSON.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode < 400) reply.type('application/xml; charset=utf-8')
        return payload
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.get('sitemap', async () => ({
          json: sitemapXml(await sitemapEntries(app.db), app.config.publicUrl),
        })),
      ),
  )

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicUrl)),
  )
}
