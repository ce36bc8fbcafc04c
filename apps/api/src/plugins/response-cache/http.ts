import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { CachedAnswer, ResponseCache } from './cache'

/**
 * A route's onRequest hook that answers a request whose raw URL already led to a cached answer, before
 * body parsing, validation and the handler (bench/README.md: they cost as much as the send itself). The
 * handler passes `request.url` as the alias; `bypass` sends a request the usual way (e.g. staff reads).
 */
export function serveCachedHits(
  cache: ResponseCache,
  bypass?: (request: FastifyRequest) => boolean,
): onRequestHookHandler {
  return (request, reply, done) => {
    const hit = bypass?.(request) ? undefined : cache.peek(request.url)
    if (hit) sendCached(request, reply, hit)
    else done()
  }
}

type Encoding = 'br' | 'gzip' | 'identity'

/** The best encoding the client accepts among the ones we keep (q-values honoured, br preferred). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  // Clients send a handful of distinct values: each is parsed once.
  let encoding = chosenEncodings.get(acceptEncoding)
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding)
    if (chosenEncodings.size < 256) chosenEncodings.set(acceptEncoding, encoding)
  }
  return encoding
}

const chosenEncodings = new Map<string, Encoding>()

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const q = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(name.trim(), Number.isFinite(value) ? value : 0)
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip') || accepts('x-gzip')) return 'gzip'
  return 'identity'
}

/**
 * Send a cached answer: the encoding the client accepts, a strong ETag per representation and 304 when
 * If-None-Match already names it. Content-Encoding is set here, so @fastify/compress (which leaves an
 * encoded reply alone) never compresses twice; the routes also opt out of it with `compress: false`.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const { status, headers, body } = cachedResponse(
    answer,
    request.headers['accept-encoding'],
    request.headers['if-none-match'],
  )
  reply.code(status).headers(headers)
  return body ? reply.send(body) : reply.send()
}

export interface CachedResponse {
  status: 200 | 304
  headers: Record<string, string>
  body: Buffer | null
}

/**
 * What a cached answer sends to a client, by its Accept-Encoding and If-None-Match: the one response of
 * `sendCached` and of the server's fast path (fast-path.ts).
 */
export function cachedResponse(
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): CachedResponse {
  let encoding = chooseEncoding(acceptEncoding)
  const body = encoding === 'identity' ? answer.identity : answer[encoding]
  if (!body) encoding = 'identity'
  const etag = encoding === 'identity' ? `"${answer.hash}"` : `"${answer.hash}-${encoding}"`
  const headers: Record<string, string> = {
    etag,
    vary: 'accept-encoding',
    'cache-control': 'no-cache',
    ...answer.headers,
  }
  if (matchesEtag(ifNoneMatch, etag)) return { status: 304, headers, body: null }
  if (encoding !== 'identity') headers['content-encoding'] = encoding
  headers['content-type'] = answer.headers['content-type'] ?? 'application/json; charset=utf-8'
  return { status: 200, headers, body: body ?? answer.identity }
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  // If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix does not matter.
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
