import { municipiosOf } from '@vitrina/core/municipios'
import { vi } from 'vitest'
import { useSessionStore } from '../features/auth/session.store'

export type MockRequest = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: Headers
}
type Handler = (request: MockRequest) => Response | Promise<Response>

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** A promise the test settles by hand, to look at a screen while a request is still pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

// What every screen asks for in the background; tests override only what they are about.
const defaults: Record<string, Handler> = {
  'GET /api/settings': () => json([]),
  'GET /api/shipping/zones': () => json([]),
  'GET /api/health-check': () => json({ status: 'ok' }),
  'POST /api/analytics/track-visit': () => new Response(null, { status: 204 }),
  'GET /api/auth/me': () => json({ user: useSessionStore.getState().user, privacy_policy_pending: false }),
  // The DANE list as the server answers it (docs/decisions/031-dane-municipalities.md).
  'GET /api/locations/municipios': ({ query }) =>
    json(municipiosOf(query.get('departamento') ?? '') ?? { message: 'No encontrado', code: 'NOT_FOUND' }),
  'GET /api/account/buyer': () => json({ final_consumer: true }),
  'GET /api/admin/fiscal-warnings': () => json([]),
}

/**
 * Replaces fetch with a table of handlers keyed by "METHOD /path". Unknown requests answer 404 so a
 * forgotten handler shows up as a failure instead of a hang. Returns the spy to inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const table = { ...defaults, ...handlers }
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const handler = table[`${method} ${url.pathname}`]
    if (!handler) return json({ message: 'No encontrado', code: 'NOT_FOUND' }, 404)
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body
    return handler({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init.headers),
    })
  })
  vi.stubGlobal('fetch', spy)
  return spy
}
