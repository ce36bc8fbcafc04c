import { describe, expect, test } from 'vitest'
import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { staffTestApp } from '../../test/factories'
import { insertVariants, orderId } from '../../test/factories/orders'
import { insertProduct } from '../../test/factories/catalog'

// docs/product/catalogue.md#variant-images: a photo linked to an option value, and the pictures that follow
// from it (product JSON, order items).

const { ctx, app, admin, employee, customer } = await staffTestApp()

async function shirtWithColours() {
  const product = await insertProduct(ctx, {
    name: 'Camiseta Pima',
    images: ['camiseta-blanca.webp', 'camiseta-negra.webp', 'camiseta-detalle.webp'],
  })
  const variants = await insertVariants(ctx, product.id, {
    options: [
      { name: 'Talla', values: ['S', 'M'] },
      { name: 'Color', values: ['Blanco', 'Negro'] },
    ],
    variants: [
      { values: ['S', 'Blanco'], stock_quantity: 5 },
      { values: ['M', 'Negro'], stock_quantity: 5 },
    ],
  })
  const detail = await read(product.id)
  const value = (text: string) => detail.options.flatMap((o) => o.values).find((v) => v.value === text)!.id
  const image = (url: string) => detail.images.find((i) => i.image_url === url)!.id
  return { product, variants, value, image }
}

const read = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json<ProductDetail>()

const link = (imageId: number, option_value_id: unknown, headers: Record<string, string> = admin.auth) =>
  app.inject({
    method: 'PUT',
    url: `/api/products/images/${imageId}/option-value`,
    headers,
    payload: { option_value_id },
  })

const linkOf = (detail: ProductDetail, url: string) =>
  detail.images.find((i) => i.image_url === url)?.option_value_id

describe('PUT /api/products/images/{imageId}/option-value', () => {
  test('staff link a photo to a value of its product and unlink it with null', async () => {
    const { product, value, image } = await shirtWithColours()
    const res = await link(image('camiseta-negra.webp'), value('Negro'), employee.auth)
    expect(res.statusCode).toBe(200)
    expect(linkOf(res.json<ProductDetail>(), 'camiseta-negra.webp')).toBe(value('Negro'))
    expect(linkOf(await read(product.id), 'camiseta-blanca.webp')).toBeNull()

    const cleared = await link(image('camiseta-negra.webp'), null)
    expect(cleared.statusCode).toBe(200)
    expect(linkOf(cleared.json<ProductDetail>(), 'camiseta-negra.webp')).toBeNull()
  })

  test('a value of another product is refused in Spanish and nothing changes', async () => {
    const { product, image } = await shirtWithColours()
    const other = await shirtWithColours()
    const res = await link(image('camiseta-negra.webp'), other.value('Negro'))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'OPTION_VALUE_NOT_IN_PRODUCT',
      message: 'Ese valor no es una opción de este producto.',
    })
    expect(linkOf(await read(product.id), 'camiseta-negra.webp')).toBeNull()
  })

  test('bad input, unknown photo, customers and visitors are refused', async () => {
    const { value, image } = await shirtWithColours()
    const bad = await link(image('camiseta-negra.webp'), 'Negro')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/valor de opción no es válido/)
    const extra = await app.inject({
      method: 'PUT',
      url: `/api/products/images/${image('camiseta-negra.webp')}/option-value`,
      headers: admin.auth,
      payload: { option_value_id: value('Negro'), is_primary: true },
    })
    expect(extra.statusCode).toBe(400)
    expect((await link(999_999, value('Negro'))).statusCode).toBe(404)
    expect((await link(image('camiseta-negra.webp'), value('Negro'), customer.auth)).statusCode).toBe(403)
    expect((await link(image('camiseta-negra.webp'), value('Negro'), {})).statusCode).toBe(401)
  })
})

describe('links across edits', () => {
  test('replacing the variants keeps a link while its value stays, and drops it when the value goes', async () => {
    const { product, value, image } = await shirtWithColours()
    await link(image('camiseta-negra.webp'), value('Negro'))
    await link(image('camiseta-blanca.webp'), value('Blanco'))
    const negro = value('Negro')

    // Options reordered, a value renamed only in case, a colour added: Negro keeps its id and its photo.
    await insertVariants(ctx, product.id, {
      options: [
        { name: 'Color', values: ['Rojo', 'negro'] },
        { name: 'Talla', values: ['M'] },
      ],
      variants: [
        { values: ['negro', 'M'], stock_quantity: 2 },
        { values: ['Rojo', 'M'], stock_quantity: 2 },
      ],
    })
    const after = await read(product.id)
    expect(linkOf(after, 'camiseta-negra.webp')).toBe(negro)
    expect(after.options.flatMap((o) => o.values).find((v) => v.id === negro)?.value).toBe('negro')
    // Blanco is gone: its photo stays, unlinked.
    expect(linkOf(after, 'camiseta-blanca.webp')).toBeNull()

    // Editing the product's own fields leaves the links alone.
    const put = await app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: admin.auth,
      payload: { name: 'Camiseta Pima Premium', price: 59_900 },
    })
    expect(linkOf(put.json<ProductDetail>(), 'camiseta-negra.webp')).toBe(negro)
  })
})

describe('the pictures that follow from a link', () => {
  test('lists carry each photo with its value, so a card can switch to a colour without another call', async () => {
    const { product, value, image } = await shirtWithColours()
    await link(image('camiseta-negra.webp'), value('Negro'))
    const list = await app.inject({ method: 'GET', url: '/api/products?search=camiseta&limit=100' })
    const found = list.json<ProductDetail[]>().find((p) => p.id === product.id)!
    expect(found.images).toEqual([
      expect.objectContaining({ image_url: 'camiseta-blanca.webp', is_primary: true, option_value_id: null }),
      expect.objectContaining({ image_url: 'camiseta-negra.webp', option_value_id: value('Negro') }),
      expect.objectContaining({ image_url: 'camiseta-detalle.webp', option_value_id: null }),
    ])
  })

  test("an order item freezes the chosen variant's photo, else the primary one", async () => {
    const { product, variants, value, image } = await shirtWithColours()
    await link(image('camiseta-negra.webp'), value('Negro'))
    const id = await orderId(ctx, customer, [
      { productId: product.id, variantId: variants['M/Negro']!, quantity: 1 },
      { productId: product.id, variantId: variants['S/Blanco']!, quantity: 1 },
    ])
    // A later unlink or new primary does not rewrite the order.
    await link(image('camiseta-negra.webp'), null)
    const order = await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: customer.auth })
    const items = order.json<{ items: { variant_details: string; image_url: string | null }[] }>().items
    expect(items.find((i) => i.variant_details.includes('Negro'))?.image_url).toBe('camiseta-negra.webp')
    expect(items.find((i) => i.variant_details.includes('Blanco'))?.image_url).toBe('camiseta-blanca.webp')
  })
})
