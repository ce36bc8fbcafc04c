import { describe, expect, test } from 'vitest'
import { buildTestApp } from '../test/build-test-app'
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
