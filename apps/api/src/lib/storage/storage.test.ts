import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { describe, expect, test } from 'vitest'
import { startS3StandIn } from '../../test/s3-standin'
import { copyMissingFiles } from './copy-files'
import { diskStorage } from './disk-storage'
import type { FileStorage } from './file-storage'
import { s3Storage } from './s3-storage'

// docs/operations.md#storage: the disk and the bucket keep the same promises, checked by one suite.

const s3 = await startS3StandIn(['vitrina-test', 'vitrina-migrate'])
const storages: [string, FileStorage][] = [
  ['disk', diskStorage(mkdtempSync(path.join(tmpdir(), 'vitrina-disk-')))],
  ['s3', s3Storage(s3)],
]

describe.each(storages)('%s storage', (_kind, storage) => {
  test('keeps a file and gives it back with its type', async () => {
    await storage.put('products/abc-400.webp', Buffer.from('imagen'), 'image/webp')
    const stored = await storage.get('products/abc-400.webp')
    expect(stored?.contentType).toBe('image/webp')
    expect(stored?.contentLength).toBe(6)
    expect(await text(stored!.body)).toBe('imagen')
    expect(await storage.has('products/abc-400.webp')).toBe(true)
  })

  test('a missing file is null, not an error', async () => {
    expect(await storage.get('products/no-existe.webp')).toBeNull()
    expect(await storage.has('products/no-existe.webp')).toBe(false)
  })

  test('lists by prefix and removes what exists, ignoring what does not', async () => {
    await storage.put('profiles/u1.webp', Buffer.from('a'), 'image/webp')
    await storage.put('profiles/u2.webp', Buffer.from('b'), 'image/webp')
    const listed: string[] = []
    for await (const key of storage.list('profiles/')) listed.push(key)
    expect(listed.sort()).toEqual(['profiles/u1.webp', 'profiles/u2.webp'])
    await storage.remove(['profiles/u1.webp', 'profiles/fantasma.webp'])
    expect(await storage.has('profiles/u1.webp')).toBe(false)
    expect(await storage.has('profiles/u2.webp')).toBe(true)
  })

  test('never reads or writes outside its folder or bucket prefix', async () => {
    for (const key of ['../secreto', 'products/../../x', '/etc/passwd', 'a//b', 'a\\b', ''])
      expect(await storage.get(key)).toBeNull()
    await expect(storage.put('../fuera.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'clave de archivo no válida',
    )
  })

  test('is reachable', async () => {
    expect(await storage.reachable()).toBe(true)
  })
})

test('a bucket that does not exist is not reachable', async () => {
  expect(await s3Storage({ ...s3, bucket: 'no-existe' }).reachable()).toBe(false)
})

test('storage:migrate copies what the bucket lacks and is safe to run again', async () => {
  const disk = diskStorage(mkdtempSync(path.join(tmpdir(), 'vitrina-disk-')))
  const bucket = s3Storage({ ...s3, bucket: 'vitrina-migrate' })
  await disk.put('products/p1.webp', Buffer.from('uno'), 'image/webp')
  await disk.put('products/p1-400.webp', Buffer.from('uno chico'), 'image/webp')
  await disk.put('profiles/u1.webp', Buffer.from('perfil'), 'image/webp')
  expect(await copyMissingFiles(disk, bucket)).toEqual({ copied: 3, skipped: 0 })
  expect(await text((await bucket.get('products/p1-400.webp'))!.body)).toBe('uno chico')
  await disk.put('products/p2.webp', Buffer.from('dos'), 'image/webp')
  expect(await copyMissingFiles(disk, bucket)).toEqual({ copied: 1, skipped: 3 })
})
