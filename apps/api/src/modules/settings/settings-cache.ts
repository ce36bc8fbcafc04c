import type { Setting } from '@vitrina/core/schemas/settings'
import { settingsMap } from '@vitrina/core/settings-defaults'
import type { Db } from '../../db/client'
import { cachedUntilChange } from '../../lib/cached-read'
import type { ChangeBus } from '../../lib/change-bus'
import { listStoreSettings } from './settings.service'

export const SETTINGS_TOPIC = 'settings'

export interface SettingsCache {
  list(): Promise<Setting[]>
  /** The serialized list, ready to send. */
  json(): Promise<Buffer>
  /** Key/value map with the defaults of docs/product/settings.md#setting-defaults filled in. */
  map(): Promise<Record<string, string>>
}

/**
 * Every page load reads the settings; they are read from the database once and kept until a write
 * (on any instance, through the change bus) drops them.
 */
export function createSettingsCache(db: Db, changes: ChangeBus): SettingsCache {
  const load = cachedUntilChange(changes, SETTINGS_TOPIC, async () => {
    const list = await listStoreSettings(db)
    return { list, json: Buffer.from(JSON.stringify(list)), map: settingsMap(list) }
  })
  return {
    list: async () => (await load()).list,
    json: async () => (await load()).json,
    map: async () => (await load()).map,
  }
}
