import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { products } from '../../db/schema'
import { buildTestApp, type TestContext } from '../../test/build-test-app'
import { createEmployee, createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { insertVariants, liftOrderLimits, placeOrder } from '../../test/factories/orders'

// docs/decisions/007-catalogue-response-cache.md#order-invalidation: an order drops the cached pages of the
// products it touched, and the cached lists only when a product or variant sells out. Names are changed
// behind the cache's back (straight in the database, no news published), so a read that still shows the old
// name proves the entry was kept, and one that shows the new name proves it was dropped.

const ctx = await buildTestApp()
await liftOrderLimits(ctx)
const shopper = await createUser(ctx)

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json()
const detailName = async (id: number) => (await get(`/api/products/${id}`)).name as string
const listedNames = async (search: string) =>
  ((await get(`/api/products?search=${search}`)) as { name: string }[]).map((p) => p.name)
const renameQuietly = (c: TestContext, id: number, name: string) =>
  c.app.db.update(products).set({ name }).where(eq(products.id, id))

describe('what an order drops from the catalogue cache', () => {
  test('the ordered product page is fresh; other pages and the lists stay cached', async () => {
    const bought = await insertProduct(ctx, { name: 'Gorra tejida', stock_quantity: 5 })
    const other = await insertProduct(ctx, { name: 'Gorra plana', stock_quantity: 5 })
    expect(await detailName(bought.id)).toBe('Gorra tejida')
    expect(await detailName(other.id)).toBe('Gorra plana')
    expect(await listedNames('gorra')).toEqual(expect.arrayContaining(['Gorra tejida', 'Gorra plana']))
    await renameQuietly(ctx, bought.id, 'Gorra tejida roja')
    await renameQuietly(ctx, other.id, 'Gorra plana negra')

    expect((await placeOrder(ctx, shopper, [{ productId: bought.id, quantity: 1 }])).statusCode).toBe(201)

    const page = await get(`/api/products/${bought.id}`)
    expect(page).toMatchObject({ name: 'Gorra tejida roja', stock_quantity: 4 })
    expect(await detailName(other.id)).toBe('Gorra plana')
    expect(await listedNames('gorra')).toEqual(expect.arrayContaining(['Gorra tejida', 'Gorra plana']))
  })

  test('the page read by its slug is dropped too', async () => {
    const bought = await insertProduct(ctx, { name: 'Bufanda de alpaca', stock_quantity: 3 })
    const slug = (await get(`/api/products/${bought.id}`)).slug as string
    expect((await get(`/api/products/slug/${slug}`)).stock_quantity).toBe(3)
    await placeOrder(ctx, shopper, [{ productId: bought.id, quantity: 2 }])
    expect((await get(`/api/products/slug/${slug}`)).stock_quantity).toBe(1)
  })

  test('selling the last unit of a product drops the lists', async () => {
    const last = await insertProduct(ctx, { name: 'Sombrero vueltiao', stock_quantity: 1 })
    const bystander = await insertProduct(ctx, { name: 'Sombrero aguadeño', stock_quantity: 9 })
    expect(await listedNames('sombrero')).toContain('Sombrero aguadeño')
    await renameQuietly(ctx, bystander.id, 'Sombrero aguadeño fino')
    expect((await placeOrder(ctx, shopper, [{ productId: last.id, quantity: 1 }])).statusCode).toBe(201)
    expect(await listedNames('sombrero')).toContain('Sombrero aguadeño fino')
  })

  test("selling a variant's last unit drops the lists, though the product still has stock", async () => {
    const shirt = await insertProduct(ctx, { name: 'Camisa guayabera' })
    const sizes = await insertVariants(ctx, shirt.id, {
      options: [{ name: 'Talla', values: ['S', 'M'] }],
      variants: [
        { values: ['S'], stock_quantity: 1 },
        { values: ['M'], stock_quantity: 8 },
      ],
    })
    expect(await listedNames('guayabera')).toEqual(['Camisa guayabera'])
    await renameQuietly(ctx, shirt.id, 'Camisa guayabera blanca')
    await placeOrder(ctx, shopper, [{ productId: shirt.id, variantId: sizes['M']!, quantity: 1 }])
    expect(await listedNames('guayabera')).toEqual(['Camisa guayabera'])
    await placeOrder(ctx, shopper, [{ productId: shirt.id, variantId: sizes['S']!, quantity: 1 }])
    expect(await listedNames('guayabera')).toEqual(['Camisa guayabera blanca'])
  })

  test('a refused order (not enough stock) changes nothing cached', async () => {
    const product = await insertProduct(ctx, { name: 'Ruana de lana', stock_quantity: 2 })
    expect(await detailName(product.id)).toBe('Ruana de lana')
    await renameQuietly(ctx, product.id, 'Ruana de lana virgen')
    expect((await placeOrder(ctx, shopper, [{ productId: product.id, quantity: 3 }])).statusCode).toBe(409)
    expect(await detailName(product.id)).toBe('Ruana de lana')
  })

  test('a sale at the point of sale follows the same rule', async () => {
    const cashier = await createEmployee(ctx)
    const mug = await insertProduct(ctx, { name: 'Pocillo de peltre', stock_quantity: 4 })
    const other = await insertProduct(ctx, { name: 'Pocillo de barro', stock_quantity: 4 })
    expect(await listedNames('pocillo')).toHaveLength(2)
    expect((await get(`/api/products/${mug.id}`)).stock_quantity).toBe(4)
    await renameQuietly(ctx, other.id, 'Pocillo de barro cocido')
    const sale = await ctx.app.inject({
      method: 'POST',
      url: '/api/pos/sales',
      headers: cashier.auth,
      payload: { items: [{ productId: mug.id, quantity: 1 }], payment_method: 'tarjeta' },
    })
    expect(sale.statusCode).toBe(201)
    expect((await get(`/api/products/${mug.id}`)).stock_quantity).toBe(3)
    expect(await listedNames('pocillo')).toContain('Pocillo de barro')
  })
})
