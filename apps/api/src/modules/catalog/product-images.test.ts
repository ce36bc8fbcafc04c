import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { staffTestApp } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'

// docs/product/catalogue.md#product-images: images by file (multipart, field productImage) and by URL.

// The machine has no DNS: the names links use resolve from this table (lib/public-host.ts reads it).
const { ctx, app, admin, employee, customer } = await staffTestApp(
  {},
  {
    hosts: {
      'cdn.tienda.co': ['93.184.216.34'],
      'a.co': ['93.184.216.35'],
      'interno.tienda.co': ['10.0.0.7'],
      'mixto.tienda.co': ['93.184.216.36', 'fd00::1'],
    },
  },
)
const dir = path.join(ctx.config.uploadsDir, 'products')

const png = (width = 64) =>
  sharp({ create: { width, height: width, channels: 3, background: '#EF4444' } })
    .png()
    .toBuffer()

function form(files: { field?: string; data: Buffer; type?: string; name?: string }[]) {
  const body = new FormData()
  for (const file of files) {
    body.append(
      file.field ?? 'productImage',
      new Blob([file.data], { type: file.type ?? 'image/png' }),
      file.name ?? 'foto.png',
    )
  }
  return body
}

const upload = (id: number, body: FormData | object, headers = admin.auth) =>
  app.inject({ method: 'POST', url: `/api/products/${id}/images`, headers, payload: body as never })

describe('POST /api/products/{id}/images', () => {
  test('re-encodes each file to WebP at every width; the first image is the primary one', async () => {
    const product = await insertProduct(ctx, { name: 'Mochila' })
    const res = await upload(product.id, form([{ data: await png() }, { data: await png(32) }]))
    expect(res.statusCode).toBe(201)
    const images = res.json().images as { id: number; image_url: string; is_primary: boolean }[]
    expect(images).toHaveLength(2)
    expect(images[0]!.is_primary).toBe(true)
    expect(images[1]!.is_primary).toBe(false)
    for (const image of images) {
      expect(image.image_url).toMatch(/^[\w-]+\.webp$/)
      expect(existsSync(path.join(dir, image.image_url))).toBe(true)
      expect(existsSync(path.join(dir, image.image_url.replace('.webp', '-480.webp')))).toBe(true)
    }
    const more = await upload(product.id, form([{ data: await png() }]))
    expect(more.json().images.filter((i: { is_primary: boolean }) => i.is_primary)).toHaveLength(1)
  })

  test('refuses what is not an image, and stores nothing', async () => {
    const product = await insertProduct(ctx, { name: 'Cartera' })
    const before = existsSync(dir) ? readdirSync(dir).length : 0
    const fake = await upload(
      product.id,
      form([{ data: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' }]),
    )
    expect(fake.statusCode).toBe(400)
    expect(fake.json().message).toBe('El archivo no es una imagen válida.')
    const pdf = await upload(product.id, form([{ data: Buffer.from('%PDF-1.4'), type: 'application/pdf' }]))
    expect(pdf.json().message).toBe('Solo se aceptan archivos de imagen.')
    const mixed = await upload(
      product.id,
      form([{ data: await png() }, { data: Buffer.from('x'), type: 'text/plain' }]),
    )
    expect(mixed.statusCode).toBe(400)
    expect(existsSync(dir) ? readdirSync(dir).length : 0).toBe(before)
  })

  test('refuses a wrong field, no file, a JSON body and files over 8 MB', async () => {
    const product = await insertProduct(ctx, { name: 'Billetera' })
    const wrong = await upload(product.id, form([{ field: 'imagen', data: await png() }]))
    expect(wrong.json().message).toBe('La imagen debe ir en el campo productImage.')
    expect((await upload(product.id, new FormData())).json().message).toBe(
      'Adjunta al menos una imagen en el campo productImage.',
    )
    const json = await upload(product.id, { productImage: 'x' })
    expect(json.statusCode).toBe(400)
    const huge = await upload(product.id, form([{ data: Buffer.alloc(9 * 1024 * 1024) }]))
    expect(huge.statusCode).toBe(413)
    expect(huge.json().code).toBe('IMAGE_TOO_LARGE')
  })

  test('refuses SVG, by its type or by its content', async () => {
    const product = await insertProduct(ctx, { name: 'Afiche' })
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    )
    for (const type of ['image/svg+xml', 'image/png']) {
      const res = await upload(product.id, form([{ data: svg, type, name: 'afiche.svg' }]))
      expect(res.statusCode, type).toBe(400)
      expect(res.json()).toEqual({
        message: 'No se aceptan imágenes SVG. Sube una foto en JPG, PNG o WebP.',
        code: 'SVG_NOT_ALLOWED',
      })
    }
  })

  test('more files than the route takes is 400 and stores none', async () => {
    const product = await insertProduct(ctx, { name: 'Álbum' })
    const before = existsSync(dir) ? readdirSync(dir).length : 0
    const files = await Promise.all(Array.from({ length: 11 }, () => png(16)))
    const res = await upload(product.id, form(files.map((data) => ({ data }))))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      message: 'Puedes subir hasta 10 imágenes por envío.',
      code: 'TOO_MANY_FILES',
    })
    expect(existsSync(dir) ? readdirSync(dir).length : 0).toBe(before)
  })

  test('404 for an unknown product, staff only', async () => {
    expect((await upload(999999, form([{ data: await png() }]))).statusCode).toBe(404)
    const product = await insertProduct(ctx, { name: 'Reloj' })
    expect((await upload(product.id, form([{ data: await png() }]), customer.auth)).statusCode).toBe(403)
    expect(
      (await upload(product.id, form([{ data: await png() }]), {} as typeof admin.auth)).statusCode,
    ).toBe(401)
  })
})

