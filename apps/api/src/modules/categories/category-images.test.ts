import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser } from '../../test/factories'
import { insertCategory } from '../../test/factories/catalog'

// docs/product/catalogue.md#category-image: one uploaded image per category, stored as WebP.

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
const customer = await createUser(ctx)
const dir = path.join(ctx.config.uploadsDir, 'categories')

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#2563EB' } })
    .png()
    .toBuffer()

async function form(field = 'categoryImage', type = 'image/png') {
  const body = new FormData()
  body.append(field, new Blob([await png()], { type }), 'portada.png')
  return body
}

const upload = (id: number, body: FormData, headers = admin.auth) =>
  app.inject({ method: 'POST', url: `/api/categories/${id}/image`, headers, payload: body as never })

describe('POST /api/categories/{id}/image', () => {
  test('stores the image as WebP at every width and replaces the one before, deleting its files', async () => {
    const category = await insertCategory(ctx, 'Calzado')
    const first = await upload(category.id, await form(), employee.auth)
    expect(first.statusCode).toBe(200)
    const firstName = first.json().image_url as string
    expect(firstName).toMatch(/^[\w-]+\.webp$/)
    for (const name of [firstName, firstName.replace('.webp', '-480.webp')])
      expect(existsSync(path.join(dir, name))).toBe(true)

    const second = await upload(category.id, await form())
    const secondName = second.json().image_url as string
    expect(secondName).not.toBe(firstName)
    expect(existsSync(path.join(dir, secondName))).toBe(true)
    expect(existsSync(path.join(dir, firstName))).toBe(false)
    const list = await app.inject({ method: 'GET', url: '/api/categories' })
    expect(list.json().find((c: { id: number }) => c.id === category.id).image_url).toBe(secondName)

    // Clearing the image in the form (image_url '') removes the stored file too.
    const cleared = await app.inject({
      method: 'PUT',
      url: `/api/categories/${category.id}`,
      headers: admin.auth,
      payload: { image_url: '' },
    })
    expect(cleared.json().image_url).toBeNull()
    expect(existsSync(path.join(dir, secondName))).toBe(false)
  })

  test('deleting a category deletes its uploaded image', async () => {
    const category = await insertCategory(ctx, 'Temporal')
    const name = (await upload(category.id, await form())).json().image_url as string
    await app.inject({ method: 'DELETE', url: `/api/categories/${category.id}`, headers: admin.auth })
    expect(existsSync(path.join(dir, name))).toBe(false)
  })

  test('refuses other fields, non-images, unknown categories and non-staff callers, in Spanish', async () => {
    const category = await insertCategory(ctx, 'Hogar')
    const wrong = await upload(category.id, await form('productImage'))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('La imagen debe ir en el campo categoryImage.')
    const text = await upload(category.id, await form('categoryImage', 'text/plain'))
    expect(text.json()).toEqual({ message: 'Solo se aceptan archivos de imagen.', code: 'INVALID_IMAGE' })
    expect((await upload(999999, await form())).statusCode).toBe(404)
    expect((await upload(category.id, await form(), customer.auth)).statusCode).toBe(403)
    expect((await upload(category.id, await form(), {} as typeof admin.auth)).statusCode).toBe(401)
    const json = await app.inject({
      method: 'POST',
      url: `/api/categories/${category.id}/image`,
      headers: admin.auth,
      payload: {},
    })
    expect(json.statusCode).toBe(400)
    expect(
      (await app.inject({ method: 'GET', url: `/api/categories/${category.id}` })).json().image_url,
    ).toBeNull()
  })
})
