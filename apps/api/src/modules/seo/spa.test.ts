import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'

const dist = mkdtempSync(path.join(tmpdir(), 'vitrina-dist-'))
mkdirSync(path.join(dist, 'assets'))
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("tienda")')
writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *')
// What the web build stores beside each file (apps/web/build/precompress.ts); marked so the test can tell
// the stored bytes from a compression made on the fly.
const bigAsset = `console.log(${JSON.stringify('tienda '.repeat(400))})`
writeFileSync(path.join(dist, 'assets', 'framework-abc123.js'), bigAsset)
const storedBr = Buffer.concat([brotliCompressSync(bigAsset), Buffer.from('stored-br')])
const storedGz = Buffer.concat([gzipSync(bigAsset), Buffer.from('stored-gz')])
writeFileSync(path.join(dist, 'assets', 'framework-abc123.js.br'), storedBr)
writeFileSync(path.join(dist, 'assets', 'framework-abc123.js.gz'), storedGz)
mkdirSync(path.join(dist, '.vite'))
writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"secreto":true}')
writeFileSync(path.join(dist, '.env'), 'SECRETO=1')

const ctx = await buildTestApp({ WEB_DIST: dist })
const { app } = ctx
mkdirSync(path.join(ctx.config.uploadsDir, 'products'), { recursive: true })
writeFileSync(path.join(ctx.config.uploadsDir, 'products', 'foto.webp'), 'RIFF')

describe('serving the store', () => {
  test.each(['/', '/tienda', '/carrito', '/cuenta/perfil', '/admin/productos/editar/12'])(
    '%s answers the app (history fallback)',
    async (url) => {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="root">')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    },
  )

  test.each(['/no-existe', '/producto', '/cuenta/otra', '/admin/nada', '/tienda/camisetas/rojas'])(
    '%s is none of the pages: the app (it says Página no encontrada) with a 404 status and noindex',
    async (url) => {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('<div id="root">')
      expect(res.body).toContain('<title>Página no encontrada | Vitrina</title>')
      expect(res.body).toContain('<meta name="robots" content="noindex" />')
    },
  )

  test('hashed assets are cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  test.each([
    ['br', 'br', storedBr],
    ['gzip', 'gzip', storedGz],
    ['gzip, deflate, br, zstd', 'br', storedBr],
    ['br;q=0.5, gzip', 'gzip', storedGz],
  ])(
    'a hashed asset asked with %s is the stored file, not compressed per request',
    async (accept, encoding, stored) => {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/framework-abc123.js',
        headers: { 'accept-encoding': accept },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers['content-type']).toContain('javascript')
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding')
      expect(res.rawPayload.equals(stored)).toBe(true)
    },
  )

  test('without accept-encoding the asset travels as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/framework-abc123.js' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe(bigAsset)
  })

  test('pages and root files are revalidated, never immutable', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } })
    expect(page.headers['cache-control']).toBe('no-cache')
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(robots.headers['cache-control']).not.toContain('immutable')
  })

  test('dot files (the build manifest, an .env) are refused', async () => {
    for (const url of ['/.vite/manifest.json', '/.env', '/assets/../.env']) {
      const res = await app.inject({ method: 'GET', url })
      expect([403, 404], url).toContain(res.statusCode)
      expect(res.body, url).not.toContain('secreto')
      expect(res.body, url).not.toContain('SECRETO')
    }
  })

  test('uploaded images are served with long cache headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/uploads/products/foto.webp' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('max-age=31536000')
    expect(res.headers['cache-control']).toContain('immutable')
  })

  test('missing files and unknown API routes stay 404s, not the app', async () => {
    for (const url of ['/uploads/products/no-existe.webp', '/assets/no-existe.js', '/api/nada']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json().code).toBe('ROUTE_NOT_FOUND')
    }
    const post = await app.inject({ method: 'POST', url: '/tienda' })
    expect(post.statusCode).toBe(404)
  })

  test('uploads cannot escape their folder', async () => {
    for (const url of [
      '/uploads/../jwt-secret',
      '/uploads/..%2fjwt-secret',
      '/uploads/%2e%2e/%2e%2e/jwt-secret',
    ]) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.body, url).not.toContain(ctx.config.jwtSecret)
      expect(res.headers['content-type'], url).not.toContain('octet-stream')
    }
  })
})
