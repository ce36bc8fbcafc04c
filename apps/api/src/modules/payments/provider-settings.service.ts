import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { providerSettings } from '../../db/schema'
import type { SecretBox } from '../../lib/secret-box'

// docs/decisions/037-back-office-provider-settings.md: the rows of the outside services connected from the back
// office, read and written with their secrets sealed. Nothing here knows a provider's API.

export type StoredProvider = 'wompi' | 'paypal' | 'smtp'

export interface StoredSettings {
  provider: StoredProvider
  mode: string | null
  values: Record<string, string | number>
  secrets: Record<string, string>
  status: 'verificado' | 'sin_verificar'
  statusMessage: string | null
  checkedAt: Date | null
  updatedAt: Date
}

// A row sealed with a key this server does not have reads as having no secrets (docs/operations.md#secrets-key).
function openSecrets(box: SecretBox, sealed: string): Record<string, string> {
  try {
    return JSON.parse(box.open(sealed)) as Record<string, string>
  } catch {
    return {}
  }
}

/** Every saved row with its secrets opened; a row sealed with an unknown key reads as having none. */
export async function readStoredSettings(
  db: Db,
  box: SecretBox,
): Promise<Partial<Record<StoredProvider, StoredSettings>>> {
  const rows = await db.select().from(providerSettings)
  const result: Partial<Record<StoredProvider, StoredSettings>> = {}
  for (const row of rows) {
    const secrets = openSecrets(box, row.secrets)
    result[row.provider] = {
      provider: row.provider,
      mode: row.mode,
      values: row.public_values,
      secrets,
      status: row.status,
      statusMessage: row.status_message,
      checkedAt: row.checked_at,
      updatedAt: row.updated_at,
    }
  }
  return result
}

export async function saveStoredSettings(
  db: Db,
  box: SecretBox,
  input: Omit<StoredSettings, 'updatedAt'> & { userId: string },
) {
  const row = {
    mode: input.mode,
    public_values: input.values,
    secrets: box.seal(JSON.stringify(input.secrets)),
    status: input.status,
    status_message: input.statusMessage,
    checked_at: input.checkedAt,
    updated_by: input.userId,
  }
  await db
    .insert(providerSettings)
    .values({ provider: input.provider, ...row })
    .onConflictDoUpdate({ target: providerSettings.provider, set: { ...row, updated_at: new Date() } })
}

/**
 * docs/operations.md#secrets-key: after a rotation, every row sealed with the previous key is sealed again with
 * the current one.
 */
export async function resealStoredSettings(db: Db, box: SecretBox): Promise<number> {
  const rows = await db.select().from(providerSettings)
  let resealed = 0
  for (const row of rows) {
    if (!box.stale(row.secrets)) continue
    let plaintext: string
    try {
      plaintext = box.open(row.secrets)
    } catch {
      // Sealed with a key this server does not have: left as it is, read as having no secrets.
      continue
    }
    await db
      .update(providerSettings)
      .set({ secrets: box.seal(plaintext) })
      .where(eq(providerSettings.provider, row.provider))
    resealed++
  }
  return resealed
}

/** What an answer shows of a secret: its last four characters (none of a short one), never more. */
export function maskSecret(secret: string | undefined): string | null {
  if (!secret) return null
  return secret.length >= 12 ? `••••${secret.slice(-4)}` : '••••'
}
