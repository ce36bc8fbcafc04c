import { timingSafeEqual } from 'node:crypto'
import fastifyJwt from '@fastify/jwt'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { rolesAllow, type Access } from '@vitrina/core/roles'
import { forbidden, notFound, unauthorized } from '../lib/errors'
import { createSessionCache, type SessionCache, type SessionUserRow } from '../lib/session-users'

/**
 * A user role level, or `operator`: the machines that run the store (Prometheus, the backup command),
 * which present OPS_TOKEN instead of a session (docs/operations.md#ops-token).
 */
export type RouteAccess = Access | 'operator'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required on every /api route: deny by default. */
    access?: RouteAccess
  }
  interface FastifyInstance {
    signToken(user: { id: string; token_version: number }): string
    /** Remembered session users; `forget` after any change to a user's roles, status, password or photo. */
    sessions: SessionCache
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; ver: number }
    user: SessionUserRow
  }
}

const TOKEN_LIFETIME = '7d'
const BEARER = /^Bearer ([^\s,]+)$/

/**
 * Authentication and role guards. Every /api route must declare `config.access`; a route without it
 * refuses to register, so nothing is public by accident. Tokens are HS256 only, and carry the user's
 * token version: a password change, a role change or a deactivation bumps it and old tokens stop working.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    verify: { algorithms: ['HS256'] },
  })

  app.decorate('sessions', createSessionCache(app.db, app.changes))
  app.decorate('signToken', (user: { id: string; token_version: number }) =>
    app.jwt.sign({ sub: user.id, ver: user.token_version }),
  )

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return
    const access = route.config?.access
    if (!access)
      throw new Error(
        `La ruta ${String(route.method)} ${route.url} no declara quién puede llamarla (config.access).`,
      )
  })

  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access
    // Public routes look the user up only if they ask (optionalUser): most public reads are served
    // from cache and must not pay a database lookup (nor a promise) for a shopper's token.
    if (!access || access === 'public') return done()
    if (access === 'operator') return done(operatorRefusal(app.config.opsToken, request))
    userFromToken(app, request).then((user) => {
      if (!user) return done(unauthorized('Debes iniciar sesión para continuar.', 'AUTH_REQUIRED'))
      request.user = user
      done(rolesAllow(access, user.roles) ? undefined : forbidden())
    }, done)
  })
})

/**
 * Why an operator call is refused, or nothing when it presents OPS_TOKEN. Without OPS_TOKEN the operator
 * routes do not exist for anyone (404); a wrong or missing token is a 401.
 */
function operatorRefusal(opsToken: string | undefined, request: FastifyRequest): Error | undefined {
  if (!opsToken) return notFound()
  const given = Buffer.from(BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '')
  const expected = Buffer.from(opsToken)
  if (given.length === expected.length && timingSafeEqual(given, expected)) return undefined
  return unauthorized('Esta ruta de operación pide el token de operación (OPS_TOKEN).', 'OPS_TOKEN_REQUIRED')
}

async function userFromToken(app: FastifyInstance, request: FastifyRequest): Promise<SessionUserRow | null> {
  const header = request.headers.authorization
  if (!header) return null
  // Exactly 'Bearer <token>': one space, one token, nothing after it (docs/security.md "Sessions").
  const token = BEARER.exec(header)?.[1]
  if (!token) throw unauthorized()
  return sessionFromToken(app, token)
}

/**
 * The user a token belongs to, if the token is valid, current (its version matches) and the account
 * active; otherwise a 401 error. Also checks the realtime socket's handshake (plugins/realtime.ts).
 */
export async function sessionFromToken(app: FastifyInstance, token: string): Promise<SessionUserRow> {
  let payload: { sub: string; ver: number }
  try {
    payload = app.jwt.verify<{ sub: string; ver: number }>(token)
  } catch {
    throw unauthorized('Tu sesión ha expirado. Inicia sesión de nuevo.', 'TOKEN_INVALID')
  }
  const user = await app.sessions.find(payload.sub)
  if (!user || !user.is_active || user.token_version !== payload.ver) {
    throw unauthorized('Tu sesión ha expirado. Inicia sesión de nuevo.', 'TOKEN_REVOKED')
  }
  return user
}

/** The signed-in user of a non-public route (the guard above guarantees it). */
export function currentUser(request: FastifyRequest): SessionUserRow {
  if (!request.user) throw unauthorized('Debes iniciar sesión para continuar.', 'AUTH_REQUIRED')
  return request.user
}

/**
 * The signed-in user on a public route, if any. A stale or bad token on a public page must not log
 * anyone out: it is simply treated as no session.
 */
export async function optionalUser(request: FastifyRequest): Promise<SessionUserRow | null> {
  if (request.user) return request.user
  if (!request.headers.authorization) return null
  const user = await userFromToken(request.server, request).catch(() => null)
  if (user) request.user = user
  return user
}
