import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client'
import type { ChangeBus } from '../../lib/change-bus'
import { CATALOG_TOPIC } from '../../lib/change-topics'
import { oneSlipApart, soundKey, trigrams } from './search-text'

// The catalogue's own vocabulary, used to correct typos word by word before the query reaches
// PostgreSQL: 'chaqueta cuerro negra' becomes 'chaqueta (cuerro | cuero) negra', so one misspelt word
// among several still finds the product (docs/product/search.md#ranking).

const MIN_SIMILARITY = 0.45
// Corrections within this distance of the best one are kept too ('camsa' -> camisa, casa?).
const SIMILARITY_MARGIN = 0.08
const MAX_CORRECTIONS = 3
// Words of names, brands and categories weigh a little more than words found only in descriptions.
const TITLE_BONUS = 0.03
// A word one slip away (a swap, a letter more or less) counts as this similar, just under a same sound;
// from this length on only, since short words are one slip away from too many others.
const ONE_SLIP_SCORE = 0.9
const ONE_SLIP_MIN_LENGTH = 5

export interface LexiconWord {
  word: string
  sound: string
  inTitle: boolean
  count: number
}

class TrigramIndex {
  private readonly postings = new Map<string, number[]>()
  readonly sizes: number[] = []

  add(index: number, text: string) {
    const grams = trigrams(text)
    this.sizes[index] = grams.size
    for (const gram of grams) {
      const list = this.postings.get(gram)
      if (list) list.push(index)
      else this.postings.set(gram, [index])
    }
  }

  /** Every indexed text sharing trigrams with `text`, with pg_trgm's similarity. */
  similar(text: string, into: Map<number, number>) {
    const grams = trigrams(text)
    const shared = new Map<number, number>()
    for (const gram of grams) {
      for (const i of this.postings.get(gram) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1)
    }
    for (const [i, n] of shared) {
      const score = n / (grams.size + this.sizes[i]! - n)
      if (score > (into.get(i) ?? 0)) into.set(i, score)
    }
  }
}

export class Lexicon {
  private readonly entries: LexiconWord[] = []
  private readonly known = new Set<string>()
  private readonly titles = new Set<string>()
  private readonly byText = new TrigramIndex()
  private readonly bySound = new TrigramIndex()

  constructor(entries: LexiconWord[] = []) {
    this.add(entries)
  }

  /** New words join the index; words already known are left as they are. */
  add(entries: LexiconWord[]) {
    for (const entry of entries) {
      if (this.known.has(entry.word)) continue
      const i = this.entries.push(entry) - 1
      this.known.add(entry.word)
      if (entry.inTitle) this.titles.add(entry.word)
      this.byText.add(i, entry.word)
      this.bySound.add(i, entry.sound)
    }
  }

  get size() {
    return this.entries.length
  }

  has(word: string): boolean {
    return this.known.has(word)
  }

  /** Whether the word names products: it is in a product's name or brand, or a category's name. */
  isTitleWord(word: string): boolean {
    return this.titles.has(word)
  }

  /** Catalogue words a misspelt word probably meant, best first (empty when none is close). */
  corrections(word: string): string[] {
    const scores = new Map<number, number>()
    this.byText.similar(word, scores)
    this.bySound.similar(soundKey(word), scores)
    const ranked = [...scores]
      .map(([i, score]) => {
        const entry = this.entries[i]!
        const sameSound = entry.sound === soundKey(word) ? 0.95 : 0
        const oneSlip =
          word.length >= ONE_SLIP_MIN_LENGTH && oneSlipApart(word, entry.word) ? ONE_SLIP_SCORE : 0
        return { entry, score: Math.max(score, sameSound, oneSlip) + (entry.inTitle ? TITLE_BONUS : 0) }
      })
      .filter((c) => c.score >= MIN_SIMILARITY)
      .sort((a, b) => b.score - a.score || b.entry.count - a.entry.count)
    const best = ranked[0]?.score ?? 0
    return ranked
      .filter((c) => c.score >= best - SIMILARITY_MARGIN)
      .slice(0, MAX_CORRECTIONS)
      .map((c) => c.entry.word)
  }
}

/**
 * The distinct words of active products (name, brand, description) and of category names, with the
 * database time of the read. Texts are split on spaces first and only the distinct words are folded,
 * which keeps a 10,000-product catalogue near 100 ms. `since` reads only products changed after it.
 */
async function readLexiconWords(
  db: Db,
  since: Date | null = null,
): Promise<{ words: LexiconWord[]; readAt: Date | null }> {
  const changed = since ? sql`AND p.updated_at >= ${since.toISOString()}::timestamptz` : sql``
  const rows = await queryRows<{ word: string; in_title: boolean; n: number; read_at: string | Date }>(
    db,
    sql`WITH raw AS (
      SELECT w, bool_or(title) AS title, count(*) AS n FROM (
        SELECT unnest(string_to_array(lower(p.name || ' ' || coalesce(p.brand, '')), ' ')) AS w, true AS title
          FROM products p WHERE p.is_active ${changed}
        UNION ALL
        SELECT unnest(string_to_array(lower(p.description), ' ')), false FROM products p WHERE p.is_active ${changed}
        UNION ALL
        SELECT unnest(string_to_array(lower(c.name), ' ')), true FROM categories c
      ) s GROUP BY w
    )
    SELECT x AS word, bool_or(title) AS in_title, sum(n)::int AS n, now() AS read_at
    FROM raw, regexp_split_to_table(f_unaccent(w), '[^a-z0-9]+') AS x
    WHERE length(x) BETWEEN 3 AND 30 GROUP BY x`,
  )
  return {
    words: rows.map((r) => ({
      word: r.word,
      sound: soundKey(r.word),
      inTitle: Boolean(r.in_title),
      count: Number(r.n),
    })),
    readAt: rows[0] ? new Date(rows[0].read_at) : null,
  }
}

// A write that commits after our read may carry a slightly older updated_at: read a margin back.
const REREAD_MARGIN_MS = 5 * 60_000

const sources = new WeakMap<ChangeBus, () => Promise<Lexicon>>()

/**
 * The lexicon of the current catalogue, one per app (keyed by its change bus) and shared by every route
 * that searches. Read whole on first use; after a catalogue write only the products changed since the
 * last read are read again (words of removed products stay: they only widen a correction).
 */
export function lexiconSource(db: Db, changes: ChangeBus): () => Promise<Lexicon> {
  const existing = sources.get(changes)
  if (existing) return existing
  let loaded: Promise<{ lexicon: Lexicon; readAt: Date | null }> | null = null
  let refreshing: Promise<unknown> | null = null
  let stale = false
  changes.subscribe(CATALOG_TOPIC, () => {
    stale = true
  })
  const source = async () => {
    loaded ??= readLexiconWords(db).then(
      ({ words, readAt }) => ({ lexicon: new Lexicon(words), readAt }),
      (err: unknown) => {
        loaded = null
        throw err
      },
    )
    const state = await loaded
    if (stale && !refreshing) {
      stale = false
      const since = state.readAt && new Date(state.readAt.getTime() - REREAD_MARGIN_MS)
      refreshing = readLexiconWords(db, since)
        .then(({ words, readAt }) => {
          state.lexicon.add(words)
          state.readAt = readAt ?? state.readAt
        })
        .catch(() => {
          stale = true
        })
        .finally(() => {
          refreshing = null
        })
    }
    if (refreshing) await refreshing
    return state.lexicon
  }
  sources.set(changes, source)
  return source
}
