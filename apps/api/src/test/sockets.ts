import { io as connectClient, type Socket } from 'socket.io-client'
import { afterAll } from 'vitest'
import type { App } from '../app'

// Test helpers for the realtime socket (plugins/realtime.ts): the app listens on a free local port and a
// socket.io client connects to it the way the back office does, with the session token in `auth`.

const addresses = new WeakMap<App, Promise<string>>()
const open: Socket[] = []
afterAll(() => open.forEach((socket) => socket.close()))

function address(app: App): Promise<string> {
  let listening = addresses.get(app)
  if (!listening) {
    listening = app.listen({ port: 0, host: '127.0.0.1' })
    addresses.set(app, listening)
  }
  return listening
}

/** The `host:port` the app listens on (the Host header of a client that connects to it directly). */
export async function socketHost(app: App): Promise<string> {
  return new URL(await address(app)).host
}

/** A connected client, or the server's refusal as a rejected promise carrying its message. */
export async function connectSocket(
  app: App,
  token: string | undefined,
  options: { origin?: string; host?: string } = {},
): Promise<Socket> {
  const socket = connectClient(await address(app), {
    auth: token === undefined ? {} : { token },
    extraHeaders: {
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.host ? { host: options.host } : {}),
    },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  open.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', (err) => {
      socket.close()
      reject(err)
    })
  })
  return socket
}

/** Every event of `name` this socket receives from now on. */
export function recordEvents(socket: Socket, name: string): unknown[] {
  const received: unknown[] = []
  socket.on(name, (payload: unknown) => received.push(payload ?? null))
  return received
}
