import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import type { ProfileImage } from '@vitrina/core/schemas/profile'
import { buildTestApp } from '../../test/build-test-app'
import { createUser, type TestUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'

// docs/product/account.md#profile-photos (one primary; it cannot be deleted nor set primary again) and
// docs/product/account.md#profile-photos photo messages.

const ctx = await buildTestApp()
const { app } = ctx
const dir = path.join(ctx.config.uploadsDir, 'profiles')

const png = (width = 64) =>
  sharp({ create: { width, height: width, channels: 3, background: '#0F766E' } })
    .png()
    .toBuffer()

function form(data: Buffer, options: { field?: string; type?: string } = {}) {
  const body = new FormData()
  body.append(
    options.field ?? 'profileImage',
    new Blob([data], { type: options.type ?? 'image/png' }),
    'yo.png',
  )
  return body
}

const upload = (user: TestUser | null, body: FormData | object) =>
  app.inject({
    method: 'POST',
    url: '/api/profile/images',
    headers: user ? user.auth : {},
    payload: body as never,
  })
const list = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/profile/images', headers: user.auth })).json<ProfileImage[]>()
const call = (method: 'PUT' | 'DELETE', url: string, user: TestUser | null) =>
  app.inject({ method, url, headers: user ? user.auth : {} })
const me = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).json().user

