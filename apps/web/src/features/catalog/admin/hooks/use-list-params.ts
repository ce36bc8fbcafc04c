import { useEffect, useRef } from 'react'
import { useSearchParams, type To } from 'react-router'

/**
 * A back-office list's filters and page, kept in the query string so a filtered page can be shared,
 * reloaded and reached with Back. Changing a filter returns to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams()
  // The admin routes have a loader, so a navigation lands a moment later: a second change made before
  // then (two filters in a row) must build on the first, not on the URL still shown.
  const latest = useRef(params)
  useEffect(() => {
    latest.current = params
  }, [params])
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)

  const setFilters = (patch: Partial<Record<K, string>>) => {
    const next = new URLSearchParams(latest.current)
    for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    next.delete('page')
    latest.current = next
    setParams(next, { replace: true })
  }

  const clear = () => setFilters(Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>)

  const pageTo = (target: number): To => {
    const next = new URLSearchParams(params)
    if (target > 1) next.set('page', String(target))
    else next.delete('page')
    const search = next.toString()
    return { search: search ? `?${search}` : '' }
  }

  const filtered = keys.some((key) => values[key] !== '')
  return { values, page, setFilters, clear, pageTo, filtered }
}

/** One page of a list the server sends whole (categories, future products). */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  const current = Math.min(page, pageCount)
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount }
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Whether any of the texts contains the search, ignoring case and accents ('cafe' finds 'Café'). */
export function textMatches(search: string, ...texts: (string | null | undefined)[]): boolean {
  const wanted = plain(search.trim())
  return !wanted || texts.some((text) => text && plain(text).includes(wanted))
}