const byUrl = (id: number, payload: object, headers = admin.auth) =>
  app.inject({ method: 'POST', url: `/api/products/${id}/images/url`, headers, payload })
const detailImages = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json().images as unknown[]

describe('POST /api/products/{id}/images/url', () => {
  test('refuses links to private, loopback and link-local hosts, and credentials (docs/security.md)', async () => {
    const product = await insertProduct(ctx, { name: 'Bolso' })
    for (const [imageUrl, message] of [
      ['https://127.0.0.1/a.jpg', 'El enlace de la imagen debe apuntar a un servidor público de internet.'],
      ['https://2130706433/a.jpg', 'El enlace de la imagen debe apuntar a un servidor público de internet.'],
      ['https://10.1.2.3/a.jpg', 'El enlace de la imagen debe apuntar a un servidor público de internet.'],
      [
        'https://192.168.0.10/a.jpg',
        'El enlace de la imagen debe apuntar a un servidor público de internet.',
      ],
      [
        'https://169.254.169.254/latest/meta-data',
        'El enlace de la imagen debe apuntar a un servidor público de internet.',
      ],
      ['https://[::1]/a.jpg', 'El enlace de la imagen debe apuntar a un servidor público de internet.'],
      ['https://[fe80::1]/a.jpg', 'El enlace de la imagen debe apuntar a un servidor público de internet.'],
      [
        'https://[fd12:3456::1]/a.jpg',
        'El enlace de la imagen debe apuntar a un servidor público de internet.',
      ],
      [
        'https://[::ffff:127.0.0.1]/a.jpg',
        'El enlace de la imagen debe apuntar a un servidor público de internet.',
      ],
      ['https://localhost/a.jpg', 'El enlace de la imagen debe apuntar a un servidor público de internet.'],
      [
        'https://interno.tienda.co/a.jpg',
        'El enlace de la imagen debe apuntar a un servidor público de internet.',
      ],
      [
        'https://mixto.tienda.co/a.jpg',
        'El enlace de la imagen debe apuntar a un servidor público de internet.',
      ],
      [
        'https://ana:clave@cdn.tienda.co/a.jpg',
        'El enlace de la imagen no puede incluir usuario ni contraseña.',
      ],
      [
        'https://no-existe.tienda.co/a.jpg',
        'No se encontró el servidor del enlace de la imagen. Revisa la dirección.',
      ],
    ]) {
      const res = await byUrl(product.id, { imageUrl: imageUrl! })
      expect(res.statusCode, imageUrl).toBe(400)
      expect(res.json().message, imageUrl).toBe(message)
    }
    expect((await detailImages(product.id)).length).toBe(0)
  })

  test('stores an https URL as it is', async () => {
    const product = await insertProduct(ctx, { name: 'Sombrero' })
    const res = await byUrl(product.id, { imageUrl: 'https://cdn.tienda.co/sombrero.jpg' })
    expect(res.statusCode).toBe(201)
    expect(res.json().images).toEqual([
      {
        id: expect.any(Number),
        image_url: 'https://cdn.tienda.co/sombrero.jpg',
        is_primary: true,
        option_value_id: null,
      },
    ])
  })

  test('refuses other schemes and bad bodies, in Spanish', async () => {
    const product = await insertProduct(ctx, { name: 'Poncho' })
    for (const imageUrl of ['http://cdn.tienda.co/a.jpg', 'javascript:alert(1)', 'no es un enlace']) {
      const res = await byUrl(product.id, { imageUrl })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('El enlace de la imagen debe empezar por https://.')
    }
    expect((await byUrl(product.id, {})).json().message).toBe('Ingresa el enlace de la imagen.')
    expect((await byUrl(product.id, { imageUrl: 'https://a.co/x.jpg' }, customer.auth)).statusCode).toBe(403)
    expect((await byUrl(999999, { imageUrl: 'https://a.co/x.jpg' })).statusCode).toBe(404)
  })
})

