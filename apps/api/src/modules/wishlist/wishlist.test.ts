import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'

// docs/product/catalogue.md#wishlist.

const ctx = await buildTestApp()
const { app } = ctx
const ana = await createUser(ctx)
const luis = await createUser(ctx)
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

describe('wishlist', () => {
  test('adds (idempotently), lists as product cards, and removes', async () => {
    const a = await insertProduct(ctx, { name: 'Mochila', images: ['m.webp'] })
    const b = await insertProduct(ctx, { name: 'Gorra' })
    const added = await call('POST', '/api/wishlist', ana.auth, { productId: a.id })
    expect(added.json()).toEqual({ message: 'Añadido a tu lista' })
    await call('POST', '/api/wishlist', ana.auth, { productId: a.id })
    await call('POST', '/api/wishlist', ana.auth, { productId: b.id })
    const list = await call('GET', '/api/wishlist', ana.auth)
    expect(list.statusCode).toBe(200)
    expect(list.json().map((p: { name: string }) => p.name)).toEqual(['Gorra', 'Mochila'])
    expect(list.json()[1]).toMatchObject({
      images: [{ image_url: 'm.webp', is_primary: true }],
      has_options: false,
    })
    expect((await call('GET', '/api/wishlist', luis.auth)).json()).toEqual([])

    const removed = await call('DELETE', `/api/wishlist/${a.id}`, ana.auth)
    expect(removed.json()).toEqual({ message: 'Eliminado de tu lista' })
    expect((await call('DELETE', `/api/wishlist/${a.id}`, ana.auth)).statusCode).toBe(200)
    expect((await call('GET', '/api/wishlist', ana.auth)).json().map((p: { id: number }) => p.id)).toEqual([
      b.id,
    ])
  })

  test('hidden products leave the list; unknown ones are 404', async () => {
    const hidden = await insertProduct(ctx, { name: 'Oculto', is_active: false })
    expect((await call('POST', '/api/wishlist', luis.auth, { productId: hidden.id })).statusCode).toBe(404)
    expect((await call('POST', '/api/wishlist', luis.auth, { productId: 999999 })).statusCode).toBe(404)
  })

  test('bad input is 400, no session 401', async () => {
    expect((await call('POST', '/api/wishlist', ana.auth, { productId: 'uno' })).json().message).toBe(
      'Identificador de producto inválido.',
    )
    expect((await call('DELETE', '/api/wishlist/abc', ana.auth)).statusCode).toBe(400)
    expect((await call('GET', '/api/wishlist', {})).statusCode).toBe(401)
    expect((await call('POST', '/api/wishlist', {}, { productId: 1 })).statusCode).toBe(401)
    expect((await call('DELETE', '/api/wishlist/1', {})).statusCode).toBe(401)
  })
})
