import { describe, expect, test } from 'vitest'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { findVariant } from '@vitrina/core/variants'
import { buildTestApp, eventually } from '../../test/build-test-app'
import { createAdmin, createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'

// docs/product/catalogue.md#variants-payload: options and variants replaced, ids of unchanged ones kept.

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const customer = await createUser(ctx)

const save = (id: number, payload: object, headers = admin.auth) =>
  app.inject({ method: 'POST', url: `/api/products/${id}/variants`, headers, payload })

const idOf = (product: ProductDetail, values: string[]) => {
  const ids = values.map(
    (value) => product.options.flatMap((o) => o.values).find((v) => v.value === value)!.id,
  )
  return findVariant(product.variants, ids)
}

describe('POST /api/products/{id}/variants', () => {
  test('creates options and variants; stock becomes the sum of the variants', async () => {
    const product = await insertProduct(ctx, { name: 'Camiseta', stock_quantity: 99 })
    const res = await save(product.id, {
      options: [
        { name: 'Talla', values: ['S', 'M'] },
        { name: 'Color', values: ['Rojo', 'Azul'] },
      ],
      variants: [
        { values: ['S', 'Rojo'], stock_quantity: 2, sku: 'CAM-S-R' },
        { values: ['M', 'Azul'], stock_quantity: 3, price_override: 59900 },
      ],
    })
    expect(res.statusCode).toBe(200)
    const saved = res.json<ProductDetail>()
    expect(saved.has_options).toBe(true)
    expect(saved.options.map((o) => [o.name, o.values.map((v) => v.value)])).toEqual([
      ['Talla', ['S', 'M']],
      ['Color', ['Rojo', 'Azul']],
    ])
    expect(saved.stock_quantity).toBe(5)
    expect(idOf(saved, ['Rojo', 'S'])).toMatchObject({
      stock_quantity: 2,
      sku: 'CAM-S-R',
      price_override: null,
    })
    expect(idOf(saved, ['M', 'Azul'])).toMatchObject({ stock_quantity: 3, price_override: 59900 })
    for (const v of saved.variants) expect(v.value_ids).toEqual([...v.value_ids].sort((a, b) => a - b))
  })

  test('a second payload keeps the ids of unchanged options, values and variants', async () => {
    const product = await insertProduct(ctx, { name: 'Pantalón' })
    const first = (
      await save(product.id, {
        options: [
          { name: 'Talla', values: ['28', '30', '32'] },
          { name: 'Color', values: ['Negro'] },
        ],
        variants: [
          { values: ['28', 'Negro'], stock_quantity: 1 },
          { values: ['30', 'Negro'], stock_quantity: 1 },
          { values: ['32', 'Negro'], stock_quantity: 1, sku: 'PAN-32' },
        ],
      })
    ).json<ProductDetail>()
    const second = (
      await save(product.id, {
        options: [
          { name: 'talla', values: ['30', '32', '34'] },
          { name: 'Color', values: ['Negro', 'Caqui'] },
        ],
        variants: [
          { values: ['30', 'Negro'], stock_quantity: 7, price_override: 89900 },
          { values: ['32', 'Negro'], stock_quantity: 0, sku: 'PAN-32' },
          { values: ['34', 'Caqui'], stock_quantity: 4 },
        ],
      })
    ).json<ProductDetail>()
    expect(second.options.map((o) => o.id)).toEqual(first.options.map((o) => o.id))
    expect(second.options[0]!.name).toBe('talla')
    const valueId = (p: ProductDetail, v: string) =>
      p.options.flatMap((o) => o.values).find((x) => x.value === v)?.id
    expect(valueId(second, '30')).toBe(valueId(first, '30'))
    expect(valueId(second, '28')).toBeUndefined()
    expect(idOf(second, ['30', 'Negro'])!.id).toBe(idOf(first, ['30', 'Negro'])!.id)
    expect(idOf(second, ['30', 'Negro'])).toMatchObject({ stock_quantity: 7, price_override: 89900 })
    expect(idOf(second, ['32', 'Negro'])!.id).toBe(idOf(first, ['32', 'Negro'])!.id)
    expect(second.variants).toHaveLength(3)
    expect(second.stock_quantity).toBe(11)
  })

  test('an empty payload removes options and variants; the product stock counts again', async () => {
    const product = await insertProduct(ctx, { name: 'Gorra', stock_quantity: 6 })
    await save(product.id, {
      options: [{ name: 'Color', values: ['Rojo'] }],
      variants: [{ values: ['Rojo'], stock_quantity: 1 }],
    })
    const res = (await save(product.id, { options: [], variants: [] })).json<ProductDetail>()
    expect(res).toMatchObject({ options: [], variants: [], has_options: false, stock_quantity: 6 })
  })

  test.each([
    [
      { options: [{ name: 'Talla', values: ['S'] }], variants: [{ values: ['M'] }] },
      'El valor M no existe en la opción Talla.',
    ],
    [
      {
        options: [
          { name: 'Talla', values: ['S'] },
          { name: 'Color', values: ['Rojo'] },
        ],
        variants: [{ values: ['S'] }],
      },
      'Cada variante debe tener un valor por opción, en el orden de las opciones.',
    ],
    [
      {
        options: [
          { name: 'Talla', values: ['S'] },
          { name: 'talla', values: ['M'] },
        ],
        variants: [],
      },
      'Hay dos opciones con el mismo nombre.',
    ],
    [
      { options: [{ name: 'Talla', values: ['S', 's'] }], variants: [] },
      'La opción Talla repite el valor s.',
    ],
    [
      { options: [{ name: 'Talla', values: ['S'] }], variants: [{ values: ['S'] }, { values: ['S'] }] },
      'Hay dos variantes con los mismos valores.',
    ],
    [{ options: [{ name: 'Talla', values: [] }], variants: [] }, 'Cada opción necesita al menos un valor.'],
    [
      { options: [{ name: 'Talla', values: ['S'] }], variants: [{ values: ['S'], stock_quantity: -1 }] },
      'El stock no puede ser negativo.',
    ],
    [{ options: [], variants: [{ values: [] }] }, 'Las variantes necesitan al menos una opción.'],
  ])('%j answers 400: %s', async (payload, message) => {
    const product = await insertProduct(ctx, { name: 'Falda' })
    const res = await save(product.id, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  test('both lists are required', async () => {
    const product = await insertProduct(ctx, { name: 'Saco' })
    const res = await save(product.id, { options: [{ name: 'Talla', values: ['S'] }] })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({
      field: 'variants',
      message: expect.stringMatching(/arreglo|array/),
    })
  })

  test('a SKU of another product is a 409; unknown product 404; staff only', async () => {
    const a = await insertProduct(ctx, { name: 'Blusa A' })
    const b = await insertProduct(ctx, { name: 'Blusa B' })
    const payload = {
      options: [{ name: 'Talla', values: ['S'] }],
      variants: [{ values: ['S'], sku: 'BLU-S' }],
    }
    expect((await save(a.id, payload)).statusCode).toBe(200)
    const taken = await save(b.id, payload)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('El SKU BLU-S ya lo usa otro producto.')
    expect((await save(999999, payload)).statusCode).toBe(404)
    expect((await save(a.id, payload, customer.auth)).statusCode).toBe(403)
  })

  test('a variant back in stock e-mails its sign-ups once; a product back in stock e-mails the others', async () => {
    const product = await insertProduct(ctx, { name: 'Tenis blancos', stock_quantity: 0 })
    const first = (
      await save(product.id, {
        options: [{ name: 'Talla', values: ['38', '40'] }],
        variants: [
          { values: ['38'], stock_quantity: 0 },
          { values: ['40'], stock_quantity: 0 },
        ],
      })
    ).json<ProductDetail>()
    const v38 = idOf(first, ['38'])!.id
    const notify = (payload: object) => app.inject({ method: 'POST', url: '/api/notifications', payload })
    await notify({ productId: product.id, variantId: v38, email: 'talla38@correo.co' })
    await notify({ productId: product.id, email: 'cualquiera@correo.co' })
    const mails = () => ctx.outbox().filter((m) => m.includes('Tenis blancos'))
    await save(product.id, {
      options: [{ name: 'Talla', values: ['38', '40'] }],
      variants: [
        { values: ['38'], stock_quantity: 0 },
        { values: ['40'], stock_quantity: 2 },
      ],
    })
    await eventually(() => mails().length === 1)
    expect(mails()[0]).toContain('cualquiera@correo.co')
    await save(product.id, {
      options: [{ name: 'Talla', values: ['38', '40'] }],
      variants: [
        { values: ['38'], stock_quantity: 5 },
        { values: ['40'], stock_quantity: 2 },
      ],
    })
    await eventually(() => mails().length === 2)
    expect(mails()[1]).toContain('talla38@correo.co')
    expect(mails()[1]).toContain('Tenis blancos (38)')
    await save(product.id, {
      options: [{ name: 'Talla', values: ['38', '40'] }],
      variants: [
        { values: ['38'], stock_quantity: 6 },
        { values: ['40'], stock_quantity: 2 },
      ],
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mails()).toHaveLength(2)
  })
})
