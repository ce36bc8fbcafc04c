import type { ChangeBus } from './change-bus'

/**
 * A read kept in memory until `topic` is published on the change bus (by a write on any instance): read
 * from the database once, shared by the callers that ask meanwhile, and read again after the news. A
 * failed read is not kept. With `maxAgeMs` it is also read again once that old, for data another instance
 * may change while no Redis carries the news (docs/decisions/037-back-office-provider-settings.md#cache).
 */
export function cachedUntilChange<T>(
  changes: ChangeBus,
  topic: string,
  load: () => Promise<T>,
  options: { maxAgeMs?: number; now?: () => number } = {},
): () => Promise<T> {
  const now = options.now ?? Date.now
  let loading: Promise<T> | null = null
  let loadedAt = 0
  changes.subscribe(topic, () => {
    loading = null
  })
  return () => {
    if (loading && options.maxAgeMs !== undefined && now() - loadedAt >= options.maxAgeMs) loading = null
    if (!loading) {
      loadedAt = now()
      loading = load().catch((err: unknown) => {
        loading = null
        throw err
      })
    }
    return loading
  }
}
