import type { IncomingMessage, ServerResponse } from 'node:http'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { HttpError } from '../lib/errors'
import { contentSecurityPolicy } from './csp'
import { redisOrLocalStore } from './rate-limit-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate limit of the sensitive routes: login, registration, recovery, contact, chat. */
    sensitiveRateLimit: { max: number; timeWindow: string }
  }
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  // helmet's headers, computed once and copied onto every reply with the request id (running helmet's
  // middlewares per request costs a tenth of a cached read; bench/README.md). The CSP depends on the
  // settings (analytics, ads, maps), so it is set per HTML page below.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders).header('x-request-id', request.id)
    done()
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type')
    if (typeof type !== 'string' || !type.startsWith('text/html') || request.url.startsWith('/api/docs'))
      return done(null, payload)
    app.settings.map().then(
      (settings) => {
        reply.header('content-security-policy', contentSecurityPolicy(settings, request.url))
        done(null, payload)
      },
      (err: Error) => done(err),
    )
  })

  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { store: redisOrLocalStore(app.redis, `${app.config.redisPrefix}:rate-limit:`) } : {}),
    errorResponseBuilder: () =>
      new HttpError(429, 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.', 'RATE_LIMITED'),
  })
  app.decorate('sensitiveRateLimit', { max: app.config.rateLimitMax, timeWindow: '1 minute' })
})

/** The headers helmet sets (all but the CSP), read once from its middleware. */
export const securityHeaders: Readonly<Record<string, string>> = readHelmetHeaders()

function readHelmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  )
  return headers
}
