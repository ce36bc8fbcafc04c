import { createReadStream } from 'node:fs'
import { access, mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises'
import { constants } from 'node:fs'
import path from 'node:path'
import { contentTypeOf, isSafeKey, type FileStorage } from './file-storage'

/** Files under one folder of the local disk (DATA_DIR/uploads): the default, for a single instance. */
export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`clave de archivo no válida: ${key}`)
    return path.join(root, key)
  }
  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, body)
    },
    async get(key) {
      if (!isSafeKey(key)) return null
      const file = fileOf(key)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return null
      return { body: createReadStream(file), contentType: contentTypeOf(key), contentLength: info.size }
    },
    async has(key) {
      if (!isSafeKey(key)) return false
      return (await stat(fileOf(key)).catch(() => null))?.isFile() ?? false
    },
    async remove(keys) {
      await Promise.all(keys.filter(isSafeKey).map((key) => unlink(fileOf(key)).catch(() => undefined)))
    },
    async *list(prefix) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
      for (const entry of entries) {
        if (!entry.isFile()) continue
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
        if (key.startsWith(prefix)) yield key
      }
    },
    async reachable() {
      try {
        await mkdir(root, { recursive: true })
        await access(root, constants.W_OK)
        return true
      } catch {
        return false
      }
    },
  }
}
