import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query'
import { AsyncLocalStorage } from 'node:async_hooks'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import type { Setting } from '@vitrina/core/schemas/settings'
import { settingsMap } from '@vitrina/core/settings-defaults'
import { AppRoot } from './app/app-root'
import { AppRoutes } from './app/router'
import { settingsKeys, themeStyle, themeVariables } from './features/settings'
import { configureApiFetch } from './lib/api-client'

// The storefront's first paint drawn by the server (apps/api modules/seo/store-renderer.ts): the same React
// tree as main.tsx, rendered to HTML with the data it read, which the browser hydrates without asking for it
// again (docs/decisions/026-react-in-the-browser.md#server-rendering).

// Each render reads through the fetch it was given (the server answers in process); one module may serve
// several server instances at once, as in the API's tests.
const reads = new AsyncLocalStorage<typeof fetch>()
configureApiFetch((input, init) => {
  const readFrom = reads.getStore()
  if (!readFrom) throw new Error('renderPage: lectura fuera de un renderizado')
  return readFrom(input, init)
})

export interface RenderedPage {
  /** The HTML inside #root. */
  html: string
  /** The reads the page was drawn from, for TanStack Query's hydrate() in the browser. */
  state: DehydratedState
  /** The store's theme as CSS variables for <html style>. */
  htmlStyle: string
}

// A page's data may name more data (a product, then its category's neighbours): rendered again after each
// round of reads, a bounded number of times.
const MAX_PASSES = 5

function waitingToFetch(query: Query): boolean {
  // useQuery's own options (enabled) stay on the query it built, though the query's type leaves them out.
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) }
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle'
}

async function renderOnce(client: QueryClient, url: string): Promise<string> {
  const tree = (
    <AppRoot
      client={client}
      router={
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      }
      restoreAfterHydration
    />
  )
  // One chunk for the whole page: React inlines no script to reveal late boundaries (the store's Content
  // Security Policy allows no inline script), and none is late by then.
  // A part that fails would be left for the browser to draw: the page is refused instead, so the server
  // sends (and logs) the shell rather than keep a page with a hole.
  let failure: unknown
  const { prelude } = await prerender(tree, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => void (failure ??= error),
  })
  const html = await new Response(prelude).text()
  if (failure) throw failure
  return html
}

/**
 * The page at `url` (path and query) as the app draws it for a visitor who is not signed in, reading the API
 * through `readFrom`.
 */
export function renderPage(url: string, readFrom: typeof fetch): Promise<RenderedPage> {
  return reads.run(readFrom, () => renderWithData(url))
}

async function renderWithData(url: string): Promise<RenderedPage> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  let html = await renderOnce(client, url)
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = client.getQueryCache().getAll().filter(waitingToFetch)
    if (!waiting.length) break
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)))
    html = await renderOnce(client, url)
  }
  const settings = client.getQueryData<Setting[]>(settingsKeys.all) ?? []
  return { html, state: dehydrate(client), htmlStyle: themeStyle(themeVariables(settingsMap(settings))) }
}
