import { inArray, sql } from 'drizzle-orm'
import { SETTING_KEYS, type Setting, type SettingsUpdate } from '@vitrina/core/schemas/settings'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { sellerSettingsOf } from '../fiscal/fiscal-profile.service'

/**
 * Public settings only (docs/product/settings.md#settings-api: GET /api/settings); unknown or internal keys
 * never leave the server.
 */
export async function listPublicSettings(db: Db): Promise<Setting[]> {
  return db
    .select({ setting_key: settings.setting_key, setting_value: settings.setting_value })
    .from(settings)
    .where(inArray(settings.setting_key, SETTING_KEYS))
    .orderBy(settings.setting_key)
}

/** What GET /api/settings sends: the public settings and who sells (docs/product/consumer-rights.md#quien-vende). */
export async function listStoreSettings(db: Db): Promise<Setting[]> {
  const [list, seller] = await Promise.all([listPublicSettings(db), sellerSettingsOf(db)])
  return [...list, ...seller]
}

/** Write a validated list of settings in one statement (all or nothing). */
export async function updateSettings(db: Db, items: SettingsUpdate): Promise<void> {
  await db
    .insert(settings)
    .values(
      items.map(({ setting_key, setting_value }) => ({ setting_key, setting_value: setting_value.trim() })),
    )
    .onConflictDoUpdate({
      target: settings.setting_key,
      set: { setting_value: sql`excluded.setting_value`, updated_at: sql`now()` },
    })
}
