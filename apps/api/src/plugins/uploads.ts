import { mkdirSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { notFound } from '../lib/errors'

const YEAR_SECONDS = 365 * 24 * 60 * 60
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`

/**
 * Uploaded images under /uploads/<key> (docs/operations.md#storage). Names are generated and never reused,
 * so they cache for a year. On disk they are static files; in a bucket the server streams them, or sends
 * the browser to S3_PUBLIC_URL (a CDN in front of the bucket) when it is set.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const { s3 } = app.config
  if (!s3) {
    mkdirSync(app.config.uploadsDir, { recursive: true })
    await app.register(fastifyStatic, {
      root: app.config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: YEAR_SECONDS * 1000,
      immutable: true,
    })
    return
  }
  app.get('/uploads/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    if (s3.publicUrl) return reply.redirect(`${s3.publicUrl}/${key}`, 301)
    const file = await app.storage.get(key)
    if (!file) throw notFound('La imagen no existe.', 'FILE_NOT_FOUND')
    reply.header('cache-control', IMMUTABLE).type(file.contentType ?? 'application/octet-stream')
    if (file.contentLength !== undefined) reply.header('content-length', file.contentLength)
    return reply.send(file.body)
  })
})
