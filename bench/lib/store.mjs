import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, run, start, stop, waitForHttp } from './proc.mjs'

export const root = fileURLToPath(new URL('../..', import.meta.url))
const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg')
const tsx = path.join(root, 'node_modules/.bin/tsx')

// The machine's PostgreSQL, as the test scripts use it; the bench only creates and drops its own database.
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * The server's environment, built from scratch so nothing from the caller's shell (REDIS_URL, SMTP_URL,
 * ADMIN_EMAIL...) changes what is measured. Loopback only; the rate limits out of the way.
 */
function serverEnv(store, extra = {}) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: store.dataDir,
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    DEMO_DATA: 'true',
    // A production build with the demo accounts' published passwords, which the bench signs in with.
    DEMO_ACCOUNTS: 'public',
    RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'warn',
    ...extra,
  }
}

/** An embedded database in its own directory under the bench's temporary folder. */
export function pgliteStore(tmp) {
  const dataDir = path.join(tmp, 'pglite')
  mkdirSync(dataDir)
  return { kind: 'pglite', label: 'PGlite', dataDir, drop: async () => {} }
}

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * A throwaway database on the machine's PostgreSQL, or the reason to skip it when it does not answer.
 * `drop` removes it even if a server still holds connections.
 */
export async function postgresStore(tmp, purpose = 'postgres') {
  const name = `vitrina_bench_${process.pid}_${Date.now()}`
  try {
    await withAdmin((client) => client.query(`CREATE DATABASE ${name}`))
  } catch (err) {
    return { skipped: `PostgreSQL does not answer at ${POSTGRES_ADMIN_URL} (${err.message})` }
  }
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  const dataDir = path.join(tmp, purpose)
  mkdirSync(dataDir)
  const drop = () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  return { kind: 'postgres', label: 'PostgreSQL', dataDir, databaseUrl: url.href, drop }
}

/** The server's version and the two settings that change these figures most. */
export async function postgresVersion() {
  const show = async (client, name) => (await client.query(`SHOW ${name}`)).rows[0][name]
  return withAdmin(async (client) => {
    const version = (await show(client, 'server_version')).split(' ')[0]
    return `PostgreSQL ${version} (autovacuum ${await show(client, 'autovacuum')}, jit ${await show(client, 'jit')})`
  })
}

/**
 * The demo store, then the generated catalogue (`npm run seed:large`, which loads the demo store itself
 * into an empty database, exactly as a first `DEMO_DATA=true` start would).
 */
export async function seed(store, products, timeoutMs = 5 * 60_000) {
  const started = Date.now()
  const script = path.join(root, 'apps/api/src/db/seed/run-seed-large.ts')
  await run(tsx, [script, '--products', String(products)], { cwd: root, env: serverEnv(store), timeoutMs })
  return (Date.now() - started) / 1000
}

/** The demo store alone (`npm run seed`): enough to buy from when the large catalogue is not measured. */
export async function seedDemo(store) {
  const started = Date.now()
  await run(tsx, [path.join(root, 'apps/api/src/db/seed/run-seed.ts')], {
    cwd: root,
    env: serverEnv(store),
    timeoutMs: 5 * 60_000,
  })
  return (Date.now() - started) / 1000
}

/**
 * The page builder alone (bench/page-build.mjs): times the one SQL statement and the compression of a
 * cold page in a process of its own. On PGlite it must run while no server holds the database.
 */
export async function probePageBuild(store) {
  const out = await run(tsx, [path.join(root, 'bench/page-build.mjs')], {
    cwd: root,
    env: serverEnv(store),
    timeoutMs: 2 * 60_000,
  })
  return JSON.parse(out.trim().split('\n').pop())
}

/** The built server on a free loopback port; `logLevel: 'info'` logs each request's responseTime. */
export async function startServer(store, { logLevel = 'warn', onLine } = {}) {
  const port = await freePort()
  // Profiling a run: BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (bench/README.md).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = start(process.execPath, [...nodeArgs, path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: serverEnv(store, { PORT: String(port), LOG_LEVEL: logLevel }),
    onLine,
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${origin}/api/health-check`, child)
  } catch (err) {
    await stop(child)
    throw err
  }
  return { origin, pid: child.proc.pid, stop: () => stop(child) }
}
