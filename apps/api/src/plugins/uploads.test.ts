import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { IMAGE_WIDTHS } from '@vitrina/core/images'
import { insertProduct } from '../test/factories/catalog'
import { buildTestApp } from '../test/build-test-app'
import { createAdmin } from '../test/factories'
import { startS3StandIn } from '../test/s3-standin'

// docs/operations.md#storage: with S3_BUCKET the uploads live in the bucket and /uploads/<key> still works.

const s3 = await startS3StandIn()
const s3Env = {
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: s3.accessKeyId!,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey!,
  S3_FORCE_PATH_STYLE: 'true',
}

describe('uploads in a bucket', () => {
  test('are streamed from the bucket with their type and a year of caching', async () => {
    const { app } = await buildTestApp(s3Env)
    expect(app.storage.kind).toBe('s3')
    await app.storage.put('products/foto-400.webp', Buffer.from('webp'), 'image/webp')
    const res = await app.inject({ method: 'GET', url: '/uploads/products/foto-400.webp' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.body).toBe('webp')

    const missing = await app.inject({ method: 'GET', url: '/uploads/products/no-existe.webp' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'FILE_NOT_FOUND', message: 'La imagen no existe.' })
    const escape = await app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fsecreto' })
    expect(escape.statusCode).toBe(404)
  })

  test('an image uploaded through one instance is served by another, and deleted for both', async () => {
    const shared = { ...s3Env, JWT_SECRET: 'un-secreto-comun-de-al-menos-32-caracteres' }
    const a = await buildTestApp(shared)
    const b = await buildTestApp(shared, { shareDatabaseWith: a })
    const admin = await createAdmin(a)
    const product = await insertProduct(a, { name: 'Morral de lona' })
    const body = new FormData()
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#1D4ED8' } })
      .png()
      .toBuffer()
    body.append('productImage', new Blob([png], { type: 'image/png' }), 'morral.png')
    const uploaded = await a.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/images`,
      headers: admin.auth,
      payload: body as never,
    })
    expect(uploaded.statusCode).toBe(201)
    const image = uploaded.json().images[0] as { id: number; image_url: string }
    const base = image.image_url.replace(/\.webp$/, '')
    // The largest width keeps the plain name; the smaller ones carry their width.
    const smaller = IMAGE_WIDTHS.filter((w) => w < Math.max(...IMAGE_WIDTHS))
    for (const name of [image.image_url, ...smaller.map((w) => `${base}-${w}.webp`)]) {
      const served = await b.app.inject({ method: 'GET', url: `/uploads/products/${name}` })
      expect(served.statusCode, name).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
    }
    expect(await a.app.storage.has(`products/${image.image_url}`)).toBe(true)
    const deleted = await b.app.inject({
      method: 'DELETE',
      url: `/api/products/images/${image.id}`,
      headers: admin.auth,
    })
    expect(deleted.statusCode).toBeLessThan(300)
    expect(
      (await a.app.inject({ method: 'GET', url: `/uploads/products/${image.image_url}` })).statusCode,
    ).toBe(404)
  })

  test('send the browser to S3_PUBLIC_URL when a CDN serves the bucket', async () => {
    const { app } = await buildTestApp({ ...s3Env, S3_PUBLIC_URL: 'https://cdn.tienda.co/imagenes/' })
    const res = await app.inject({ method: 'GET', url: '/uploads/products/foto-400.webp' })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('https://cdn.tienda.co/imagenes/products/foto-400.webp')
  })

  test('count in readiness: a bucket that does not answer makes the instance not ready', async () => {
    const { app } = await buildTestApp({ ...s3Env, S3_BUCKET: 'bucket-que-no-existe' })
    const res = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(503)
    expect(res.json().checks.storage).toBe('falla')
  })

  test('the S3 variables are checked at start-up', async () => {
    await expect(buildTestApp({ S3_ENDPOINT: s3.endpoint })).rejects.toThrow('falta el bucket')
    await expect(buildTestApp({ S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: 'x' })).rejects.toThrow(
      'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas',
    )
  })
})
