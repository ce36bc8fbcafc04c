import { askedStems, inPool, related, type PassageMatch, type SearchOptions } from './passage-search'
import type { Passage, Sentence, StoreKnowledge } from './store-knowledge'

// The sentence of the store's texts that answers a question (docs/assistant.md#understanding), scored with
// BM25 over sentences, so a policy answer quotes the two sentences that answer, with the link to the page,
// not the first section on the topic.

const K1 = 1.2
const B = 0.5
// A word of the section's heading or of the page's title counts as this much of an occurrence in each
// of its sentences: it says what the sentence is about without saying it.
const HEADING_TF = 0.6
const TITLE_TF = 0.4
// A related word ('flete' for 'envío') counts this much of the word itself.
const RELATED_SHARE = 0.6
// Words the answer adds to the question (the topic's own words) count this much of the shopper's.
const HINT_SHARE = 0.4
// A sentence of the kind of answer asked ('¿en cuánto tiempo?': one that gives a time) counts double.
const FAVOURED = 2

interface Statistics {
  units: number
  averageLength: number
  df: Map<string, number>
}

function statisticsOf(passages: readonly Passage[]): Statistics {
  const df = new Map<string, number>()
  let units = 0
  let length = 0
  for (const p of passages)
    for (const s of p.sentences) {
      units += 1
      length += sentenceLength(s)
      for (const t of new Set([...s.stems.keys(), ...p.headingStems, ...p.titleStems]))
        df.set(t, (df.get(t) ?? 0) + 1)
    }
  return { units, averageLength: length / Math.max(1, units), df }
}

// The store's texts change rarely and are read again for each message: their statistics are kept per read.
const statistics = new WeakMap<StoreKnowledge, Statistics>()

function knowledgeStatistics(knowledge: StoreKnowledge): Statistics {
  const known = statistics.get(knowledge) ?? statisticsOf(knowledge.passages)
  statistics.set(knowledge, known)
  return known
}

const sentenceLength = (s: Sentence) => [...s.stems.values()].reduce((a, b) => a + b, 0)

function termFrequency(p: Passage, s: Sentence, term: string): number {
  return (
    (s.stems.get(term) ?? 0) +
    (p.headingStems.has(term) ? HEADING_TF : 0) +
    (p.titleStems.has(term) ? TITLE_TF : 0)
  )
}

interface SentenceScore {
  score: number
  /** Question words it answers, itself or by a related word. */
  matched: number
}

function scoreSentence(
  stats: Statistics,
  p: Passage,
  s: Sentence,
  terms: readonly { stem: string; weight: number }[],
): SentenceScore {
  const norm = K1 * (1 - B + (B * sentenceLength(s)) / stats.averageLength)
  const idf = (t: string) => {
    const df = stats.df.get(t) ?? 0
    return Math.log(1 + (stats.units - df + 0.5) / (df + 0.5))
  }
  const bm25 = (t: string, tf: number) => (idf(t) * tf * (K1 + 1)) / (tf + norm)
  let score = 0
  let matched = 0
  for (const { stem: t, weight } of terms) {
    const own = termFrequency(p, s, t)
    const near = Math.max(
      0,
      ...[...(related.get(t) ?? [])].filter((a) => a !== t).map((a) => termFrequency(p, s, a)),
    )
    const value = Math.max(own > 0 ? bm25(t, own) : 0, near > 0 ? RELATED_SHARE * bm25(t, near) : 0)
    if (value > 0 && weight === 1) matched += 1
    score += weight * value
  }
  return { score, matched }
}

function queryTerms(question: string, hint: string): { stem: string; weight: number }[] {
  const own = askedStems(question)
  const added = askedStems(hint).filter((s) => !own.includes(s))
  return [...own.map((s) => ({ stem: s, weight: 1 })), ...added.map((s) => ({ stem: s, weight: HINT_SHARE }))]
}

/**
 * The sentence of the store's texts that best answers a question, with its passage: BM25 over every
 * sentence, the section's heading and the page's title counting a little in each of its sentences.
 * `hint` adds the topic's own words at a lower weight than the shopper's.
 */
export function bestSentence(
  knowledge: StoreKnowledge,
  question: string,
  options: SearchOptions & {
    hint?: string
    /** Sentences that say this weigh double: the kind of answer asked ('¿en cuánto tiempo?'). */
    favour?: RegExp
  } = {},
): PassageMatch | null {
  const terms = queryTerms(question, options.hint ?? '')
  const own = terms.filter((t) => t.weight === 1).length
  if (!terms.length) return null
  const stats = knowledgeStatistics(knowledge)
  let best: PassageMatch | null = null
  for (const p of knowledge.passages) {
    if (!inPool(p, options)) continue
    const boost = options.prefer?.test(`${p.title} ${p.heading ?? ''}`) ? 1.5 : 1
    p.sentences.forEach((s, i) => {
      const { score: plain, matched } = scoreSentence(stats, p, s, terms)
      const score = options.favour?.test(s.text) ? plain * FAVOURED : plain
      if (score > 0 && (!best || score * boost > best.score))
        best = {
          passage: p,
          score: score * boost,
          coverage: own ? matched / own : 0,
          matched,
          sentence: i,
          hint: options.hint,
        }
    })
  }
  return best
}

// A sentence shorter than this says little alone: the one after it, which explains it, goes with it.
const TERSE = 100

/**
 * A short quote that answers: the passage's best sentence for the question (or the one given) and the
 * neighbour whose own words answer most, when both fit; a terse sentence or a line ending in ':' keeps
 * the line after it. One long sentence is quoted whole rather than cut.
 */
export function answerQuote(
  passage: Passage,
  question: string,
  sentence?: number,
  hint = '',
  maxChars = 280,
): string {
  const { sentences } = passage
  if (!sentences.length) return passage.text
  const terms = queryTerms(question, hint)
  const stats = statisticsOf([passage])
  const scores = sentences.map((s) => scoreSentence(stats, passage, s, terms).score)
  const best = sentence ?? scores.reduce((top, score, i) => (score > scores[top]! ? i : top), 0)
  // A neighbour is judged by its own words, not by the heading it shares with the best sentence.
  const says = (i: number, t: string) =>
    [t, ...(related.get(t) ?? [])].some((a) => (sentences[i]!.stems.get(a) ?? 0) > 0)
  const own = (i: number) => terms.reduce((sum, t) => sum + (says(i, t.stem) ? t.weight : 0), 0)
  const neighbours = [best - 1, best + 1].filter((i) => i >= 0 && i < sentences.length && own(i) > 0)
  const first = sentences[best]!.text
  const follows = best + 1 < sentences.length && (first.endsWith(':') || first.length < TERSE)
  const next = neighbours.sort((a, b) => own(b) - own(a))[0] ?? (follows ? best + 1 : undefined)
  const chosen = [best]
  const length = (ids: number[]) => ids.reduce((sum, i) => sum + sentences[i]!.text.length + 1, 0)
  if (next !== undefined && length([best, next]) <= maxChars) chosen.push(next)
  return chosen
    .sort((a, b) => a - b)
    .map((i) => sentences[i]!.text)
    .join(' ')
}
