import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { IncomingHttpHeaders } from 'node:http'
import { Server } from 'socket.io'
import { REALTIME_EVENTS } from '@vitrina/core/constants'
import { isStaff } from '@vitrina/core/roles'
import type { Config } from '../config'
import { CONTACT_MESSAGE_TOPIC } from '../lib/change-topics'
import { HttpError } from '../lib/errors'
import { SESSION_USER_TOPIC } from '../lib/session-users'
import { sessionFromToken } from './auth'

// docs/product/realtime.md#live-notifications and docs/product/realtime.md#socket: socket.io on the API's own
// port (attached to app.server), the JWT checked at the handshake, and only staff accepted, all in the staff
// room.
// - A new order (online or at the till) is announced by the instance that created it; with REDIS_URL the
//   socket.io Redis adapter carries the emit to staff connected to every instance.
// - A new contact message arrives on the change bus, which already reaches every instance; each instance
//   then tells only its own sockets (io.local), so nobody hears it twice.
// - A role change or deactivation closes that user's sockets everywhere (Users screen).
// - While Redis is away (docs/operations.md#redis-outage) each instance reaches only its own sockets.

export const STAFF_ROOM = 'staff'
const userRoom = (userId: string) => `user:${userId}`

export interface Realtime {
  io: Server
  /** Close every socket of this user on every instance (their session just stopped being valid). */
  disconnectUser(userId: string): void
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime
  }
}

/**
 * The Redis adapter does not catch a failed PUBLISH (Redis down), and an unhandled rejection would stop the
 * process that has just saved the order. A notification that cannot travel reaches this instance's sockets
 * only; `onFailure` counts it (the outage itself is logged once, by lib/redis-link.ts).
 */
function withSafePublish<C extends { publish: (...args: never[]) => Promise<unknown> }>(
  client: C,
  onFailure: () => void,
): C {
  const publish = client.publish.bind(client)
  client.publish = ((...args: Parameters<C['publish']>) =>
    publish(...args).catch(() => {
      onFailure()
      return 0
    })) as C['publish']
  return client
}

/** Close this instance's sockets whose session ended or is no longer staff's (a database error keeps them). */
async function closeEndedSessions(app: FastifyInstance, io: Server) {
  for (const socket of await io.local.fetchSockets()) {
    sessionFromToken(app, socket.handshake.auth.token as string).then(
      (user) => {
        if (!isStaff(user.roles)) socket.disconnect(true)
      },
      (err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 401) socket.disconnect(true)
      },
    )
  }
}

/** The store's own origin (PUBLIC_URL), ALLOWED_ORIGINS, and Vite's dev server while developing. */
export function allowedOrigins(config: Config): Set<string> {
  return new Set([
    new URL(config.publicUrl).origin,
    ...config.allowedOrigins,
    ...(config.env === 'development' ? ['http://localhost:5173'] : []),
  ])
}

/** The host the browser asked for: `Host`, or behind a trusted proxy the first `X-Forwarded-Host`. */
function requestedHost(headers: IncomingHttpHeaders, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? headers['x-forwarded-host'] : undefined
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || headers.host
  return host?.toLowerCase()
}

/**
 * Cross-site websocket hijacking: a browser always names the page's origin on a handshake, so one is accepted
 * when that origin is the server it is talking to (the Origin's host is the request's own host, however the
 * store was reached: localhost, 127.0.0.1, a network address, a proxy's name), or is on the allow-list
 * (PUBLIC_URL, ALLOWED_ORIGINS). Any other site is refused. No Origin means no browser page of another site.
 */
export function handshakeAllowed(
  headers: IncomingHttpHeaders,
  origins: ReadonlySet<string>,
  trustProxy: boolean,
): boolean {
  const origin = headers.origin
  if (origin === undefined || origins.has(origin)) return true
  const host = requestedHost(headers, trustProxy)
  if (!URL.canParse(origin) || !host) return false
  return new URL(origin).host === host
}

export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const origins = allowedOrigins(app.config)
  const io = new Server(app.server, {
    serveClient: false,
    path: '/socket.io',
    allowRequest: (request, callback) =>
      callback(null, handshakeAllowed(request.headers, origins, app.config.trustProxy)),
  })
  const link = app.redis
  if (link) {
    const pub = withSafePublish(link.commandClient(), () => link.fellBack('realtime'))
    io.adapter(createAdapter(pub, link.subscriber(), { key: `${app.config.redisPrefix}:socket.io` }))
  }

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token
    if (typeof token !== 'string' || !token) return next(new Error('Debes iniciar sesión para continuar.'))
    sessionFromToken(app, token).then(
      (user) => {
        if (!isStaff(user.roles)) return next(new Error('No tienes permiso para realizar esta acción.'))
        socket.data.userId = user.id
        next()
      },
      (err: Error) => next(new Error(err.message)),
    )
  })
  io.on('connection', (socket) => {
    void socket.join([STAFF_ROOM, userRoom(socket.data.userId as string)])
  })

  app.orderEvents.onCreated((order) => {
    // A till sale is news to the other staff, not to the cashier who just rang it up (any of their tabs).
    io.to(STAFF_ROOM)
      .except(order.soldBy ? userRoom(order.soldBy) : [])
      .emit(REALTIME_EVENTS.newOrder, {
        id: order.id,
        order_number: order.order_number,
        channel: order.channel,
      })
  })
  app.orderEvents.onAlert(({ event, orderId, id }) => {
    io.to(STAFF_ROOM).emit(event, { id, orderId })
  })
  app.changes.listen(CONTACT_MESSAGE_TOPIC, () => {
    io.local.to(STAFF_ROOM).emit(REALTIME_EVENTS.newMessage)
  })
  // A role change or deactivation on another instance cannot close this one's sockets while Redis is away:
  // whenever the bus says news may have been lost, the sessions of the sockets here are checked again.
  app.changes.subscribe(SESSION_USER_TOPIC, (userId) => {
    if (userId === undefined) void closeEndedSessions(app, io)
  })

  app.decorate('realtime', {
    io,
    disconnectUser: (userId) => {
      // The Redis adapter closes sockets, its own instance's included, only when its request comes back
      // through Redis: this instance's are closed at once, so none stays open here while Redis is away.
      io.local.in(userRoom(userId)).disconnectSockets(true)
      io.in(userRoom(userId)).disconnectSockets(true)
    },
  } satisfies Realtime)

  // Open websockets would keep the HTTP server from closing: drop them before Fastify closes it.
  // (io.close() is not used because it would close app.server a second time.)
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true)
    io.engine.close()
  })
})
