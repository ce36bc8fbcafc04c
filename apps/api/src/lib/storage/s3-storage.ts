import type { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { isSafeKey, type FileStorage } from './file-storage'

export interface S3Settings {
  bucket: string
  region: string
  endpoint: string | undefined
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  forcePathStyle: boolean
}

// Names never change once written (generated ids), so browsers and CDNs may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable'
// S3 deletes at most this many keys per request.
const DELETE_BATCH = 1000

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...), shared by every
 * instance of a scaled-out store (docs/operations.md#storage). Checksums are sent only where the API
 * requires them: several S3-compatible services refuse the SDK's newer default trailers.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  return {
    kind: 's3',
    async put(key, body, contentType) {
      if (!isSafeKey(key)) throw new Error(`clave de archivo no válida: ${key}`)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      )
    },
    async get(key) {
      if (!isSafeKey(key)) return null
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        return {
          body: found.Body as Readable,
          contentType: found.ContentType,
          contentLength: found.ContentLength,
        }
      } catch (err) {
        if (isMissing(err)) return null
        throw err
      }
    },
    async has(key) {
      if (!isSafeKey(key)) return false
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (err) {
        if (isMissing(err)) return false
        throw err
      }
    },
    async remove(keys) {
      const safe = keys.filter(isSafeKey)
      for (let start = 0; start < safe.length; start += DELETE_BATCH) {
        const Objects = safe.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }))
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }))
      }
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        )
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    async reachable() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }))
        return true
      } catch {
        return false
      }
    },
  }
}

function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  )
}
