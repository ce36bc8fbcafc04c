import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { createSecretBox, parseSecretsKey, persistentSecretsKey, SecretKeyError } from './secret-box'

// docs/decisions/037-back-office-provider-settings.md#encryption

describe('secret box', () => {
  const key = randomBytes(32)

  test('seals with AES-256-GCM: the box holds no plaintext, differs each time and opens to the secret', () => {
    const box = createSecretBox(key)
    const one = box.seal('prv_test_muy_secreta')
    const two = box.seal('prv_test_muy_secreta')
    expect(one).not.toContain('prv_test')
    expect(one).not.toBe(two)
    expect(one.startsWith('v1.')).toBe(true)
    expect(box.open(one)).toBe('prv_test_muy_secreta')
  })

  test('a tampered box or another key does not open', () => {
    const box = createSecretBox(key)
    const sealed = box.seal('secreto')
    const parts = sealed.split('.')
    parts[4] = Buffer.from('otra cosa').toString('base64url')
    expect(() => box.open(parts.join('.'))).toThrow()
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow(SecretKeyError)
  })

  test('rotation: the previous key still opens its boxes, which are stale until sealed again', () => {
    const previous = createSecretBox(key)
    const sealed = previous.seal('secreto viejo')
    const rotated = createSecretBox(randomBytes(32), key)
    expect(rotated.stale(sealed)).toBe(true)
    expect(rotated.open(sealed)).toBe('secreto viejo')
    const again = rotated.seal(rotated.open(sealed))
    expect(rotated.stale(again)).toBe(false)
  })

  test('SECRETS_KEY must be 32 bytes in base64', () => {
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key)
    expect(() => parseSecretsKey('corta')).toThrow(/32 bytes/)
  })

  test('without SECRETS_KEY a key is generated once in DATA_DIR, readable only by its owner', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-secrets-'))
    const first = persistentSecretsKey(dir)
    expect(first).toHaveLength(32)
    expect(persistentSecretsKey(dir)).toEqual(first)
    const file = path.join(dir, 'secrets-key')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toBe(first.toString('base64'))
  })
})
