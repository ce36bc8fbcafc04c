import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CachedAnswer } from './cache'
import { cachedResponse, chooseEncoding } from './http'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/**
 * The server's fast path for public catalogue reads (docs/product/search.md#performance): a GET whose raw URL
 * already led to a cached answer is written straight from memory, before Fastify routes it, with the same
 * bytes and headers `sendCached` would send (both use `cachedResponse`) plus the security headers and the
 * request id every answer carries. Anything else, and any request with credentials (staff read hidden
 * products fresh), goes on to Fastify. These hits are not logged per request, as static files are not.
 *
 *   const hits = cachedHitsFront(securityHeaders)
 *   Fastify({ serverFactory: (handler) => createServer(hits.front(handler)) })
 *   // later, where the cache lives:
 *   hits.serveFrom(cache)
 */
export function cachedHitsFront(fixedHeaders: Readonly<Record<string, string>>) {
  // Node takes headers as a flat [name, value, ...] list much faster than as an object (the object form
  // halved this path's throughput in the bench), and each answer's list is built once per encoding.
  const fixed = Object.entries(fixedHeaders).flat()
  const prepared = new WeakMap<CachedAnswer, Map<string, { headers: string[]; body: Buffer }>>()
  const preparedFor = (hit: CachedAnswer, acceptEncoding: string | undefined) => {
    const encoding = chooseEncoding(acceptEncoding)
    let byEncoding = prepared.get(hit)
    if (!byEncoding) prepared.set(hit, (byEncoding = new Map()))
    let entry = byEncoding.get(encoding)
    if (!entry) {
      const { headers, body } = cachedResponse(hit, acceptEncoding, undefined)
      entry = { headers: [...flatten(headers), 'content-length', String(body!.length)], body: body! }
      byEncoding.set(encoding, entry)
    }
    return entry
  }
  let source: { peek(url: string): CachedAnswer | undefined } | undefined

  return {
    serveFrom(cache: { peek(url: string): CachedAnswer | undefined }) {
      source = cache
    },
    front(next: Handler): Handler {
      return (request, response) => {
        const { method, url, headers } = request
        const hit =
          method === 'GET' && url !== undefined && headers.authorization === undefined
            ? source?.peek(url)
            : undefined
        if (!hit) return next(request, response)
        const given = headers['x-request-id']
        const requestId = typeof given === 'string' && given ? given : randomUUID()
        if (headers['if-none-match'] !== undefined) {
          const answer = cachedResponse(hit, headers['accept-encoding'], headers['if-none-match'])
          const list = [...fixed, 'x-request-id', requestId, ...flatten(answer.headers)]
          if (answer.body) list.push('content-length', String(answer.body.length))
          response.writeHead(answer.status, list)
          response.end(answer.body ?? undefined)
          return
        }
        const answer = preparedFor(hit, headers['accept-encoding'])
        response.writeHead(200, [...fixed, 'x-request-id', requestId, ...answer.headers])
        response.end(answer.body)
      }
    },
  }
}

const flatten = (headers: Record<string, string>) => Object.entries(headers).flat()

export type CachedHitsFront = ReturnType<typeof cachedHitsFront>
