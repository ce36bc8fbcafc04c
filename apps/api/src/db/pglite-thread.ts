import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results } from '@electric-sql/pglite'
import { HttpError } from '../lib/errors'

/** One request to the database thread; `txId` names the open transaction it belongs to. */
export type ThreadRequest =
  | {
      id: number
      op: 'query'
      sql: string
      params: unknown[] | undefined
      rowMode: 'object' | 'array' | undefined
      /** Types whose values stay as PostgreSQL's text (Drizzle's parsers for dates, intervals, numeric[]). */
      textTypes: number[]
      txId?: number
    }
  | { id: number; op: 'exec'; sql: string; txId?: number }
  | { id: number; op: 'begin' | 'close' }
  | { id: number; op: 'procedure'; name: string; args: unknown[] }
  | { id: number; op: 'commit' | 'rollback'; txId: number }

export type ThreadAnswer =
  { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: Record<string, unknown> }

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

/** The part of PGlite's interface Drizzle's driver uses: queries, multi-statement exec, transactions. */
export interface ThreadClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
}

const STOPPED = 'La base de datos embebida se detuvo'

/**
 * What crossed the thread as plain data, back as the error it was: an HttpError (a refusal of the order's
 * rules), or an Error with PostgreSQL's fields (code, constraint...).
 */
function rebuildError(data: Record<string, unknown>): Error {
  const message = String(data.message)
  if (data.kind === 'http')
    return new HttpError(
      Number(data.statusCode),
      message,
      String(data.code),
      data.errors as HttpError['errors'],
    )
  return Object.assign(new Error(message), data)
}

/**
 * PGlite in a worker thread (docs/decisions/008-orders-stock-and-idempotency.md#pglite-thread): the server's
 * event loop only sends statements and receives rows, so reads answered from memory keep running while
 * the database works on orders. Drizzle's PGlite driver talks to it as to PGlite itself.
 */
export class PgliteThread implements ThreadClient {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>()
  private next = 1
  private stopped: Error | null = null

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: ThreadAnswer) => {
      const waiting = this.pending.get(answer.id)
      this.pending.delete(answer.id)
      if (answer.ok) waiting?.resolve(answer.result)
      else waiting?.reject(rebuildError(answer.error))
    })
    const fail = (err: Error) => {
      this.stopped = err
      for (const waiting of this.pending.values()) waiting.reject(err)
      this.pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', () => fail(new Error(STOPPED)))
  }

  /** Opens the database in DATA_DIR/db on its own thread; resolves once it answers. */
  static async start(dir: string): Promise<PgliteThread> {
    // Built, the worker is dist/pglite-worker.js beside dist/server.js; from the sources (tsx, tests) it is
    // src/pglite-worker.ts, loaded with tsx's loader as the server is.
    const worker = import.meta.url.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
            new URL('../pglite-worker.ts', import.meta.url).href,
          )}) })`,
          { eval: true, workerData: { dir } },
        )
      : new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: { dir } })
    const thread = new PgliteThread(worker)
    await new Promise<void>((resolve, reject) => {
      thread.pending.set(0, { resolve: () => resolve(), reject })
    })
    return thread
  }

  private send<T>(request: Request): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped)
    const id = this.next++
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.worker.postMessage({ ...request, id })
    })
  }

  private queryIn<T>(txId: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    return this.send<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes: Object.keys(options?.parsers ?? {}).map(Number),
      ...(txId ? { txId } : {}),
    })
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(undefined, sql, params, options)
  }

  /** A procedure registered with inDatabaseThread (db/client.ts), run on the thread with these arguments. */
  call<T>(name: string, args: unknown[]): Promise<T> {
    return this.send<T>({ op: 'procedure', name, args })
  }

  exec(sql: string): Promise<Results[]> {
    return this.send<Results[]>({ op: 'exec', sql })
  }

  /** BEGIN on the thread, the callback's statements inside it, then COMMIT, or ROLLBACK if it throws. */
  async transaction<T>(callback: (tx: ThreadClient) => Promise<T>): Promise<T> {
    const txId = await this.send<number>({ op: 'begin' })
    const tx: ThreadClient = {
      query: (sql, params, options) => this.queryIn(txId, sql, params, options),
      exec: (sql) => this.send<Results[]>({ op: 'exec', sql, txId }),
    }
    let result: T
    try {
      result = await callback(tx)
    } catch (err) {
      await this.send({ op: 'rollback', txId })
      throw err
    }
    await this.send({ op: 'commit', txId })
    return result
  }

  async close(): Promise<void> {
    if (this.stopped) return
    await this.send({ op: 'close' })
    this.stopped = new Error(STOPPED)
    await this.worker.terminate()
  }
}
