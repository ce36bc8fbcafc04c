import type { FastifyReply } from 'fastify'
import { SERVER_STATE_ID } from '@vitrina/core/constants'
import { escapeHtml } from '../../lib/html'
import type { Preload } from './first-paint'

// docs/product/platform.md#seo: pages are the built single-page app with the page's own head already in it,
// so crawlers and link previews (WhatsApp, Facebook) read the title, description and tags without
// running any JavaScript.

export interface PageMeta {
  title: string
  description?: string | undefined
  /** The page's address, for <link rel="canonical">. */
  canonicalUrl?: string | undefined
  /** For pages that must not be indexed, such as a product that does not exist. */
  noindex?: boolean
  /** Open Graph (and twitter:) tags, by property, in the order given. */
  openGraph?: Record<string, string | number | undefined>
  /** schema.org data, sent as JSON-LD. */
  jsonLd?: object | undefined
  /** What the first paint needs, fetched at once (docs/decisions/023-static-assets-and-first-paint.md). */
  preloads?: Preload[]
}

/**
 * JSON inside <script>: `<`, `>` and `&` written as \u escapes, so no text (say, a product named
 * `</script><script>...`) can close the element; U+2028/2029 escaped too, as older parsers require.
 */
function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`
}

function preloadTag(preload: Preload): string {
  const href = `href="${escapeHtml(preload.href)}"`
  switch (preload.kind) {
    case 'module':
      return `<link rel="modulepreload" crossorigin ${href} />`
    case 'style':
      return `<link rel="preload" as="style" crossorigin ${href} />`
    // crossorigin (anonymous): the credentials mode of the app's own fetch(), so the browser reuses it.
    case 'fetch':
      return `<link rel="preload" as="fetch" crossorigin ${href} />`
    case 'image': {
      const srcset = preload.srcset ? ` imagesrcset="${escapeHtml(preload.srcset)}"` : ''
      const sizes = preload.sizes ? ` imagesizes="${escapeHtml(preload.sizes)}"` : ''
      return `<link rel="preload" as="image" fetchpriority="high" ${href}${srcset}${sizes} />`
    }
  }
}

export function renderHead(meta: PageMeta): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`]
  if (meta.description) tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" />`)
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />')
  if (meta.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`)
  for (const [property, content] of Object.entries(meta.openGraph ?? {})) {
    if (content === undefined || content === '') continue
    const attribute = property.startsWith('twitter:') ? 'name' : 'property'
    tags.push(`<meta ${attribute}="${escapeHtml(property)}" content="${escapeHtml(String(content))}" />`)
  }
  if (meta.jsonLd) tags.push(jsonLdScript(meta.jsonLd))
  for (const preload of meta.preloads ?? []) tags.push(preloadTag(preload))
  return tags.join('\n    ')
}

/**
 * A page the server drew (modules/seo/store-renderer.ts): the HTML inside #root, the data it was drawn from,
 * and the theme's CSS variables for <html style>, so the first paint has the store's colours.
 */
export interface PageBody {
  html: string
  state: unknown
  htmlStyle: string
}

export type PageRenderer = (meta: PageMeta, body?: PageBody) => Buffer

const ROOT = '<div id="root"></div>'

/** The drawn page in #root and its data beside it, as JSON main.tsx hands to TanStack Query's hydrate(). */
function withBody(html: string, body: PageBody | undefined): string {
  if (!body || !html.includes(ROOT)) return html
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(body.state)}</script>`
  // Replaced by functions: the page's own text may hold '$&' or '$1', which a replacement string would expand.
  return html
    .replace(ROOT, () => `<div id="root">${body.html}</div>${state}`)
    .replace(/<html([\s>])/i, (_match, next: string) => `<html style="${escapeHtml(body.htmlStyle)}"${next}`)
}

/**
 * Splits the built index.html once where the head tags go (in place of its <title>, else at the end
 * of <head>), so each page is two slices and the rendered head.
 */
export function pageTemplate(indexHtml: string): PageRenderer {
  const title = /<title>[\s\S]*?<\/title>/i.exec(indexHtml)
  let before: string
  let after: string
  if (title) {
    before = indexHtml.slice(0, title.index)
    after = indexHtml.slice(title.index + title[0].length)
  } else {
    const headEnd = indexHtml.search(/<\/head>/i)
    const at = headEnd >= 0 ? headEnd : Math.max(indexHtml.search(/<body[\s>]/i), 0)
    const wrap = headEnd < 0
    before = indexHtml.slice(0, at) + (wrap ? '<head>' : '')
    after = (wrap ? '</head>' : '') + indexHtml.slice(at)
  }
  return (meta, body) => Buffer.from(withBody(before + renderHead(meta) + after, body))
}

/** Pages are revalidated on every visit: they name the current hashed assets and the current data. */
export function sendPage(reply: FastifyReply, html: Buffer, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html)
}
