import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type PGlite } from '@electric-sql/pglite'
import { sql, type Query, type SQL } from 'drizzle-orm'
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { retriedRead, retryReadsOnce } from './connection-loss'
import { PgliteThread } from './pglite-thread'
import * as schema from './schema'

export type Schema = typeof schema
/** One type for both drivers: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle, usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

// Beside this file in the sources; copied beside the bundle by build.mjs.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export function openPglite(client: PGlite | PgliteThread): Database {
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  }
}

// Connections for queryRowsReused's named statements, which PostgreSQL should plan once and keep.
const READ_POOL_MAX = 5
/** The database whose connections keep generic plans, by the database its statements would otherwise use. */
const genericPlanDbs = new WeakMap<Db, Db>()

function pgPool(connectionString: string, max: number, options: string) {
  const pool = new pg.Pool({ connectionString, max, options })
  // An idle connection that the server closes (restart, failover, a test database dropped) is removed by
  // the pool and replaced on the next query; unheard, the pool's 'error' event would crash the process.
  pool.on('error', () => undefined)
  // So would a connection a transaction holds, closed between two of its statements: the pool does not
  // listen to a client it has lent. The transaction's next statement fails instead (db/connection-loss.ts).
  pool.on('connect', (client) => void client.on('error', () => undefined))
  retryReadsOnce(pool)
  return pool
}

export function openPostgres(connectionString: string, max = 10): Database {
  // JIT compiling costs hundreds of ms on a catalogue page that runs in a few (bench/README.md).
  const pool = pgPool(connectionString, max, '-c jit=off')
  // queryRowsReused's statements run on a few connections of their own, where PostgreSQL keeps one generic
  // plan per named statement: its default plans a search again on every run (2-3 ms at 50,000 products)
  // because a custom plan looks cheaper on paper. Only there: the setting applies to unnamed statements
  // too, which everything else wants planned for its values.
  const readPool = pgPool(connectionString, READ_POOL_MAX, '-c jit=off -c plan_cache_mode=force_generic_plan')
  const db = drizzlePg(pool, { schema }) as unknown as Db
  // A read-only request's transaction that loses its connection runs again, whole, on a fresh one.
  const transaction = db.transaction.bind(db)
  db.transaction = ((work, config) => retriedRead(() => transaction(work, config))) as Db['transaction']
  genericPlanDbs.set(db, drizzlePg(readPool, { schema }) as unknown as Db)
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: async () => {
      await Promise.all([pool.end(), readPool.end()])
    },
  }
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR/db, on a thread of its own
 * (pglite-thread.ts).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined
  dataDir: string
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  const dir = path.join(options.dataDir, 'db')
  mkdirSync(dir, { recursive: true })
  return openPglite(await PgliteThread.start(dir))
}

/**
 * After a bulk load: the load's own triggers rewrote most product rows (search vectors, ratings), leaving
 * as many dead rows as live ones that every full scan of the catalogue would read; compact the table, as
 * a restore would leave it, then vacuum and analyze as autovacuum would: the pages marked all-visible let the
 * list's count read an index alone (docs/decisions/025-search-at-scale.md), and without statistics PostgreSQL
 * misjudges catalogue pages. Nothing else may use the database meanwhile (VACUUM FULL locks the table).
 */
export async function settleAfterBulkLoad(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (FULL) products`)
  await db.execute(sql`VACUUM (ANALYZE)`)
}

/** Rows of a raw SQL statement, the same on both drivers. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** A hot statement built once, with `sql.placeholder` slots for its values (see runPrepared). */
export interface Prepared {
  name: string
  query: Query
}

const dialect = new PgDialect()

/**
 * Build a statement once, at module load: its text never changes, so no request pays Drizzle's query
 * building for it, and on PostgreSQL it runs as a named statement, parsed once per connection
 * (docs/decisions/008-orders-stock-and-idempotency.md). `name` must be unique to this text.
 */
export function prepared(name: string, query: SQL): Prepared {
  return { name, query: dialect.sqlToQuery(query) }
}

type PreparedRunner = (
  db: Db | Tx,
  statement: Prepared,
  values: Record<string, unknown>,
) => Promise<unknown[]>
let preparedRunner: PreparedRunner | null = null

/** How this process runs prepared statements instead (PGlite's thread: pglite-prepared.ts). */
export function runPreparedWith(runner: PreparedRunner): void {
  preparedRunner = runner
}

/** Rows of a prepared statement run on `db` (a transaction, so it joins it), with its slots' values. */
export async function runPrepared<T>(
  db: Db | Tx,
  statement: Prepared,
  values: Record<string, unknown>,
): Promise<T[]> {
  if (preparedRunner) return (await preparedRunner(db, statement, values)) as T[]
  const query = db._.session.prepareQuery(statement.query, undefined, statement.name, false)
  const result = (await query.execute(values)) as unknown as { rows: T[] }
  return result.rows
}

// Distinct statement texts kept as named statements, per process: each connection holds a plan for each it
// ran, so the texts a request can produce (search shapes, filters, sorts) must not grow that without bound.
const MAX_REUSED_TEXTS = 64
const reusedNames = new Map<string, string>()

/**
 * Rows of a statement built per request whose text repeats with other values (the values are parameters:
 * a search's words, a page's ids). On PostgreSQL each distinct text, up to MAX_REUSED_TEXTS of them, runs as
 * a named statement on the read connections (openPostgres): each parses and plans it once, so the request
 * skips 3-4 ms of parsing and planning for a search at 50,000 products
 * (docs/decisions/025-search-at-scale.md#planning). Texts beyond the limit run unnamed, as queryRows does.
 */
export async function queryRowsReused<T>(db: Db, statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement)
  let name = reusedNames.get(query.sql)
  if (!name && reusedNames.size < MAX_REUSED_TEXTS) {
    name = `reused_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`
    reusedNames.set(query.sql, name)
  }
  if (!name) return queryRows<T>(db, statement)
  const target = genericPlanDbs.get(db) ?? db
  const result = (await target._.session
    .prepareQuery(query, undefined, name, false)
    .execute()) as unknown as {
    rows: T[]
  }
  return result.rows
}

type Procedure = (db: Db, ...args: never[]) => Promise<unknown>
const procedures = new Map<string, Procedure>()

/** The procedures registered by the modules loaded so far (the PGlite thread runs them by name). */
export const threadProcedure = (name: string): Procedure | undefined => procedures.get(name)

/**
 * A transaction-sized piece of work that runs where the database is: with PGlite on its thread
 * (pglite-thread.ts), the whole of `work` runs there, its statements back to back, instead of holding the
 * database open across a round trip through the server's busy event loop for each statement. Elsewhere it
 * runs here. Its arguments and result cross the thread: plain data only.
 */
export function inDatabaseThread<A extends unknown[], R>(
  name: string,
  work: (db: Db, ...args: A) => Promise<R>,
): (db: Db, ...args: A) => Promise<R> {
  procedures.set(name, work as unknown as Procedure)
  return (db, ...args) => {
    const client = (db as { $client?: unknown }).$client
    return client instanceof PgliteThread ? client.call<R>(name, args) : work(db, ...args)
  }
}
