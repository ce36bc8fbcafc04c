import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { FUTURE_PRODUCT_IMAGE_FIELD } from '@vitrina/core/schemas/future-products'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createUser } from '../../test/factories'

// docs/product/catalogue.md#future-product-images

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const customer = await createUser(ctx)
const dir = path.join(ctx.config.uploadsDir, 'products')
const stored = (ref: string) => existsSync(path.join(dir, ref))

async function picture(field = FUTURE_PRODUCT_IMAGE_FIELD, type = 'image/png') {
  const data = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#0EA5E9' } })
    .png()
    .toBuffer()
  const body = new FormData()
  body.append(field, new Blob([data], { type }), 'foto.png')
  return body
}

const newItem = async () =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/future-products',
      headers: admin.auth,
      payload: { name: 'Mochila Gran Formato' },
    })
  ).json<{ id: number }>().id
const upload = async (id: number, body: FormData, headers = admin.auth) =>
  app.inject({ method: 'POST', url: `/api/future-products/${id}/image`, headers, payload: body as never })
const publicList = async () =>
  (await app.inject({ method: 'GET', url: '/api/future-products' })).json<{ image_url: string | null }[]>()

describe('POST/DELETE /api/future-products/{id}/image', () => {
  test('an upload becomes the WebP image of the public list; a new one replaces and removes the old', async () => {
    const id = await newItem()
    const first = await upload(id, await picture())
    expect(first.statusCode).toBe(200)
    const ref = first.json().image_url as string
    expect(ref).toMatch(/^[\w-]+\.webp$/)
    expect(stored(ref) && stored(ref.replace('.webp', '-480.webp'))).toBe(true)
    expect((await publicList()).map((f) => f.image_url)).toContain(ref)

    const second = (await upload(id, await picture())).json().image_url as string
    expect(second).not.toBe(ref)
    expect(stored(ref)).toBe(false)

    const link = await app.inject({
      method: 'PUT',
      url: `/api/future-products/${id}`,
      headers: admin.auth,
      payload: { image_url: 'https://cdn.tienda.co/mochila.jpg' },
    })
    expect(link.json().image_url).toBe('https://cdn.tienda.co/mochila.jpg')
    expect(stored(second)).toBe(false)
  })

  test('removing the image clears it and deletes its files; deleting the item deletes them too', async () => {
    const id = await newItem()
    const ref = (await upload(id, await picture())).json().image_url as string
    const cleared = await app.inject({
      method: 'DELETE',
      url: `/api/future-products/${id}/image`,
      headers: admin.auth,
    })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json().image_url).toBeNull()
    expect(stored(ref)).toBe(false)

    const again = (await upload(id, await picture())).json().image_url as string
    await app.inject({ method: 'DELETE', url: `/api/future-products/${id}`, headers: admin.auth })
    expect(stored(again)).toBe(false)
  })

  test('refuses a wrong field, a non-image, an unknown item and customers, in Spanish', async () => {
    const id = await newItem()
    const wrong = await upload(id, await picture('foto'))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(`La imagen debe ir en el campo ${FUTURE_PRODUCT_IMAGE_FIELD}.`)
    const text = new FormData()
    text.append(FUTURE_PRODUCT_IMAGE_FIELD, new Blob(['hola'], { type: 'text/plain' }), 'a.txt')
    expect((await upload(id, text)).json().message).toBe('Solo se aceptan archivos de imagen.')
    const missing = await upload(999_999, await picture())
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Producto futuro no encontrado.')
    expect((await upload(id, await picture(), customer.auth)).statusCode).toBe(403)
    expect((await upload(id, await picture(), {} as typeof admin.auth)).statusCode).toBe(401)
  })
})
