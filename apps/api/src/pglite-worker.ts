import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite'
import { openPglite, runPreparedWith, threadProcedure } from './db/client'
import { pgliteExtensions } from './db/pglite-extensions'
import { pglitePreparedRunner, textParsers } from './db/pglite-prepared'
import type { ThreadAnswer, ThreadRequest } from './db/pglite-thread'
import { HttpError } from './lib/errors'
// The procedures that run here whole (inDatabaseThread): importing their modules registers them.
import './modules/orders/order-create.service'

// The embedded database's own thread (db/pglite-thread.ts, docs/decisions/008-orders-stock-and-idempotency.md#pglite-thread):
// PGlite runs here, so its statements never hold the server's event loop. Requests arrive one message each;
// a transaction stays open between its messages, and PGlite makes every other query wait until it ends,
// exactly as it does in one thread.

const port = parentPort!
const { dir } = workerData as { dir: string }
const db = await PGlite.create(dir, { extensions: pgliteExtensions })
// Drizzle over the same PGlite, for the procedures; their hot statements are PREPAREd once.
const local = openPglite(db).db
runPreparedWith(pglitePreparedRunner())

interface OpenTransaction {
  tx: Transaction
  end(commit: boolean): void
}
const open = new Map<number, OpenTransaction>()

/** Every request gets its answer, even one whose result could not cross the thread. */
function reply(answer: ThreadAnswer) {
  try {
    port.postMessage(answer)
  } catch (err) {
    port.postMessage({ id: answer.id, ok: false, error: plainError(err) } satisfies ThreadAnswer)
  }
}
function options(request: Extract<ThreadRequest, { op: 'query' }>): QueryOptions {
  return { rowMode: request.rowMode, parsers: textParsers(request.textTypes) }
}

/**
 * An error as plain data (JSON keeps what can cross: PGlite's error also carries the query's options, whose
 * parsers are functions): PostgreSQL's fields (code, constraint, detail) and an HttpError's status, code and
 * field errors, which the server answers with.
 */
function plainError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) }
  const fields = JSON.parse(
    JSON.stringify({ ...err }, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
  ) as Record<string, unknown>
  return {
    ...fields,
    kind: err instanceof HttpError ? 'http' : 'error',
    name: err.name,
    message: err.message,
    stack: err.stack,
  }
}

function begin(id: number) {
  db.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        open.set(id, { tx, end: (commit) => (commit ? resolve() : reject(new RollbackRequested())) })
        reply({ id, ok: true, result: id })
      }),
  )
    .then(() => settled(id, null))
    .catch((err: unknown) => settled(id, err instanceof RollbackRequested ? null : err))
}

class RollbackRequested extends Error {}
// The answer to a commit or rollback waits for PGlite to have ended the transaction.
const ending = new Map<number, number>()
function settled(txId: number, err: unknown) {
  open.delete(txId)
  const id = ending.get(txId)
  ending.delete(txId)
  if (id !== undefined) reply(err ? { id, ok: false, error: plainError(err) } : { id, ok: true })
}

async function run(request: ThreadRequest): Promise<unknown> {
  const target = 'txId' in request && request.txId ? open.get(request.txId)?.tx : db
  if (!target) throw new Error('La transacción ya terminó')
  if (request.op === 'procedure') {
    const procedure = threadProcedure(request.name)
    if (!procedure) throw new Error(`Procedimiento desconocido: ${request.name}`)
    return procedure(local, ...(request.args as never[]))
  }
  if (request.op === 'query') return target.query(request.sql, request.params, options(request))
  if (request.op === 'exec') return target.exec(request.sql)
  throw new Error(`Operación desconocida: ${request.op}`)
}

port.on('message', (request: ThreadRequest) => {
  const { id } = request
  if (request.op === 'begin') return begin(id)
  if (request.op === 'commit' || request.op === 'rollback') {
    const transaction = open.get(request.txId)
    if (transaction) {
      ending.set(request.txId, id)
      transaction.end(request.op === 'commit')
    } else if (request.op === 'rollback') reply({ id, ok: true })
    else reply({ id, ok: false, error: { message: 'La transacción ya terminó' } })
    return
  }
  if (request.op === 'close') {
    void db.close().then(() => reply({ id, ok: true }))
    return
  }
  run(request).then(
    (result) => reply({ id, ok: true, result }),
    (err: unknown) => reply({ id, ok: false, error: plainError(err) }),
  )
})
reply({ id: 0, ok: true })
