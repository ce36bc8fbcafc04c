import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'

const dist = mkdtempSync(path.join(tmpdir(), 'vitrina-dist-'))
mkdirSync(path.join(dist, 'assets'))
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("tienda")')
writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *')

const ctx = await buildTestApp({ WEB_DIST: dist })
const { app } = ctx
mkdirSync(path.join(ctx.config.uploadsDir, 'products'), { recursive: true })
writeFileSync(path.join(ctx.config.uploadsDir, 'products', 'foto.webp'), 'RIFF')

describe('serving the store', () => {
  test.each(['/', '/tienda', '/producto/12', '/cuenta/perfil', '/admin/pedidos'])(
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

  test('hashed assets are cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
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