describe('DELETE /api/products/images/{imageId}', () => {
  test('removes the image and its files; the next image becomes primary', async () => {
    const product = await insertProduct(ctx, { name: 'Ruana' })
    const uploaded = (await upload(product.id, form([{ data: await png() }]))).json().images[0]
    await app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/images/url`,
      headers: admin.auth,
      payload: { imageUrl: 'https://cdn.tienda.co/ruana.jpg' },
    })
    const del = (imageId: number, headers = admin.auth) =>
      app.inject({ method: 'DELETE', url: `/api/products/images/${imageId}`, headers })
    expect((await del(uploaded.id, customer.auth)).statusCode).toBe(403)
    const res = await del(uploaded.id)
    expect(res.statusCode).toBe(200)
    expect(res.json().images).toEqual([
      expect.objectContaining({ image_url: 'https://cdn.tienda.co/ruana.jpg', is_primary: true }),
    ])
    expect(existsSync(path.join(dir, uploaded.image_url))).toBe(false)
    expect(existsSync(path.join(dir, uploaded.image_url.replace('.webp', '-800.webp')))).toBe(false)
    expect((await del(uploaded.id)).statusCode).toBe(404)
    expect((await del(0)).statusCode).toBe(404)
  })
})

describe('PUT /api/products/images/{imageId}/primary', () => {
  const primary = (imageId: number, headers = admin.auth) =>
    app.inject({ method: 'PUT', url: `/api/products/images/${imageId}/primary`, headers })

  test('the chosen image becomes the only primary one and comes first', async () => {
    const product = await insertProduct(ctx, {
      name: 'Mochila wayuu',
      images: ['https://cdn.tienda.co/a.jpg', 'https://cdn.tienda.co/b.jpg', 'https://cdn.tienda.co/c.jpg'],
    })
    const before = (await app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json()
    const third = before.images[2]
    const res = await primary(third.id, employee.auth)
    expect(res.statusCode).toBe(200)
    expect(
      res.json().images.map((i: { image_url: string; is_primary: boolean }) => [i.image_url, i.is_primary]),
    ).toEqual([
      ['https://cdn.tienda.co/c.jpg', true],
      ['https://cdn.tienda.co/a.jpg', false],
      ['https://cdn.tienda.co/b.jpg', false],
    ])
    // The storefront sees it at once (the cached detail is dropped).
    const shop = await app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    expect(shop.json().images[0].image_url).toBe('https://cdn.tienda.co/c.jpg')
    expect((await primary(third.id)).json().images[0].is_primary).toBe(true)
  })

  test('staff only; unknown or out-of-range image 404; malformed id 400', async () => {
    const product = await insertProduct(ctx, { name: 'Chinchorro', images: ['https://cdn.tienda.co/x.jpg'] })
    const [image] = (await app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().images
    expect((await primary(image.id, {} as typeof admin.auth)).statusCode).toBe(401)
    const refused = await primary(image.id, customer.auth)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('No tienes permiso para realizar esta acción.')
    expect((await primary(999999)).json()).toEqual({
      message: 'Imagen no encontrada.',
      code: 'IMAGE_NOT_FOUND',
    })
    expect((await primary(0)).statusCode).toBe(404)
    expect((await primary('x' as unknown as number)).statusCode).toBe(400)
    expect(
      (
        await app.inject({ method: 'PUT', url: '/api/products/images/abc/primary', headers: admin.auth })
      ).json().message,
    ).toBe('Identificador inválido.')
  })
})
