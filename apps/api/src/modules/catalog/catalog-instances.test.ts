import { describe, expect, test } from 'vitest'
import { eventually } from '../../test/build-test-app'
import { eq } from 'drizzle-orm'
import { products } from '../../db/schema'
import { createAdmin, createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, placeOrder } from '../../test/factories/orders'
import { redisAvailable, twoInstances } from '../../test/redis'

// docs/product/search.md#performance: a write on one instance drops the cached catalogue of every instance.
describe.skipIf(!(await redisAvailable()))('two instances sharing Redis', async () => {
  const [first, second] = await twoInstances('catalog')
  const admin = await createAdmin(first)

  test('a price change on one instance reaches the cached pages of the other', async () => {
    const product = await insertProduct(first, { name: 'Mochila viajera', price: 100000 })
    const price = async () =>
      (await second.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().price
    const listed = async () =>
      (await second.app.inject({ method: 'GET', url: '/api/products?search=mochila' })).json()[0]?.price
    // Without a search the page comes from the list index (list-index.ts), read again after the news.
    const filtered = async () =>
      (await second.app.inject({ method: 'GET', url: '/api/products?minPrice=75000&maxPrice=85000' }))
        .json()
        .map((p: { id: number }) => p.id)
    expect(await price()).toBe(100000)
    expect(await listed()).toBe(100000)
    expect(await filtered()).not.toContain(product.id)
    await first.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: admin.auth,
      payload: { price: 80000 },
    })
    await eventually(async () => (await price()) === 80000)
    await eventually(async () => (await listed()) === 80000)
    await eventually(async () => (await filtered()).includes(product.id))
  })
  test('a synonym saved on one instance changes the search on the other at once', async () => {
    await insertProduct(first, { name: 'Canguro estampado' })
    const found = async () =>
      (await second.app.inject({ method: 'GET', url: '/api/products?search=riñonera' })).json().length
    expect(await found()).toBe(0)
    const saved = await first.app.inject({
      method: 'POST',
      url: '/api/search-synonyms',
      headers: admin.auth,
      payload: { words: ['riñonera', 'canguro'] },
    })
    expect(saved.statusCode).toBe(201)
    await eventually(async () => (await found()) === 1)
  })

  test("an order on one instance refreshes that product's page on the other, and leaves its lists", async () => {
    await liftOrderLimits(first)
    const shopper = await createUser(first)
    const product = await insertProduct(first, { name: 'Poncho de lana', stock_quantity: 6 })
    const read = async (url: string) => (await second.app.inject({ method: 'GET', url })).json()
    expect((await read(`/api/products/${product.id}`)).stock_quantity).toBe(6)
    expect((await read('/api/products?search=poncho'))[0]?.name).toBe('Poncho de lana')
    // Renamed behind the caches' back: a list that still shows the old name was kept.
    await first.app.db
      .update(products)
      .set({ name: 'Poncho de lana gris' })
      .where(eq(products.id, product.id))
    expect((await placeOrder(first, shopper, [{ productId: product.id, quantity: 2 }])).statusCode).toBe(201)
    await eventually(async () => (await read(`/api/products/${product.id}`)).stock_quantity === 4)
    expect((await read('/api/products?search=poncho'))[0]?.name).toBe('Poncho de lana')
  })
})
