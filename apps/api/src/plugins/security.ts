import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { Redis } from 'ioredis'
import { HttpError } from '../lib/errors'
import { contentSecurityPolicy } from './csp'

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate limit of the sensitive routes: login, registration, recovery, contact, chat. */
    sensitiveRateLimit: { max: number; timeWindow: string }
  }
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  // helmet's headers, built once (the Fastify wrapper rebuilds them on every request; bench/README.md).
  // The CSP depends on the settings (analytics, ads, maps), so it is set per HTML page below.
  const securityHeaders = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false })
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  )

  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html') && !request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', contentSecurityPolicy(await app.settings.map(), request.url))
    }
    return payload
  })

  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${app.config.redisPrefix}:rate-limit:` } : {}),
    errorResponseBuilder: () =>
      new HttpError(429, 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.', 'RATE_LIMITED'),
  })
  app.decorate('sensitiveRateLimit', { max: app.config.rateLimitMax, timeWindow: '1 minute' })
})