describe('profile images', () => {
  test('the first upload is re-encoded to WebP and becomes the primary and the session image', async () => {
    const ana = await createUser(ctx)
    const res = await upload(ana, form(await png()))
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.message).toBe('¡Foto añadida!')
    expect(body.image).toMatchObject({ is_primary: true })
    expect(body.image.image_url).toMatch(/^[\w-]+\.webp$/)
    expect(body.profile_image_url).toBe(body.image.image_url)
    expect(existsSync(path.join(dir, body.image.image_url))).toBe(true)
    expect((await me(ana)).profile_image_url).toBe(body.image.image_url)

    // A second photo is not the primary; the session keeps the first.
    const second = (await upload(ana, form(await png(32)))).json()
    expect(second.image.is_primary).toBe(false)
    expect(second.profile_image_url).toBe(body.image.image_url)
    expect((await list(ana)).map((i) => i.id)).toEqual([body.image.id, second.image.id])
  })

  test('set primary answers new_primary_image_url, and reviews show the new photo at once', async () => {
    const ana = await createUser(ctx)
    const first = (await upload(ana, form(await png()))).json().image as ProfileImage
    const second = (await upload(ana, form(await png(48)))).json().image as ProfileImage
    const product = await insertProduct(ctx, { name: 'Sandalias' })
    await app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers: ana.auth,
      payload: { rating: 5, comment: 'Muy cómodas' },
    })
    const reviewImage = async () =>
      (await app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().reviews[0]
        .profile_image_url
    expect(await reviewImage()).toBe(first.image_url)

    const res = await call('PUT', `/api/profile/images/${second.id}/primary`, ana)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      message: 'Foto principal actualizada.',
      new_primary_image_url: second.image_url,
    })
    expect((await list(ana)).filter((i) => i.is_primary).map((i) => i.id)).toEqual([second.id])
    expect((await me(ana)).profile_image_url).toBe(second.image_url)
    expect(await reviewImage()).toBe(second.image_url)

    const again = await call('PUT', `/api/profile/images/${second.id}/primary`, ana)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Esta foto ya es tu foto principal.')
  })

  test('delete: not the primary (409); another photo goes with its files', async () => {
    const ana = await createUser(ctx)
    const first = (await upload(ana, form(await png()))).json().image as ProfileImage
    const second = (await upload(ana, form(await png(40)))).json().image as ProfileImage
    const refused = await call('DELETE', `/api/profile/images/${first.id}`, ana)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'No puedes eliminar tu foto principal. Elige otra como principal primero.',
    )

    const res = await call('DELETE', `/api/profile/images/${second.id}`, ana)
    expect(res.json()).toEqual({ message: 'Foto eliminada.' })
    expect(existsSync(path.join(dir, second.image_url))).toBe(false)
    expect((await list(ana)).map((i) => i.id)).toEqual([first.id])
  })

  test("another customer's photo is out of reach (404)", async () => {
    const ana = await createUser(ctx)
    const luis = await createUser(ctx)
    await upload(ana, form(await png()))
    const photo = (await upload(ana, form(await png(24)))).json().image as ProfileImage
    expect((await call('DELETE', `/api/profile/images/${photo.id}`, luis)).statusCode).toBe(404)
    const res = await call('PUT', `/api/profile/images/${photo.id}/primary`, luis)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Foto no encontrada.')
    expect(await list(luis)).toEqual([])
    expect((await list(ana)).length).toBe(2)
  })

  test('only images, in the right field, within 5 MB; nothing is stored otherwise', async () => {
    const ana = await createUser(ctx)
    const fake = await upload(ana, form(Buffer.from('<svg onload=alert(1)>')))
    expect(fake.statusCode).toBe(400)
    expect(fake.json().message).toBe('El archivo no es una imagen válida.')
    const pdf = await upload(ana, form(Buffer.from('%PDF-1.4'), { type: 'application/pdf' }))
    expect(pdf.json().message).toBe('Solo se aceptan archivos de imagen.')
    const wrong = await upload(ana, form(await png(), { field: 'foto' }))
    expect(wrong.json().message).toBe('La foto debe ir en el campo profileImage.')
    expect((await upload(ana, new FormData())).json().message).toBe(
      'Adjunta una foto en el campo profileImage.',
    )
    expect((await upload(ana, { profileImage: 'x' })).json().code).toBe('NOT_MULTIPART')
    const huge = await upload(ana, form(Buffer.alloc(6 * 1024 * 1024)))
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toBe('La foto puede pesar como máximo 5 MB.')
    expect(await list(ana)).toEqual([])
  })

  test('one photo per request: two files are refused and nothing is stored', async () => {
    const ana = await createUser(ctx)
    const body = form(await png(16))
    body.append('profileImage', new Blob([await png(16)], { type: 'image/png' }), 'otra.png')
    const res = await upload(ana, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'Envía una sola foto a la vez.', code: 'TOO_MANY_FILES' })
    expect(await list(ana)).toEqual([])
  })

  test('a multipart body without a boundary or cut short is 400, not 500', async () => {
    const ana = await createUser(ctx)
    for (const [type, payload] of [
      ['multipart/form-data', '--x\r\n'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\n\r\nabc',
      ],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/profile/images',
        headers: { ...ana.auth, 'content-type': type! },
        payload: payload!,
      })
      expect(res.statusCode, type).toBeLessThan(500)
      expect(res.statusCode, type).toBeGreaterThanOrEqual(400)
    }
    expect(await list(ana)).toEqual([])
  })

  test('at most 10 photos', async () => {
    const ana = await createUser(ctx)
    const image = await png(16)
    for (let i = 0; i < 10; i++) expect((await upload(ana, form(image))).statusCode).toBe(201)
    const res = await upload(ana, form(image))
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Puedes tener hasta 10 fotos. Elimina alguna para subir otra.')
  })

  test('without a session every call is 401; bad ids 400', async () => {
    const ana = await createUser(ctx)
    expect((await app.inject({ method: 'GET', url: '/api/profile/images' })).statusCode).toBe(401)
    expect((await upload(null, form(await png()))).statusCode).toBe(401)
    expect((await call('DELETE', '/api/profile/images/1', null)).statusCode).toBe(401)
    expect((await call('PUT', '/api/profile/images/1/primary', null)).statusCode).toBe(401)
    expect((await call('DELETE', '/api/profile/images/x', ana)).json().message).toBe(
      'Identificador inválido.',
    )
  })
})
