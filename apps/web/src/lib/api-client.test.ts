import { afterEach, describe, expect, test, vi } from 'vitest'
import { json, mockApi } from '../test/api-mock'
import { api, ApiError, configureApiClient, errorMessage } from './api-client'

const onUnauthorized = vi.fn()

function useToken(token: string | null) {
  configureApiClient({ getToken: () => token, onUnauthorized })
}

afterEach(() => onUnauthorized.mockReset())

describe('api client (docs/product/platform.md#api-client)', () => {
  test('sends JSON and a Bearer header when a token is stored', async () => {
    useToken('abc')
    const fetch = mockApi({ 'POST /api/auth/login': () => json({ ok: true }) })

    await expect(api.post('/auth/login', { email: 'a@b.co' })).resolves.toEqual({ ok: true })

    const [url, init] = fetch.mock.calls[0]!
    const headers = new Headers(init?.headers)
    expect(url).toBe('/api/auth/login')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('Authorization')).toBe('Bearer abc')
    expect(init?.body).toBe('{"email":"a@b.co"}')
  })

  test('a request without a body claims no content type', async () => {
    useToken(null)
    const fetch = mockApi({ 'POST /api/analytics/track-visit': () => new Response(null, { status: 204 }) })

    await expect(api.post('/analytics/track-visit')).resolves.toBeNull()

    expect(new Headers(fetch.mock.calls[0]![1]?.headers).has('Content-Type')).toBe(false)
  })

  test('sends no Authorization header without a token, and drops empty query values', async () => {
    useToken(null)
    const fetch = mockApi({ 'GET /api/products': () => json([]) })

    await api.get('/products', { query: { search: 'camisa', minPrice: '', category: undefined } })

    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/products?search=camisa')
    expect(new Headers(init?.headers).has('Authorization')).toBe(false)
  })

  test('turns an error answer into an ApiError with status, code and the server message', async () => {
    useToken(null)
    mockApi({
      'POST /api/orders': () =>
        json({ message: 'No hay suficiente stock de Camiseta.', code: 'OUT_OF_STOCK' }, 409),
    })

    const error = await api.post('/orders', {}).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: 'No hay suficiente stock de Camiseta.',
    })
    expect(errorMessage(error, 'Error al crear el pedido.')).toBe('No hay suficiente stock de Camiseta.')
  })

  test('an answer without a message leaves the screen its own fallback text', async () => {
    useToken(null)
    mockApi({ 'GET /api/broken': () => new Response('<html>Bad gateway</html>', { status: 502 }) })

    const error = await api.get('/broken').catch((e: unknown) => e)

    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', fromServer: false })
    expect(errorMessage(error, 'Ocurrió un error.')).toBe('Ocurrió un error.')
  })

  test('a network failure is an ApiError with status 0', async () => {
    useToken(null)
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))

    await expect(api.get('/settings')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
  })

  test('any 401 calls the registered handler and still rejects', async () => {
    useToken('expired')
    mockApi({ 'GET /api/orders': () => json({ message: 'Sesión expirada.', code: 'UNAUTHORIZED' }, 401) })

    await expect(api.get('/orders')).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  test('a 403 does not log out', async () => {
    useToken('abc')
    mockApi({ 'GET /api/admin/orders': () => json({ message: 'No autorizado.', code: 'FORBIDDEN' }, 403) })

    await expect(api.get('/admin/orders')).rejects.toMatchObject({ status: 403 })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('paginated lists (docs/product/platform.md#pagination)', () => {
  test('getPage reads the total from X-Total-Count', async () => {
    useToken(null)
    mockApi({
      'GET /api/products': () =>
        new Response(JSON.stringify([{ id: 1 }]), { status: 200, headers: { 'X-Total-Count': '73' } }),
    })
    await expect(api.getPage('/products', { query: { limit: 1 } })).resolves.toEqual({
      items: [{ id: 1 }],
      total: 73,
    })
  })

  test('without the header the total is the number of items', async () => {
    useToken(null)
    mockApi({ 'GET /api/products': () => json([{ id: 1 }, { id: 2 }]) })
    await expect(api.getPage('/products')).resolves.toMatchObject({ total: 2 })
  })
})

describe('files (receipts, docs/product/orders.md#receipts)', () => {
  test('getFile asks for the type with the token and answers the bytes', async () => {
    useToken('abc')
    const fetch = mockApi({
      'GET /api/receipts/download/x': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    })
    const file = await api.getFile('/receipts/download/x', 'application/pdf')
    expect(await file.text()).toBe('%PDF-1.7')
    const headers = new Headers(fetch.mock.calls[0]![1]?.headers)
    expect(headers.get('Accept')).toBe('application/pdf')
    expect(headers.get('Authorization')).toBe('Bearer abc')
  })

  test('an error answer to a file request is an ApiError with the server message', async () => {
    useToken('abc')
    mockApi({
      'GET /api/receipts/download/x': () =>
        json({ message: 'Pedido no encontrado.', code: 'NOT_FOUND' }, 404),
    })
    await expect(api.getFile('/receipts/download/x', 'application/pdf')).rejects.toMatchObject({
      status: 404,
      message: 'Pedido no encontrado.',
    })
  })
})
