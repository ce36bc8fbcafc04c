/**
 * One client per configuration: the same options give back the same client (and its token cache), new ones
 * build a new client. The options stay in memory only.
 */
export function memoByOptions<O, C>(build: (options: O) => C): (options: O) => C {
  let last: { key: string; client: C } | null = null
  return (options) => {
    const key = JSON.stringify(options)
    if (last?.key !== key) last = { key, client: build(options) }
    return last.client
  }
}
