import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'

// docs/product/search.md#performance: a cached catalogue read is answered by the server before Fastify routes
// it, with the same answer the route gives. Real HTTP here: app.inject never reaches the server.

describe('the server fast path for cached catalogue reads', async () => {
  // Requests Fastify itself routed to the catalogue; the fast path answers without adding to it.
  const routed: string[] = []
  const ctx = await buildTestApp(
    {},
    {
      configure: (app) =>
        app.addHook('onRequest', (request, _reply, done) => {
          if (request.url.startsWith('/api/products')) routed.push(request.url)
          done()
        }),
    },
  )
  const admin = await createAdmin(ctx)
  const product = await insertProduct(ctx, { name: 'Ruana de lana virgen', price: 189900 })
  // Enough of a page to be stored compressed (pages under 1 KB are sent as they are).
  for (const name of ['Poncho de lana', 'Sombrero vueltiao', 'Mochila wayuu', 'Hamaca de algodón'])
    await insertProduct(ctx, { name, description: `${name} tejido a mano en Colombia. `.repeat(12) })
  const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers })
  const comparable = (headers: Headers) => {
    const out = Object.fromEntries(headers)
    for (const name of ['date', 'connection', 'keep-alive', 'x-request-id']) delete out[name]
    return out
  }

  test('a repeated read skips Fastify and sends the same bytes and headers the route sends', async () => {
    const url = '/api/products?limit=5&sort=newest'
    const first = await get(url)
    expect(first.status).toBe(200)
    const firstBody = await first.text()
    expect(routed).toEqual([url])

    const second = await get(url, { 'x-request-id': 'bench-42' })
    expect(await second.text()).toBe(firstBody)
    expect(routed).toEqual([url])
    expect(second.headers.get('x-request-id')).toBe('bench-42')
    expect(comparable(second.headers)).toEqual(comparable(first.headers))
    expect(second.headers.get('x-total-count')).toBe(first.headers.get('x-total-count'))
    expect(second.headers.get('x-content-type-options')).toBe('nosniff')
    expect(second.headers.get('strict-transport-security')).toMatch(/max-age=/)
  })

  test('encodings and If-None-Match are honoured on the fast path', async () => {
    const url = `/api/products/${product.id}`
    const plain = await get(url)
    const etag = plain.headers.get('etag')!
    routed.length = 0

    const notModified = await get(url, { 'if-none-match': etag })
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')
    const list = await get('/api/products?limit=24')
    await list.arrayBuffer()
    routed.length = 0
    const compressed = await fetch(`${base}/api/products?limit=24`, { headers: { 'accept-encoding': 'br' } })
    expect(compressed.headers.get('content-encoding')).toBe('br')
    expect(compressed.headers.get('etag')).toMatch(/-br"$/)
    expect(Array.isArray(await compressed.json())).toBe(true)
    expect(routed).toEqual([])
  })

  test('requests with credentials, other methods and writes go through Fastify', async () => {
    const url = `/api/products/${product.id}`
    await (await get(url)).arrayBuffer()
    routed.length = 0

    const staff = await get(url, { authorization: admin.auth.authorization })
    expect(staff.headers.get('cache-control')).toBe('no-store')
    expect(routed).toEqual([url])

    const head = await fetch(`${base}${url}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(routed).toEqual([url, url])

    const update = await fetch(`${base}${url}`, {
      method: 'PUT',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ price: 159900 }),
    })
    expect(update.status).toBe(200)
    routed.length = 0
    const fresh = await get(url)
    expect(((await fresh.json()) as { price: number }).price).toBe(159900)
    expect(routed).toEqual([url])
  })
})
