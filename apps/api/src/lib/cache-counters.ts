/**
 * Hits and misses of every response cache of this process, for the metrics (plugins/metrics.ts). A peek
 * that finds nothing is not a miss: the request then reaches the cache's `get`, which counts it.
 */
export const responseCacheCounters = { hits: 0, misses: 0 }
