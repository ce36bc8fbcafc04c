import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy in front of a Redis the test does not own (the machine's, shared with other people): give the
 * instances its `url`, and `cut()` stands for Redis going away (the port refuses, open connections drop)
 * without touching Redis itself; `restore()` brings it back on the same port.
 */
export interface RedisProxy {
  url: string
  cut(): Promise<void>
  restore(): Promise<void>
}

export async function startRedisProxy(target: string): Promise<RedisProxy> {
  const { hostname, port: targetPort } = new URL(target)
  const sockets = new Set<Socket>()
  const keep = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server: Server = createServer((client) => {
    const upstream = connect(Number(targetPort || 6379), hostname)
    keep(client)
    keep(upstream)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    client.pipe(upstream).pipe(client)
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  await listen(0)
  const { port } = server.address() as { port: number }
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      if (!server.listening) return
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const socket of sockets) socket.destroy()
      await closed
    },
    restore: () => (server.listening ? Promise.resolve() : listen(port)),
  }
}
