import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import compress from '@fastify/compress'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, test } from 'vitest'
import { createChangeBus } from '../../lib/change-bus'
import { createResponseCache } from './cache'
import { chooseEncoding, sendCached, serveCachedHits } from './http'

const bigJson = JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Camiseta número ${i}` })),
)

function setup(options: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) {
  const changes = createChangeBus({})
  let clock = 0
  const cache = createResponseCache({
    changes,
    topics: ['catalog'],
    tagTopics: ['catalog-tags'],
    now: () => clock,
    ...options,
  })
  let builds = 0
  const build = (json: string) => async () => {
    builds += 1
    return { json }
  }
  return {
    changes,
    cache,
    build,
    builds: () => builds,
    tick: (ms: number) => (clock += ms),
  }
}

describe('createResponseCache', () => {
  test('tag news drops only the entries that carry a named tag', async () => {
    const { cache, build, builds, changes } = setup()
    const tagged = (json: string, tags: string[]) => async () => ({ ...(await build(json)()), tags })
    await cache.get('id:1', tagged('[1]', ['product:1']))
    await cache.get('id:2', tagged('[2]', ['product:2']))
    await cache.get('list', build('[1,2]'))
    changes.publish('catalog-tags', 'product:1,product:9')
    expect(cache.size).toBe(2)
    expect((await cache.get('id:2', build('[x]'))).identity.toString()).toBe('[2]')
    expect((await cache.get('list', build('[x]'))).identity.toString()).toBe('[1,2]')
    expect((await cache.get('id:1', tagged('[1b]', ['product:1']))).identity.toString()).toBe('[1b]')
    expect(builds()).toBe(4)
    // News without a detail is treated as news about everything.
    changes.publish('catalog-tags')
    expect(cache.size).toBe(0)
  })

  test('a build in flight during tag news is kept only if the news did not name its tags', async () => {
    const { cache, changes } = setup()
    const slowBuild = (json: string, tags: string[]) => {
      let release: () => void = () => undefined
      const started = new Promise<{ json: string; tags: string[] }>(
        (resolve) => (release = () => resolve({ json, tags })),
      )
      return { build: () => started, release: () => release() }
    }
    const named = slowBuild('[old 1]', ['product:1'])
    const unnamed = slowBuild('[old 2]', ['product:2'])
    const first = cache.get('id:1', named.build)
    const second = cache.get('id:2', unnamed.build)
    changes.publish('catalog-tags', 'product:1')
    named.release()
    unnamed.release()
    await Promise.all([first, second])
    expect(cache.peek('id:1')).toBeUndefined()
    expect((await cache.get('id:1', async () => ({ json: '[new 1]' }))).identity.toString()).toBe('[new 1]')
    expect((await cache.get('id:2', async () => ({ json: '[new 2]' }))).identity.toString()).toBe('[old 2]')
  })

  test('builds once, then answers from memory', async () => {
    const { cache, build, builds } = setup()
    const first = await cache.get('a', build('[1]'))
    const second = await cache.get('a', build('[2]'))
    expect(second).toBe(first)
    expect(second.identity.toString()).toBe('[1]')
    expect(builds()).toBe(1)
  })

  test('concurrent misses share one build', async () => {
    const { cache, build, builds } = setup()
    const [a, b] = await Promise.all([cache.get('a', build('[1]')), cache.get('a', build('[1]'))])
    expect(a).toBe(b)
    expect(builds()).toBe(1)
  })

  test('a publish on its topic drops everything, and a build started before it is not kept', async () => {
    const { cache, build, builds, changes } = setup()
    await cache.get('a', build('[1]'))
    changes.publish('catalog')
    expect(cache.size).toBe(0)
    expect((await cache.get('a', build('[2]'))).identity.toString()).toBe('[2]')

    let release: () => void = () => undefined
    const slow = cache.get('b', () => new Promise((resolve) => (release = () => resolve({ json: '[old]' }))))
    changes.publish('catalog')
    release()
    expect((await slow).identity.toString()).toBe('[old]')
    expect((await cache.get('b', build('[new]'))).identity.toString()).toBe('[new]')
    expect(builds()).toBe(3)
  })

  test('other topics do not touch it', async () => {
    const { cache, build, changes } = setup()
    await cache.get('a', build('[1]'))
    changes.publish('settings')
    expect(cache.size).toBe(1)
  })

  test('keeps at most maxEntries, dropping the least recently used', async () => {
    const { cache, build, builds } = setup({ maxEntries: 2 })
    await cache.get('a', build('[1]'))
    await cache.get('b', build('[2]'))
    await cache.get('a', build('[1]'))
    await cache.get('c', build('[3]'))
    expect(cache.size).toBe(2)
    await cache.get('a', build('[1]'))
    expect(builds()).toBe(3)
    await cache.get('b', build('[2]'))
    expect(builds()).toBe(4)
  })

  test('keeps at most maxBytes', async () => {
    const { cache, build } = setup({ maxBytes: 10 })
    await cache.get('a', build('[11111]'))
    await cache.get('b', build('[22222]'))
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBeLessThanOrEqual(10)
  })

  test('entries expire after the ttl', async () => {
    const { cache, build, builds, tick } = setup({ ttlMs: 1000 })
    await cache.get('a', build('[1]'))
    tick(999)
    await cache.get('a', build('[1]'))
    tick(2)
    await cache.get('a', build('[1]'))
    expect(builds()).toBe(2)
  })

  test('a failed build is not kept', async () => {
    const { cache, build } = setup()
    await expect(cache.get('a', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída')
    expect((await cache.get('a', build('[1]'))).identity.toString()).toBe('[1]')
  })

  test('an alias leads to the stored answer until it expires or a write drops it', async () => {
    const { cache, build, changes, tick } = setup({ ttlMs: 1000 })
    expect(cache.peek('/a?x=1')).toBeUndefined()
    const answer = await cache.get('a', build('[1]'), '/a?x=1')
    await cache.get('a', build('[1]'), '/a?x=1&y=')
    expect(cache.peek('/a?x=1')).toBe(answer)
    expect(cache.peek('/a?x=1&y=')).toBe(answer)
    tick(1001)
    expect(cache.peek('/a?x=1')).toBeUndefined()
    await cache.get('a', build('[1]'), '/a?x=1')
    changes.publish('catalog')
    expect(cache.peek('/a?x=1')).toBeUndefined()
  })

  test('a build dropped by a write leaves no alias behind', async () => {
    const { cache, changes } = setup()
    let release: () => void = () => undefined
    const slow = cache.get(
      'a',
      () => new Promise((resolve) => (release = () => resolve({ json: '[old]' }))),
      '/a',
    )
    changes.publish('catalog')
    release()
    await slow
    expect(cache.peek('/a')).toBeUndefined()
  })

  test('large answers are kept pre-compressed in br and gzip, small ones only as they are', async () => {
    const { cache, build } = setup()
    const big = await cache.get('big', build(bigJson))
    expect(brotliDecompressSync(big.br!).toString()).toBe(bigJson)
    expect(gunzipSync(big.gzip!).toString()).toBe(bigJson)
    const small = await cache.get('small', build('[]'))
    expect(small.br).toBeNull()
    expect(small.gzip).toBeNull()
  })
})

describe('chooseEncoding', () => {
  test.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})

describe('sendCached behind @fastify/compress', async () => {
  const changes = createChangeBus({})
  const cache = createResponseCache({ changes, topics: ['catalog'] })
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // The same registration as app.ts: a global compressor that must not touch our bytes.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
  app.get('/cached', async (request, reply) =>
    sendCached(
      request,
      reply,
      await cache.get('k', async () => ({ json: bigJson, headers: { 'x-total-count': '200' } })),
    ),
  )
  app.get('/opted-out', { compress: false }, async (request, reply) =>
    sendCached(request, reply, await cache.get('k', async () => ({ json: bigJson }))),
  )
  await app.ready()
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })

  test.each(['/cached', '/opted-out'])('%s: sends br once, never compressed twice', async (url) => {
    const res = await get(url, { 'accept-encoding': 'br, gzip' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bigJson)
  })

  test('sends gzip or plain JSON to clients that want them, with the extra headers', async () => {
    const gz = await get('/cached', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigJson)
    const plain = await get('/cached')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(bigJson)
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(plain.headers['x-total-count']).toBe('200')
  })

  test('each representation has its own strong ETag, and If-None-Match answers 304 without a body', async () => {
    const plain = await get('/cached')
    const br = await get('/cached', { 'accept-encoding': 'br' })
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(br.headers.etag).not.toBe(plain.headers.etag)
    const again = await get('/cached', { 'if-none-match': String(plain.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(plain.headers.etag)
    const weak = await get('/cached', {
      'accept-encoding': 'br',
      'if-none-match': `"x", W/${br.headers.etag}`,
    })
    expect(weak.statusCode).toBe(304)
    changes.publish('catalog')
    expect((await get('/cached', { 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304)
  })
})

describe('serveCachedHits', async () => {
  const cache = createResponseCache({ changes: createChangeBus({}), topics: ['catalog'] })
  const app = Fastify()
  let handled = 0
  const onRequest = serveCachedHits(cache, (request) => request.headers.authorization !== undefined)
  app.get('/page', { onRequest }, async (request, reply) => {
    handled += 1
    const answer = await cache.get('page', async () => ({ json: bigJson }), request.url)
    return sendCached(request, reply, answer)
  })
  await app.ready()

  test('answers a URL seen before without running the handler, with the same bytes and ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/page?a=1' })
    const second = await app.inject({ method: 'GET', url: '/page?a=1' })
    expect(handled).toBe(1)
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    const br = await app.inject({ method: 'GET', url: '/page?a=1', headers: { 'accept-encoding': 'br' } })
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigJson)
    expect(handled).toBe(1)
  })

  test('another URL, or a request the bypass names, reaches the handler', async () => {
    handled = 0
    await app.inject({ method: 'GET', url: '/page?a=2' })
    await app.inject({ method: 'GET', url: '/page?a=2', headers: { authorization: 'Bearer x' } })
    expect(handled).toBe(2)
  })
})
