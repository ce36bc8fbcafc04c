import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { PageBody } from './page-head'

// docs/decisions/026-react-in-the-browser.md#server-rendering: the storefront's first paint is drawn here by
// the web build's server entry (apps/web/src/entry-server.tsx, built to apps/web/dist-server), which reads
// the API in process through app.inject, as a visitor who is not signed in.

/** What the web build's entry-server.tsx exports. */
interface ServerEntry {
  renderPage(url: string, readFrom: typeof fetch): Promise<RenderedPage>
}

/** A drawn page: the HTML inside #root, the reads it was drawn from, the theme for <html style>. */
export type RenderedPage = PageBody

export type StoreRenderer = (url: string) => Promise<RenderedPage>

/** The server build of the app next to the browser build `webDist`. */
export function serverEntryFile(webDist: string): string {
  return path.join(webDist, '..', 'dist-server', 'entry-server.js')
}

/** A fetch for the app's own '/api' reads, answered by this instance without a socket. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const res = await app.inject({
      method: 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers)),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
    const body = res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload
    return new Response(body, { status: res.statusCode, headers })
  }
}

/**
 * Loads the server entry, or answers null (pages are then the app's shell, drawn by the browser) when the
 * build has none or it cannot be loaded — logged, never fatal: the store still works.
 */
export async function loadStoreRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<StoreRenderer | null> {
  const file = serverEntryFile(webDist)
  if (!existsSync(file)) {
    app.log.warn(
      { file },
      'la compilación no trae el renderizado en el servidor: las páginas se dibujan en el navegador',
    )
    return null
  }
  try {
    const entry = (await import(pathToFileURL(file).href)) as ServerEntry
    const readFrom = injectFetch(app)
    return (url) => entry.renderPage(url, readFrom)
  } catch (err) {
    app.log.error({ err, file }, 'no se pudo cargar el renderizado en el servidor')
    return null
  }
}
