import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insertProduct } from '../test/factories/catalog'
import { buildTestApp } from '../test/build-test-app'
import { createAdmin, createUser } from '../test/factories'

// docs/security.md "No 5xx from bad input": ids bounded to what the columns hold, control characters
// refused in one place, and Fastify's own errors in the project's shape and in Spanish.

const ctx = await buildTestApp()
const { app } = ctx
const customer = await createUser(ctx)
const admin = await createAdmin(ctx)
const product = await insertProduct(ctx, { name: 'Camisa de lino' })

describe('ids out of range', () => {
  test.each(['/api/products/2147483648', '/api/products/0', '/api/categories/99999999999999999999'])(
    'GET %s is 404, not 500',
    async (url) => {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'No encontrado.', code: 'NOT_FOUND' })
    },
  )

  test('a path id that is not a number is 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/1.5' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Identificador inválido.')
  })

  test('staff routes with an image id out of range answer 404', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/products/images/2147483648/primary',
      headers: admin.auth,
    })
    expect(res.statusCode).toBe(404)
  })

  test.each([
    ['/api/wishlist', { productId: 2147483648 }, 'productId'],
    ['/api/notifications', { productId: 2147483648, email: 'a@correo.co' }, 'productId'],
    [
      '/api/orders',
      { shipping_address_id: 2147483648, items: [{ productId: 1, quantity: 1 }] },
      'shipping_address_id',
    ],
    [
      '/api/orders',
      { shipping_address_id: 1, items: [{ productId: 1, variantId: 2 ** 31, quantity: 1 }] },
      'items.0.variantId',
    ],
  ])('POST %s with an id past the column is 400 on the field', async (url, payload, field) => {
    const res = await app.inject({ method: 'POST', url, headers: customer.auth, payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({ field, message: expect.stringMatching(/inválid|dirección/) })
  })

  test('a category list with an id past the column is refused', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/categories`,
      headers: admin.auth,
      payload: { categoryIds: [2147483648] },
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('control characters', () => {
  test('a NUL in the search is 400 in Spanish', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products?search=camisa%00' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'El texto contiene caracteres de control no permitidos.',
      code: 'CONTROL_CHARACTERS',
      errors: [{ field: 'query.search' }],
    })
  })

  test('a NUL in a path parameter is 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/slug/camisa%00' })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('CONTROL_CHARACTERS')
  })

  test.each([
    [
      '/api/contact',
      { sender_name: 'a\u0000b', sender_email: 'a@correo.co', message: 'Hola' },
      'body.sender_name',
    ],
    [
      '/api/contact',
      { sender_name: 'Ana', sender_email: 'a@correo.co', message: 'Hola\u0007' },
      'body.message',
    ],
    ['/api/auth/login', { email: 'ana\u0000@correo.co', password: 'x' }, 'body.email'],
  ])('POST %s refuses a control character in %j', async (url, payload, field) => {
    const res = await app.inject({ method: 'POST', url, payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([{ field, message: expect.any(String) }])
  })

  test('staff forms and reviews are guarded by the same rule', async () => {
    const review = await app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers: customer.auth,
      payload: { rating: 5, comment: 'Muy buena\u0000' },
    })
    expect(review.statusCode).toBe(400)
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.auth,
      payload: [{ setting_key: 'store_name', setting_value: 'Tienda\u001b' }],
    })
    expect(settings.statusCode).toBe(400)
    expect(settings.json().code).toBe('CONTROL_CHARACTERS')
  })

  test('tab and newline are still welcome in a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { sender_name: 'Ana', sender_email: 'ana@correo.co', message: 'Hola,\n\tquisiera saber…' },
    })
    expect(res.statusCode).toBe(201)
  })
})

describe("Fastify's own errors, over real HTTP", () => {
  let port = 0
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as { port: number }).port
  })
  afterAll(() => app.server.close())
  const get = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init)

  test('a URL that is not valid percent-encoding is 400 in Spanish and is not echoed', async () => {
    const res = await get('/api/products/%E0%A4%A')
    expect(res.status).toBe(400)
    const body = await res.text()
    expect(JSON.parse(body)).toEqual({
      message: 'La dirección solicitada no es válida.',
      code: 'FST_ERR_BAD_URL',
    })
    expect(body).not.toContain('%E0')
  })

  test('a path parameter past the router limit is 414', async () => {
    const res = await get(`/api/products/slug/${'x'.repeat(300)}`)
    expect(res.status).toBe(414)
    expect(await res.json()).toEqual({
      message: 'La dirección solicitada es demasiado larga.',
      code: 'FST_ERR_MAX_PARAM_LENGTH',
    })
  })

  test('an unsupported content type is 415', async () => {
    const res = await get('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ message: 'Tipo de contenido no admitido.', code: expect.any(String) })
  })

  test('a body past the limit is 413', async () => {
    const res = await get('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      message: 'La solicitud es demasiado grande.',
      code: expect.any(String),
    })
  })

  test('bad JSON is 400', async () => {
    const res = await get('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: 'El cuerpo de la solicitud no es un JSON válido.' })
  })

  test('headers past the limit are 431 in the same shape', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/settings HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
      })
      let data = ''
      socket.on('data', (chunk) => (data += String(chunk)))
      socket.on('close', () => resolve(data))
      socket.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1.1 431/)
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Los encabezados de la solicitud son demasiado grandes.',
      code: 'HPE_HEADER_OVERFLOW',
    })
  })
})
