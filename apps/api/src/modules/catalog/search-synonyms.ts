import { buildThesaurus, expandWord, type Thesaurus } from '@vitrina/core/search/lexicon'
import type { Db } from '../../db/client'
import type { ChangeBus } from '../../lib/change-bus'
import { searchSynonyms } from '../../db/schema'

// The thesaurus a search uses: the shared lexicon plus the store's own groups (docs/product/search.md#synonyms).

/** Published by every write to the store's synonym groups; every instance then reads them again. */
export const SEARCH_SYNONYMS_TOPIC = 'search-synonyms'

/** The words that mean the same as this one in the built-in lexicon (itself included), or undefined. */
export function synonymsOf(word: string): ReadonlySet<string> | undefined {
  const all = expandWord(word)
  return all.length > 1 ? new Set(all) : undefined
}

const sources = new WeakMap<ChangeBus, () => Promise<Thesaurus>>()

/**
 * The thesaurus of the store, one per app (keyed by its change bus): read on first use and again after a
 * change to the groups on any instance.
 */
export function thesaurusSource(db: Db, changes: ChangeBus): () => Promise<Thesaurus> {
  const existing = sources.get(changes)
  if (existing) return existing
  let loaded: Promise<Thesaurus> | null = null
  changes.subscribe(SEARCH_SYNONYMS_TOPIC, () => {
    loaded = null
  })
  const source = () => {
    const reading = (loaded ??= db
      .select({ words: searchSynonyms.words })
      .from(searchSynonyms)
      .then((rows) => buildThesaurus(rows.map((r) => r.words))))
    reading.catch(() => {
      if (loaded === reading) loaded = null
    })
    return reading
  }
  sources.set(changes, source)
  return source
}
