import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { responseCacheCounters } from '../../lib/cache-counters'
import type { ChangeBus } from '../../lib/change-bus'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
// Below this size compression saves nothing worth a header (the threshold of @fastify/compress in app.ts).
const COMPRESS_THRESHOLD = 1024

export interface CachedAnswer {
  identity: Buffer
  br: Buffer | null
  gzip: Buffer | null
  /** Strong validator of the identity bytes; each encoding gets its own suffix. */
  hash: string
  headers: Record<string, string>
  expiresAt: number
  /** What the answer shows (e.g. `product:12`), for the narrow news of CATALOG_TAGS_TOPIC. */
  tags: readonly string[]
}

export interface AnswerSource {
  json: string
  headers?: Record<string, string>
  tags?: readonly string[]
}

export interface ResponseCacheOptions {
  changes: ChangeBus
  /** Change-bus topics that drop every entry. */
  topics: string[]
  /** Change-bus topics whose detail lists the tags to drop (CATALOG_TAGS_TOPIC). */
  tagTopics?: string[]
  maxEntries?: number
  maxBytes?: number
  /** A safety net for writes that forget to publish: entries are rebuilt after this long anyway. */
  ttlMs?: number
  now?: () => number
}

export interface ResponseCache {
  /**
   * The answer for a key: from memory, or built once (concurrent misses share one build). `alias` (the
   * request's raw URL) also leads to the stored answer, for `peek` and `serveCachedHits`.
   */
  get(key: string, build: () => Promise<AnswerSource>, alias?: string): Promise<CachedAnswer>
  /** The fresh answer an alias leads to, without building anything. */
  peek(alias: string): CachedAnswer | undefined
  clear(): void
  readonly size: number
  readonly bytes: number
}

/**
 * Public catalogue reads kept as serialized, pre-compressed bytes (docs/product/search.md#performance):
 * serializing or compressing per request costs 10-30x the send. A bounded LRU (Map order = recency), dropped
 * whole by the change bus, so a write on any instance reaches every instance's cache.
 */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const { maxEntries = 500, maxBytes = 64 * 1024 * 1024, ttlMs = 5 * 60_000, now = Date.now } = options
  const entries = new Map<string, CachedAnswer>()
  // alias -> key. Several aliases may share a key (the same query written in another order); dropping an
  // entry leaves its aliases dangling, harmless since peek looks the key up again.
  const aliases = new Map<string, string>()
  const pending = new Map<string, Promise<CachedAnswer>>()
  let bytes = 0
  // A build that started before a write must not store what it read.
  let generation = 0

  const sizeOf = (a: CachedAnswer) => a.identity.length + (a.br?.length ?? 0) + (a.gzip?.length ?? 0)
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= sizeOf(entry)
  }
  const clear = () => {
    generation += 1
    entries.clear()
    aliases.clear()
    pending.clear()
    bytes = 0
  }
  for (const topic of options.topics) options.changes.subscribe(topic, clear)
  const tagDrops = recentTagDrops()
  const dropTagged = (detail: string | undefined) => {
    const tags = new Set(detail?.split(',').filter(Boolean))
    if (!tags.size) return clear()
    tagDrops.add(tags)
    for (const [key, entry] of entries) if (entry.tags.some((tag) => tags.has(tag))) remove(key)
  }
  for (const topic of options.tagTopics ?? []) options.changes.subscribe(topic, dropTagged)

  const store = (key: string, answer: CachedAnswer) => {
    remove(key)
    entries.set(key, answer)
    bytes += sizeOf(answer)
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      remove(oldest)
    }
  }

  const remember = (alias: string | undefined, key: string) => {
    if (alias === undefined || aliases.get(alias) === key) return
    if (aliases.size >= maxEntries * 4) aliases.clear()
    aliases.set(alias, key)
  }

  return {
    async get(key, build, alias) {
      const hit = entries.get(key)
      if (hit && hit.expiresAt > now()) {
        // Refresh recency: the most recently used key moves to the end of the Map.
        entries.delete(key)
        entries.set(key, hit)
        remember(alias, key)
        responseCacheCounters.hits += 1
        return hit
      }
      responseCacheCounters.misses += 1
      const inFlight = pending.get(key)
      if (inFlight) return inFlight
      const started = generation
      const startedDrop = tagDrops.last()
      const promise = build()
        .then((source) => prepareAnswer(source, now() + ttlMs))
        .then((answer) => {
          if (generation === started && !tagDrops.since(startedDrop, answer.tags)) {
            store(key, answer)
            remember(alias, key)
          }
          return answer
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key)
        })
      pending.set(key, promise)
      return promise
    },
    peek(alias) {
      const key = aliases.get(alias)
      const hit = key === undefined ? undefined : entries.get(key)
      if (!hit || hit.expiresAt <= now()) return undefined
      responseCacheCounters.hits += 1
      return hit
    },
    clear,
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}

/**
 * The tag drops heard lately, numbered: a build that started before a drop naming one of its tags may have
 * read the old data and must not be stored. Only the last 256 are kept; older history counts as a drop.
 */
function recentTagDrops(limit = 256) {
  const drops = new Map<number, Set<string>>()
  let seq = 0
  return {
    add(tags: Set<string>) {
      seq += 1
      drops.set(seq, tags)
      if (drops.size > limit) drops.delete(seq - limit)
    },
    last: () => seq,
    /** Whether a drop after `start` named one of `tags`. */
    since(start: number, tags: readonly string[]) {
      if (start === seq) return false
      if (!drops.has(start + 1)) return true
      for (let n = start + 1; n <= seq; n += 1) if (tags.some((tag) => drops.get(n)!.has(tag))) return true
      return false
    },
  }
}

async function prepareAnswer(source: AnswerSource, expiresAt: number): Promise<CachedAnswer> {
  const identity = Buffer.from(source.json)
  const compress = identity.length >= COMPRESS_THRESHOLD
  const [br, gz] = compress
    ? await Promise.all([
        brotli(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzipAsync(identity, { level: 9 }),
      ])
    : [null, null]
  const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 22)
  return { identity, br, gzip: gz, hash, headers: source.headers ?? {}, expiresAt, tags: source.tags ?? [] }
}
