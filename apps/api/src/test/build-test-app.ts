import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { buildApp, type App } from '../app'
import { loadConfig, type Config } from '../config'
import type { HostResolver } from '../lib/public-host'
import { openPglite, openPostgres, queryRows, type Database } from '../db/client'
import { pgliteExtensions } from '../db/pglite-extensions'
import { withDatabase } from './global-setup'

export interface TestContext {
  app: App
  config: Config
  database: Database
  /** Messages written to DATA_DIR/outbox so far, as raw .eml text. */
  outbox(): string[]
}

// Every app a test file built, closed with its database dropped after the file's tests, newest first (an
// app sharing another's database closes before it). One hook, registered when a test file imports this
// module: apps built inside a test body are dropped too, where a hook registered there would never run.
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * A fresh app on a fresh migrated database for one test file: a PGlite copy of the migrated
 * template, or a PostgreSQL database cloned from the template when TEST_DATABASE_URL is set.
 * Everything is dropped after the file's tests.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    shareDatabaseWith?: TestContext
    /** A database of the test's own instead of a fresh migrated one (one that refuses connections...). */
    database?: Database
    /** Runs before the app is ready, e.g. to add a hook a test observes. */
    configure?: (app: App) => void
    /** Where the server's log lines go (silent without it). */
    logStream?: { write(line: string): void }
    /** DNS for links staff enter; tests have no network, so names resolve from this table. */
    hosts?: Record<string, string[]>
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-app-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DEMO_DATA: 'false',
    RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    // Queued e-mails leave within a poll; tests that want it exact call app.jobs.drain().
    JOBS_POLL_MS: '25',
    // Tests run the sweepers by calling them; no recurring job is enqueued behind their back.
    SWEEP_INTERVAL_SECONDS: '86400',
    ...env,
  })
  // A second app on the same database stands for a second instance of a scaled-out store.
  const given = options.database ?? options.shareDatabaseWith?.database
  const { database, drop } = given
    ? { database: given, drop: async () => undefined }
    : await openTestDatabase()
  const app = await buildApp({
    config,
    database,
    logger: options.logStream ? { stream: options.logStream } : false,
    hostResolver: tableResolver(options.hosts ?? {}),
  })
  options.configure?.(app)
  await app.ready()

  cleanups.push(async () => {
    await app.close()
    if (!options.shareDatabaseWith) await database.close()
    await drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  return {
    app,
    config,
    database,
    outbox: () => {
      try {
        return readdirSync(config.outboxDir)
          .sort()
          .map((file) => readFileSync(path.join(config.outboxDir, file), 'utf8'))
      } catch {
        return []
      }
    },
  }
}

/** Names resolve from `hosts` (e.g. { 'cdn.tienda.co': ['93.184.216.34'] }); any other is unknown. */
function tableResolver(hosts: Record<string, string[]>): HostResolver {
  return async (hostname) => {
    const addresses = hosts[hostname]
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  const template = inject('postgresTemplate')
  if (adminUrl && template) {
    const name = `vitrina_t_${randomBytes(6).toString('hex')}`
    await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`)
    return {
      database: openPostgres(withDatabase(adminUrl, name), 5),
      drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    }
  }
  const blob = new Blob([readFileSync(inject('pgliteTemplate'))])
  const client = await PGlite.create({ loadDataDir: blob, extensions: pgliteExtensions })
  return { database: openPglite(client), drop: async () => undefined }
}

async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

/**
 * On PostgreSQL (TEST_DATABASE_URL), a connection string to `ctx`'s own database with the administrator's
 * rights, for a test that acts on it from outside (locks tables, kills connections); undefined on PGlite.
 */
export async function ownDatabaseUrl(ctx: TestContext): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl || ctx.database.kind !== 'postgres') return undefined
  const [row] = await queryRows<{ name: string }>(ctx.app.db, sql`SELECT current_database() AS name`)
  return withDatabase(adminUrl, row!.name)
}

/** Wait for something that happens in the background (an e-mail, an event), up to a few seconds. */
export async function eventually<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 5000,
): Promise<T> {
  const start = Date.now()
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
