import { COMPARE_MAX_ITEMS } from './constants'

// docs/product/catalogue.md#compare: toggling removes an item if present; otherwise adds it only while fewer
// than 4 are held — a fifth is silently ignored.

export function toggleCompare<T extends { id: number }>(
  items: readonly T[],
  item: T,
  max = COMPARE_MAX_ITEMS,
): T[] {
  if (items.some((i) => i.id === item.id)) return items.filter((i) => i.id !== item.id)
  if (items.length >= max) return [...items]
  return [...items, item]
}
