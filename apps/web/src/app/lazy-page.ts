import { lazy, type ComponentType } from 'react'

/** React.lazy for a named export (the code base has no default exports), giving one chunk per module. */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }))
}
