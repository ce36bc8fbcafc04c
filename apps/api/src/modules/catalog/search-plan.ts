import { expandWord, singular, type Thesaurus } from '@vitrina/core/search/lexicon'
import type { Db } from '../../db/client'
import type { ChangeBus } from '../../lib/change-bus'
import { type Lexicon, lexiconSource } from './search-lexicon'
import { thesaurusSource } from './search-synonyms'
import { STOPWORDS, words } from './search-text'

const MAX_WORDS = 6
// 'talla M', 'talla 38', 'size L': the next word is a size. Letter sizes are sizes anywhere in the query.
const SIZE_MARKERS = new Set(['talla', 'talle', 'size', 'numero'])
const LETTER_SIZES = new Set(['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'])

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
 * similarity on names, `sku` the query as typed for exact SKU matches, `sizes` the sizes asked for
 * (products with one of them in stock rank higher; docs/product/search.md#ranking).
 */
export interface SearchPlan {
  text: string
  sku: string
  groups: SearchGroup[]
  sizes: string[]
}

/** Lowercased, accent-free, single-spaced: equal for queries that search the same thing. */
export function normalizeSearch(raw: string): string {
  return words(raw).join(' ')
}

/** The query's words split into the words to match and the sizes asked for. */
function splitSizes(all: string[]): { tokens: string[]; sizes: string[] } {
  const tokens: string[] = []
  const sizes: string[] = []
  for (let i = 0; i < all.length; i++) {
    const word = all[i]!
    const next = all[i + 1]
    if (SIZE_MARKERS.has(word) && next && (LETTER_SIZES.has(next) || /^\d{1,2}$/.test(next))) {
      sizes.push(next)
      i++
    } else if (LETTER_SIZES.has(word)) sizes.push(word)
    else tokens.push(word)
  }
  return { tokens, sizes }
}

/** Synonyms beyond the word's own plural or singular form. */
const hasSynonyms = (word: string, expanded: string[]) =>
  expanded.some((w) => w !== word && w !== singular(word))

export function planSearch(raw: string, lexicon: Lexicon, thesaurus?: Thesaurus): SearchPlan | null {
  const normalized = normalizeSearch(raw)
  const { tokens: all, sizes } = splitSizes(normalized.split(' '))
  const tokens = all
    .filter((w) => w && !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w)))
    .slice(0, MAX_WORDS)
  if (!tokens.length && !sizes.length) return null
  const expand = (word: string) => expandWord(word, thesaurus)
  const groups = tokens.map((token, i) => {
    const alternatives = new Set([token])
    const add = (word: string) => expand(word).forEach((w) => alternatives.add(w))
    const synonyms = expand(token)
    // A known word brings its singular too: Spanish stemming misses loanwords ('joggers' -> 'jogger').
    const known = lexicon.has(token) || lexicon.has(singular(token))
    if (known || hasSynonyms(token, synonyms)) synonyms.forEach((w) => alternatives.add(w))
    else lexicon.corrections(token).forEach(add)
    const prefix = i === tokens.length - 1 && token.length >= 3 ? [`${token}:*`] : []
    return {
      terms: [...[...alternatives].filter((w) => !STOPWORDS.has(w)), ...prefix],
      typed: [token, ...prefix],
    }
  })
  // Only sizes ('talla M'): the sizes become the words, so the search still narrows to products sold in them.
  if (!groups.length) groups.push(...sizes.map((s) => ({ terms: [s], typed: [s] })))
  return { text: normalized, sku: raw.trim().toLowerCase(), groups, sizes }
}

/** Plans searches with the current catalogue's words and the store's synonyms, both kept per app. */
export function searchPlanner(db: Db, changes: ChangeBus) {
  const lexicon = lexiconSource(db, changes)
  const thesaurus = thesaurusSource(db, changes)
  return async (search: string | null): Promise<SearchPlan | null> =>
    search ? planSearch(search, await lexicon(), await thesaurus()) : null
}
