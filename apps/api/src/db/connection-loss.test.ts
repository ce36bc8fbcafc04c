import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, eventually, ownDatabaseUrl } from '../test/build-test-app'
import { createUser, type TestUser } from '../test/factories'
import { saveAddress, validAddress } from '../test/factories/addresses'
import { freePort } from '../test/free-port'
import { openPostgres } from './client'

// docs/operations.md#database-outage: a request whose database connection goes away answers 503 with
// Retry-After, never 500; a read (GET, HEAD) is first retried once on a fresh connection.

const unavailable = {
  message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  code: 'DATABASE_UNAVAILABLE',
}

describe('a database that refuses connections', async () => {
  // Nothing listens there: every connection is refused, as when PostgreSQL is down.
  const refusing = openPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/tienda`, 2)
  const { app } = await buildTestApp({}, { database: refusing })

  test.each([
    ['GET', '/api/products/1', undefined],
    ['POST', '/api/auth/login', { email: 'ana@correo.co', password: 'clave-segura-1' }],
  ] as const)('%s %s answers 503 with Retry-After, never 500', async (method, url, payload) => {
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}) })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('5')
    expect(res.json()).toEqual(unavailable)
  })

  test('the instance says it is not ready', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ code: 'NOT_READY', checks: { database: 'falla' } })
  })
})

// Connections really killed, from administrator connections on the test's own database: PostgreSQL only.
// The job poller is slowed down so that only the request's statements run.
const ctx = await buildTestApp({ JOBS_POLL_MS: '60000' })
const ownUrl = await ownDatabaseUrl(ctx)
const ADMIN_APP = 'prueba-administrador'
describe.skipIf(!ownUrl)('connections killed under a request', () => {
  let customer: TestUser
  // One holds a lock in its transaction; the other, outside any transaction, sees pg_stat_activity afresh on
  // every statement (inside one it would keep showing its first look).
  const locker = new pg.Client({ connectionString: ownUrl, application_name: ADMIN_APP })
  const admin = new pg.Client({ connectionString: ownUrl, application_name: ADMIN_APP })
  beforeAll(async () => {
    customer = await createUser(ctx)
    await saveAddress(ctx, customer)
    await Promise.all([locker.connect(), admin.connect()])
  })
  afterAll(() => Promise.all([locker.end(), admin.end()]))

  const listAddresses = () => ctx.app.inject({ method: 'GET', url: '/api/addresses', headers: customer.auth })

  /** Runs `during` with the addresses table locked: a request's statement on it waits, to be killed. */
  async function withAddressesLocked(during: () => Promise<void>) {
    await locker.query('BEGIN')
    await locker.query('LOCK TABLE addresses IN ACCESS EXCLUSIVE MODE')
    try {
      await during()
    } finally {
      await locker.query('ROLLBACK')
    }
  }

  /** Terminates the backend waiting on the lock (not one of `spared`) once there is one; its pid. */
  async function killWaiter(spared: number[] = []): Promise<number> {
    const pid = await eventually(async () => {
      const waiting = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%"addresses"%'`,
      )
      return waiting.rows.map((row) => row.pid).find((pid) => !spared.includes(pid))
    })
    await admin.query('SELECT pg_terminate_backend($1)', [pid])
    return pid
  }

  test('a read whose connection is killed is retried once on a fresh one and answers 200', async () => {
    let answer: ReturnType<typeof listAddresses> | undefined
    await withAddressesLocked(async () => {
      answer = listAddresses()
      await killWaiter()
    })
    const res = await answer!
    expect(res.statusCode).toBe(200)
    expect(res.json()).toHaveLength(1)
  })

  test('a read that loses its connection twice answers 503 with Retry-After', async () => {
    await withAddressesLocked(async () => {
      const answer = listAddresses()
      await killWaiter([await killWaiter()])
      const res = await answer
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('5')
      expect(res.json()).toEqual(unavailable)
    })
  })

  test('a write is not retried (it may have committed): 503 at once, nothing saved, and the process lives', async () => {
    await withAddressesLocked(async () => {
      const answer = ctx.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: customer.auth,
        payload: { ...validAddress, city: 'Cali' },
      })
      await killWaiter()
      // A retry would wait on the lock, still held here.
      const res = await answer
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual(unavailable)
    })
    expect((await listAddresses()).json()).toHaveLength(1)
  })

  test('idle connections killed by the server are replaced; the process goes on serving', async () => {
    await Promise.all([listAddresses(), listAddresses(), listAddresses()])
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name <> $1`,
      [ADMIN_APP],
    )
    const statuses: number[] = []
    await eventually(async () => {
      statuses.push((await listAddresses()).statusCode)
      return statuses.at(-1) === 200
    })
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([])
  })
})
