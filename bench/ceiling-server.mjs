import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// The ceiling (docs/product/search.md#performance): a bare route of the same Fastify the API runs, answering
// the same catalogue page from memory, already serialized and compressed. No plugins, hooks or logging: what
// is left is the cost of HTTP itself on this machine. Usage: node ceiling-server.mjs <port> <bytes dir>.
const Fastify = createRequire(new URL('../apps/api/package.json', import.meta.url))('fastify')

const [port, dir] = process.argv.slice(2)
const body = {
  identity: readFileSync(path.join(dir, 'page.json')),
  br: readFileSync(path.join(dir, 'page.json.br')),
  gzip: readFileSync(path.join(dir, 'page.json.gz')),
}

const app = Fastify({ logger: false })
app.get('/page', (request, reply) => {
  const accepted = request.headers['accept-encoding'] ?? ''
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity'
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8')
  return reply.send(body[encoding])
})
app.get('/ready', () => 'ok')

await app.listen({ port: Number(port), host: '127.0.0.1' })
const close = () => app.close().then(() => process.exit(0))
process.on('SIGTERM', close)
process.on('SIGINT', close)
