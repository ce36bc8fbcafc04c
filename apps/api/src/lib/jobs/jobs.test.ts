import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client'
import { buildTestApp } from '../../test/build-test-app'
import { defineJob } from './define-job'
import { claimJobs, retryDelaySeconds } from './job-rows'
import { createWorker } from './worker'

// docs/operations.md#jobs. The app's own poller is slowed down so each test decides when work runs.
const ctx = await buildTestApp({ JOBS_POLL_MS: '60000' })
const { app } = ctx

const ran: number[] = []
const recordJob = defineJob<{ n: number }>('test.record', 'customer', async (_app, payload) => {
  ran.push(payload.n)
  await new Promise((resolve) => setTimeout(resolve, 1))
})
const failingJob = defineJob<null>('test.failing', 'customer', async () => {
  throw new Error('el servidor de correo no respondió')
})
let release = () => {}
const slowJob = defineJob<null>(
  'test.slow',
  'customer',
  () => new Promise<void>((resolve) => (release = resolve)),
)

const jobRows = () =>
  queryRows<{ id: string; kind: string; status: string; attempts: number; last_error: string | null }>(
    app.db,
    sql`SELECT id, kind, status, attempts, last_error FROM jobs WHERE kind LIKE 'test.%' ORDER BY id`,
  )

beforeEach(async () => {
  ran.length = 0
  await app.db.execute(sql`DELETE FROM jobs`)
})

const workerOptions = { pollMs: 10, leaseSeconds: 60, shutdownSeconds: 1, concurrency: 4, urgentSlots: 1 }

describe('enqueue', () => {
  test('a job commits with its transaction and runs once drained', async () => {
    await app.db.transaction((tx) => recordJob.enqueue(tx, { n: 1 }).then(() => undefined))
    expect(await jobRows()).toMatchObject([{ kind: 'test.record', status: 'queued', attempts: 0 }])
    expect(await app.jobs.drain()).toBe(1)
    expect(ran).toEqual([1])
    expect(await jobRows()).toMatchObject([{ status: 'done', attempts: 1 }])
  })

  test('a rolled-back change leaves no job behind', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await recordJob.enqueue(tx, { n: 2 })
        throw new Error('la orden no pasó la validación')
      }),
    ).rejects.toThrow()
    expect(await jobRows()).toEqual([])
    expect(await app.jobs.drain()).toBe(0)
  })

  test('a unique key enqueues recurring work once', async () => {
    expect(await recordJob.enqueue(app.db, { n: 3 }, { uniqueKey: 'barrido:1' })).not.toBeNull()
    expect(await recordJob.enqueue(app.db, { n: 4 }, { uniqueKey: 'barrido:1' })).toBeNull()
    await app.jobs.drain()
    expect(await recordJob.enqueue(app.db, { n: 5 }, { uniqueKey: 'barrido:1' })).toBeNull()
    expect(ran).toEqual([3])
  })
})

test('draining waits for a job that the poller claimed but has not started yet', async () => {
  await recordJob.enqueue(app.db, { n: 7 })
  let letThrough = () => {}
  const gate = new Promise<void>((resolve) => (letThrough = resolve))
  let claimedByPoll = () => {}
  const pollClaimed = new Promise<void>((resolve) => (claimedByPoll = resolve))
  let held = false
  // The poll's claim reaches the database, and its answer is held back until after drain() has started.
  const db = new Proxy(app.db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown
      if (prop !== 'execute' || held) return value
      held = true
      return async (...args: unknown[]) => {
        const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)
        claimedByPoll()
        await gate
        return result
      }
    },
  })
  const worker = createWorker(app, db, workerOptions)
  worker.start()
  await pollClaimed
  const drained = worker.drain()
  setTimeout(letThrough, 20)
  await drained
  expect(ran).toEqual([7])
  await worker.stop()
})

