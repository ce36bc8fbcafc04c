import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { routeChunks } from './first-paint'
import { pageTemplate } from './page-head'
import { seoPagesRoutes, sendStorePage } from './seo-pages.routes'
import { loadStoreRenderer } from './store-renderer'
import { storefrontSender } from './storefront-pages'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * The built single-page app with hashed assets, and index.html for every other page (history fallback),
 * with the page's head written by the server where it can (modules/seo). Unknown /api and /uploads paths
 * keep their JSON 404.
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.webDist
  const indexFile = path.join(dist, 'index.html')
  // Each page is the built index.html with the page's own head (modules/seo, docs/product/platform.md#seo).
  const page = existsSync(indexFile) ? pageTemplate(readFileSync(indexFile, 'utf8')) : null
  if (!page)
    app.log.warn({ dist }, 'no hay una tienda compilada: ejecuta "npm run build" (la API funciona igual)')

  if (page)
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: true,
      index: false,
      decorateReply: false,
      // The web build stores each file's .br and .gz (docs/decisions/023-static-assets-and-first-paint.md):
      // sent as they are, never compressed per request. Dot files (dist/.vite) are not served.
      preCompressed: true,
      dotfiles: 'deny',
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`)
        res.header(
          'cache-control',
          hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600',
        )
      },
    })

  // The home page and product pages: their title, description and tags written by the server.
  // Drawn by the server with their data where the build has its server entry (modules/seo/store-renderer.ts).
  if (page) {
    const send = storefrontSender(app, page, await loadStoreRenderer(app, dist))
    await app.register(seoPagesRoutes, { chunks: routeChunks(dist), send })
  }

  // The one not-found handler: JSON for the API and files, the app for every other page (a 404 status for
  // an address that is none of the app's pages).
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/'
    const wantsPage = request.method === 'GET' || request.method === 'HEAD'
    if (!page || !wantsPage || url.startsWith('/api/') || url.startsWith('/uploads/') || path.extname(url)) {
      return reply
        .code(404)
        .send({ message: `No existe la ruta ${request.method} ${url}.`, code: 'ROUTE_NOT_FOUND' })
    }
    return sendStorePage(app, page, reply, url)
  })
})
