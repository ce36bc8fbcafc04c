import { AsyncLocalStorage } from 'node:async_hooks'
import type pg from 'pg'

// docs/decisions/029-redis-and-database-outages.md#database-connections: a statement that loses its connection
// (the server restarted, failed over, or an operator killed the backend) is not a fault of the request.

// SQLSTATE classes and codes of a connection that went away: 08 connection exception, 57P01 admin_shutdown,
// 57P02 crash_shutdown, 57P03 cannot_connect_now.
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03'])
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])
// node-postgres reports a socket that closed under a query, or a client it already gave up, with these texts.
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
]

/** Whether `err` (or what it wraps: Drizzle wraps the driver's error as its cause) is a lost connection. */
export function isConnectionLost(err: unknown): boolean {
  for (let current = err, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (
      typeof code === 'string' &&
      (code.startsWith('08') || LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code))
    )
      return true
    if (LOST_MESSAGES.some((text) => current instanceof Error && current.message.startsWith(text)))
      return true
    current = current.cause
  }
  return false
}

const readOnlyWork = new AsyncLocalStorage<true>()

/** Runs `work` (a GET or HEAD request) so that the statements it sends are retried once on a lost connection. */
export function asReadOnlyWork<T>(work: () => T): T {
  return readOnlyWork.run(true, work)
}

/**
 * `attempt`, and inside read-only work once more when it fails on a lost connection: a read changes
 * nothing, so running it again on a fresh connection is safe. A write never comes here twice: it may have
 * committed before the connection went.
 */
export async function retriedRead<T>(attempt: () => Promise<T>): Promise<T> {
  if (!readOnlyWork.getStore()) return attempt()
  try {
    return await attempt()
  } catch (err) {
    if (!isConnectionLost(err)) throw err
    return attempt()
  }
}

/**
 * The pool's statements outside transactions go through retriedRead. (A transaction's statements run on a
 * client it holds, which a lost connection takes away: db/client.ts retries the whole transaction.)
 */
export function retryReadsOnce(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function'
      ? query(...args)
      : retriedRead(() => query(...args))) as pg.Pool['query']
}
