import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll } from 'vitest'
import type { S3Settings } from '../lib/storage/s3-storage'

// A local S3-compatible server (s3rver) for the storage tests: the product code talks to it with the real
// AWS client, as it would to a bucket in production. Stopped after the file's tests.

/** The stand-in with these buckets; the settings name the first one. */
export async function startS3StandIn(
  buckets: string[] = ['vitrina-test'],
): Promise<S3Settings & { endpoint: string }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vitrina-s3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  })
  const { port } = await server.run()
  afterAll(async () => {
    await server.close()
    rmSync(directory, { recursive: true, force: true })
  })
  return {
    bucket: buckets[0]!,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }
}
