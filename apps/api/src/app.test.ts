import Fastify from 'fastify'
import { describe, expect, test } from 'vitest'
import { createChangeBus } from './lib/change-bus'
import { authPlugin } from './plugins/auth'
import { buildTestApp } from './test/build-test-app'

const ctx = await buildTestApp()
const { app } = ctx
const limited = await buildTestApp({ RATE_LIMIT_MAX: '3' })

describe('the API foundation', () => {
  test('GET /api/health-check checks the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health-check' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: expect.stringMatching(/pglite|postgres/) })
  })

  test('an unknown /api route answers a JSON 404 in Spanish', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-existe' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json()).toEqual({ message: 'No existe la ruta GET /api/no-existe.', code: 'ROUTE_NOT_FOUND' })
  })

  test('malformed JSON is a 400 with the error shape, never a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'El cuerpo de la solicitud no es un JSON válido.',
      code: expect.any(String),
    })
  })

  test('an empty body labelled as JSON counts as no body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('se esperaba objeto'),
    })
  })

  test('a wrong body type gets a Spanish message and the failing field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 5, password: 'x' },
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.errors[0].field).toBe('email')
  })

  test('every answer carries a request id, and security headers are set', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health-check',
      headers: { 'x-request-id': 'req-123' },
    })
    expect(res.headers['x-request-id']).toBe('req-123')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['strict-transport-security']).toBeDefined()
  })

  test('/api/docs lists every route with its schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    for (const path of [
      '/api/health-check',
      '/api/settings',
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/me',
      '/api/auth/check-username',
      '/api/auth/check-email',
      '/api/auth/profile/password',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
    ]) {
      expect(doc.paths[path], path).toBeDefined()
    }
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties.email,
    ).toBeDefined()
    const ui = await app.inject({ method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(ui.statusCode)
  })
})

describe('deny by default', () => {
  test('a route that does not declare who may call it refuses to start', async () => {
    const bare = Fastify({ logger: false })
    bare.decorate('config', { jwtSecret: 'x'.repeat(40) } as never)
    bare.decorate('db', {} as never)
    bare.decorate('changes', createChangeBus({}))
    await bare.register(authPlugin)
    expect(() => bare.get('/api/olvidada', async () => ({ ok: true }))).toThrow(/config\.access/)
    await bare.close()
  })
})

describe('rate limits on sensitive routes', () => {
  test('login answers 429 in Spanish past RATE_LIMIT_MAX per minute', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@correo.co', password: 'abcdef' },
      })
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400)
    const blocked = await attempt()
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({
      message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
      code: 'RATE_LIMITED',
    })
    // Other routes are not limited.
    expect((await limited.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(200)
  })
})
