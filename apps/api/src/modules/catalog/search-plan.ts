import type { Lexicon } from './search-lexicon'
import { synonymsOf } from './search-synonyms'
import { STOPWORDS, words } from './search-text'

const MAX_WORDS = 6

/** One word of the query: the word itself (and its prefix when it is the last one), plus alternatives. */
export interface SearchGroup {
  /** The word, its synonyms and its likely corrections, as to_tsquery terms. */
  terms: string[]
  /** Only what the shopper typed: matching it ranks above matching an alternative. */
  typed: string[]
}

/**
 * A search as PostgreSQL runs it: one to_tsquery('spanish', ...) per word of the query; the last word
 * also matches as a prefix (the header searches while typing). `text` is the folded query for trigram
 * similarity on names, `sku` the query as typed for exact SKU matches.
 */
export interface SearchPlan {
  text: string
  sku: string
  groups: SearchGroup[]
}

/** Lowercased, accent-free, single-spaced: equal for queries that search the same thing. */
export function normalizeSearch(raw: string): string {
  return words(raw).join(' ')
}

export function planSearch(raw: string, lexicon: Lexicon): SearchPlan | null {
  const normalized = normalizeSearch(raw)
  const tokens = normalized
    .split(' ')
    .filter((w) => w && !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w)))
    .slice(0, MAX_WORDS)
  if (!tokens.length) return null
  const groups = tokens.map((token, i) => {
    const alternatives = new Set([token])
    const add = (word: string) => {
      alternatives.add(word)
      for (const s of synonymsOf(word) ?? []) alternatives.add(s)
    }
    const synonyms = synonymsOf(token)
    if (synonyms) synonyms.forEach(add)
    else if (!lexicon.has(token)) lexicon.corrections(token).forEach(add)
    const prefix = i === tokens.length - 1 && token.length >= 3 ? [`${token}:*`] : []
    return {
      terms: [...[...alternatives].filter((w) => !STOPWORDS.has(w)), ...prefix],
      typed: [token, ...prefix],
    }
  })
  return { text: normalized, sku: raw.trim().toLowerCase(), groups }
}