test('two workers draining the same queue run each job exactly once', async () => {
  for (let n = 0; n < 30; n++) await recordJob.enqueue(app.db, { n })
  const a = createWorker(app, app.db, workerOptions)
  const b = createWorker(app, app.db, workerOptions)
  const [byA, byB] = await Promise.all([a.drain(), b.drain()])
  expect(byA + byB).toBe(30)
  expect([...ran].sort((x, y) => x - y)).toEqual([...Array(30).keys()])
  expect((await jobRows()).every((row) => row.status === 'done' && row.attempts === 1)).toBe(true)
})

test('a failing job is retried with backoff and ends failed after six attempts', async () => {
  expect([1, 2, 3, 4, 5, 6].map(retryDelaySeconds)).toEqual([15, 60, 240, 960, 1800, 1800])
  await failingJob.enqueue(app.db, null)
  for (let attempt = 1; attempt <= 6; attempt++) {
    await app.jobs.drain()
    const [row] = await queryRows<{ status: string; attempts: number; wait: number }>(
      app.db,
      sql`SELECT status, attempts, round(extract(epoch FROM run_at - now()))::int AS wait FROM jobs`,
    )
    expect(row).toMatchObject({ attempts: attempt, status: attempt < 6 ? 'queued' : 'failed' })
    if (attempt < 6) expect(row?.wait).toBeCloseTo(retryDelaySeconds(attempt), -1)
    // Time passes: the retry is due.
    await app.db.execute(sql`UPDATE jobs SET run_at = now() WHERE status = 'queued'`)
  }
  expect(await jobRows()).toMatchObject([
    { status: 'failed', last_error: 'el servidor de correo no respondió' },
  ])
  expect(await app.jobs.drain()).toBe(0)
})

test('a job whose worker died is picked up again once its lease runs out', async () => {
  await recordJob.enqueue(app.db, { n: 7 })
  // A worker claims it and is killed before finishing.
  expect(await claimJobs(app.db, 'killed-worker', 60, { free: 10, shared: 10 })).toHaveLength(1)
  expect(await app.jobs.drain()).toBe(0)
  await app.db.execute(sql`UPDATE jobs SET locked_until = now() - interval '1 second'`)
  expect(await app.jobs.drain()).toBe(1)
  expect(ran).toEqual([7])
  expect(await jobRows()).toMatchObject([{ status: 'done', attempts: 2 }])
})

describe('shutdown', () => {
  test('a job that finishes within the grace period is completed', async () => {
    await slowJob.enqueue(app.db, null)
    const worker = createWorker(app, app.db, { ...workerOptions, shutdownSeconds: 5 })
    worker.start()
    await waitForStatus('running')
    const stopping = worker.stop()
    release()
    await stopping
    expect(await jobRows()).toMatchObject([{ status: 'done' }])
  })

  test('a job still running after the grace period is given back without using an attempt', async () => {
    await slowJob.enqueue(app.db, null)
    const worker = createWorker(app, app.db, { ...workerOptions, shutdownSeconds: 0 })
    worker.start()
    await waitForStatus('running')
    await worker.stop()
    expect(await jobRows()).toMatchObject([{ status: 'queued', attempts: 0 }])
    release()
  })
})

async function waitForStatus(status: string) {
  for (let i = 0; i < 200; i++) {
    if ((await jobRows())[0]?.status === status) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`the job never became ${status}`)
}

describe('a database that goes away mid-job', () => {
  test('the failure that cannot be written is logged, never thrown; the lease brings the job back', async () => {
    let broken = false
    const db = new Proxy(app.db, {
      get(target, prop, receiver) {
        // One write fails (the job's failure), as when the database closes under a running job.
        if (prop === 'execute' && broken)
          return () => {
            broken = false
            return Promise.reject(new Error('PGlite is closed'))
          }
        return Reflect.get(target, prop, receiver) as unknown
      },
    })
    const breakingJob = defineJob<null>('test.breaking', 'customer', async () => {
      broken = true
      throw new Error('el servidor de correo no respondió')
    })
    await breakingJob.enqueue(app.db, null)
    const worker = createWorker(app, db, workerOptions)
    await expect(worker.drain()).resolves.toBe(1)
    // Still claimed by the worker that could not write: after its lease another worker takes it again.
    expect(await jobRows()).toMatchObject([{ kind: 'test.breaking', status: 'running', attempts: 1 }])
  })
})
