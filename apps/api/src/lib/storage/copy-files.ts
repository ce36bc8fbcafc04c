import { buffer } from 'node:stream/consumers'
import { contentTypeOf, type FileStorage } from './file-storage'

/**
 * Copies every file of `from` that `to` lacks (npm run storage:migrate, docs/operations.md#storage). Files
 * already there are left alone, so a run cut short is finished by running it again.
 */
export async function copyMissingFiles(
  from: FileStorage,
  to: FileStorage,
): Promise<{ copied: number; skipped: number }> {
  let copied = 0
  let skipped = 0
  for await (const key of from.list('')) {
    if (await to.has(key)) {
      skipped += 1
      continue
    }
    const file = await from.get(key)
    if (!file) continue
    await to.put(key, await buffer(file.body), file.contentType ?? contentTypeOf(key))
    copied += 1
  }
  return { copied, skipped }
}
