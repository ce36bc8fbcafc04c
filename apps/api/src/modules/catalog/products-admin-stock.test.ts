import { describe, expect, test } from 'vitest'
import { stockLevel } from '@vitrina/core/low-stock'
import type { Product } from '@vitrina/core/schemas/catalog'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin } from '../../test/factories'
import { putSettings } from '../../test/factories/orders'
import { insertCategory, insertProduct } from '../../test/factories/catalog'

// The back office's stock filter: docs/product/back-office.md#stock-levels with the store's threshold of
// docs/product/catalogue.md#low-stock.

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)

const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
  app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) })

async function seedShelf(tag: string) {
  const cat = await insertCategory(ctx, tag)
  const seed = (name: string, stock_quantity: number) =>
    insertProduct(ctx, { name: `${tag} ${name}`, stock_quantity, categoryIds: [cat.id] })
  const sized = async (name: string, s: number, m: number) => {
    const product = await seed(name, 0)
    const res = await call('POST', `/api/products/${product.id}/variants`, {
      options: [{ name: 'Talla', values: ['S', 'M'] }],
      variants: [
        { values: ['S'], stock_quantity: s },
        { values: ['M'], stock_quantity: m },
      ],
    })
    expect(res.statusCode).toBe(200)
  }
  await seed('vacío', 0)
  await seed('escaso', 5)
  await seed('seis', 6)
  await seed('lleno', 170)
  await sized('talla agotada', 0, 170)
  await sized('talla escasa', 0, 3)
  const names = async (stock: string) => {
    const res = await call('GET', `/api/products/admin/all?category=${cat.slug}&stock=${stock}`)
    expect(res.statusCode).toBe(200)
    return (res.json() as { name: string }[]).map((p) => p.name.replace(`${tag} `, '')).sort()
  }
  const all = async () =>
    (await call('GET', `/api/products/admin/all?category=${cat.slug}`)).json() as Product[]
  return { names, all }
}

describe('GET /api/products/admin/all?stock=', () => {
  test('bajo: something still in stock at 5 units or fewer; a sold-out size next to 170 is not low', async () => {
    const shelf = await seedShelf('Inventario')
    expect(await shelf.names('agotado')).toEqual(['vacío'])
    expect(await shelf.names('bajo')).toEqual(['escaso', 'talla escasa'])
    expect(await shelf.names('suficiente')).toEqual(['lleno', 'seis', 'talla agotada'])
    for (const product of await shelf.all())
      expect(await shelf.names(stockLevel(product, 5))).toContain(product.name.replace('Inventario ', ''))
  })

  test('follows the store threshold setting', async () => {
    const shelf = await seedShelf('Bodega')
    await putSettings(ctx, admin, { low_stock_threshold: '6' })
    expect(await shelf.names('bajo')).toEqual(['escaso', 'seis', 'talla escasa'])
    await putSettings(ctx, admin, { low_stock_threshold: '0' })
    expect(await shelf.names('bajo')).toEqual([])
    expect(await shelf.names('suficiente')).toHaveLength(5)
    await putSettings(ctx, admin, { low_stock_threshold: '5' })
  })

  test('an unknown level is a 400 in Spanish; the public list has no such filter', async () => {
    const res = await call('GET', '/api/products/admin/all?stock=poco')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Filtro de stock no válido: usa agotado, bajo o suficiente.')
    expect((await app.inject({ method: 'GET', url: '/api/products?stock=bajo' })).statusCode).toBe(400)
  })
})

describe('PUT /api/settings low_stock_threshold', () => {
  test('takes a whole number from 0 to 999 and refuses anything else in Spanish', async () => {
    for (const value of ['-1', '1000', '2.5', 'cinco']) {
      const put = await app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: admin.auth,
        payload: [{ setting_key: 'low_stock_threshold', setting_value: value }],
      })
      expect(put.statusCode).toBe(400)
      expect(put.json().message).toContain('Debe ser un número entero entre 0 y 999.')
    }
  })
})
