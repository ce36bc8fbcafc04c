import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// docs/decisions/037-back-office-provider-settings.md#encryption: the merchant's provider secrets are stored
// as AES-256-GCM ciphertext. A box is `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), so a value sealed
// with the previous key (SECRETS_KEY_PREVIOUS during a rotation) is still opened and then sealed again.

const IV_BYTES = 12
const KEY_BYTES = 32

export interface SecretBox {
  seal(plaintext: string): string
  open(box: string): string
  /** True when `box` was sealed with another key than the current one (a rotation is under way). */
  stale(box: string): boolean
}

export class SecretKeyError extends Error {}

/** The key's id: 8 hex characters of its SHA-256, which says which key sealed a box without revealing it. */
const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8)

/** A SECRETS_KEY value: 32 bytes in base64 (or base64url). */
export function parseSecretsKey(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64')
  if (key.length !== KEY_BYTES)
    throw new SecretKeyError('debe ser de 32 bytes en base64 (openssl rand -base64 32)')
  return key
}

/** Without SECRETS_KEY the embedded default generates a key once and keeps it in DATA_DIR (0600). */
export function persistentSecretsKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets-key')
  if (existsSync(file)) return parseSecretsKey(readFileSync(file, 'utf8'))
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(KEY_BYTES)
  writeFileSync(file, key.toString('base64'), { mode: 0o600 })
  return key
}

export function createSecretBox(current: Buffer, previous?: Buffer): SecretBox {
  const keys = new Map([[keyId(current), current]])
  if (previous) keys.set(keyId(previous), previous)
  const currentId = keyId(current)
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', current, iv)
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'))
      return ['v1', currentId, ...parts].join('.')
    },
    open(box) {
      const [version, id, iv, tag, data] = box.split('.')
      const key = id ? keys.get(id) : undefined
      if (version !== 'v1' || !key || iv === undefined || tag === undefined || data === undefined)
        throw new SecretKeyError('el secreto guardado se cifró con otra llave (SECRETS_KEY)')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      )
    },
    stale: (box) => box.split('.')[1] !== currentId,
  }
}
