import type { ChangeBus } from './change-bus'

/**
 * A read kept in memory until `topic` is published on the change bus (by a write on any instance): read
 * from the database once, shared by the callers that ask meanwhile, and read again after the news. A
 * failed read is not kept.
 */
export function cachedUntilChange<T>(
  changes: ChangeBus,
  topic: string,
  load: () => Promise<T>,
): () => Promise<T> {
  let loading: Promise<T> | null = null
  changes.subscribe(topic, () => {
    loading = null
  })
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = null
      throw err
    })
    return loading
  }
}
