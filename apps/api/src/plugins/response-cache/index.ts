import type { FastifyInstance, onSendHookHandler } from 'fastify'
import fp from 'fastify-plugin'

export { createResponseCache, type ResponseCache } from './cache'
export { cachedHitsFront, type CachedHitsFront } from './fast-path'
export { sendCached, serveCachedHits } from './http'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a successful call changes, as change-bus topics (docs/decisions/007-catalogue-response-cache.md#declared-invalidation):
     * published before the answer leaves, so every instance drops what it cached from them. Required on every
     * /api write; `[]` says it changes nothing cached (or publishes narrower news itself).
     */
    invalidates?: readonly string[]
  }
}

const READS = new Set<string>(['GET', 'HEAD', 'OPTIONS'])

/**
 * Writes declare what they change: a write route without `config.invalidates` refuses to register, and a
 * route that declares topics gets an onSend hook that publishes them on the change bus when its answer is a
 * success (below 400), before it is sent. Reads get no hook at all: the cached path stays as short as it was.
 */
export const responseCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (methods.every((m) => READS.has(m))) return
    const topics = route.config?.invalidates
    if (!topics)
      throw new Error(
        `La ruta ${String(route.method)} ${route.url} no declara qué datos en caché cambia (config.invalidates).`,
      )
    if (!topics.length) return
    const publish: onSendHookHandler = (_request, reply, payload, done) => {
      if (reply.statusCode < 400) for (const topic of topics) app.changes.publish(topic)
      done(null, payload)
    }
    const existing = route.onSend ?? []
    route.onSend = [...(Array.isArray(existing) ? existing : [existing]), publish]
  })
})
