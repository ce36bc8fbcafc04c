import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client'
import { buildTestApp, eventually } from '../../test/build-test-app'
import { createUser } from '../../test/factories'
import { defineJob } from './define-job'
import { claimJobs } from './job-rows'
import { JOB_LANES } from './lanes'
import { createWorker } from './worker'

// docs/decisions/020-database-job-queue.md#lanes: the urgent lane first, whatever waits behind it. The app's
// own poller is slowed down so each test decides when work runs.
const ctx = await buildTestApp({ JOBS_POLL_MS: '60000' })
const { app } = ctx

const ran: string[] = []
const laneJobs = Object.fromEntries(
  JOB_LANES.map((lane) => [
    lane,
    defineJob<{ n: number }>(`test.lane-${lane}`, lane, async (_app, { n }) => void ran.push(`${lane}:${n}`)),
  ]),
) as Record<(typeof JOB_LANES)[number], ReturnType<typeof defineJob<{ n: number }>>>
const held: (() => void)[] = []
const heldBulkJob = defineJob<null>(
  'test.lane-held-bulk',
  'bulk',
  () => new Promise<void>((resolve) => held.push(resolve)),
)

const statuses = (kind: string) =>
  queryRows<{ status: string }>(app.db, sql`SELECT status FROM jobs WHERE kind = ${kind} ORDER BY id`).then(
    (rows) => rows.map((row) => row.status),
  )

beforeEach(async () => {
  ran.length = 0
  await app.db.execute(sql`DELETE FROM jobs`)
})

const options = { pollMs: 60_000, leaseSeconds: 60, shutdownSeconds: 1 }

test('a reset mail asked for after 300 bulk jobs is claimed before all of them', async () => {
  for (let n = 0; n < 300; n++) await laneJobs.bulk.enqueue(app.db, { n })
  const user = await createUser(ctx)
  const asked = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: user.email },
  })
  expect(asked.statusCode).toBe(200)

  const [first, ...rest] = await claimJobs(app.db, 'worker-a', 60, { free: 1, shared: 1 })
  expect(rest).toEqual([])
  expect(first).toMatchObject({ kind: 'mail.password-reset', lane: 'urgent' })
})

test('each lane is served before the next, oldest first within a lane', async () => {
  for (const lane of [...JOB_LANES].reverse())
    for (let n = 0; n < 3; n++) await laneJobs[lane].enqueue(app.db, { n })
  const worker = createWorker(app, app.db, { ...options, concurrency: 1, urgentSlots: 0 })
  expect(await worker.drain()).toBe(12)
  expect(ran).toEqual(JOB_LANES.flatMap((lane) => [0, 1, 2].map((n) => `${lane}:${n}`)))
})

test('the app counts the jobs it claims by lane', async () => {
  const claimed = async (lane: string) =>
    (await app.metrics.jobsClaimed.get()).values.find((v) => v.labels.lane === lane)?.value ?? 0
  const before = { urgent: await claimed('urgent'), bulk: await claimed('bulk') }
  await laneJobs.urgent.enqueue(app.db, { n: 1 })
  await laneJobs.bulk.enqueue(app.db, { n: 1 })
  await laneJobs.bulk.enqueue(app.db, { n: 2 })
  expect(await app.jobs.drain()).toBe(3)
  expect(await claimed('urgent')).toBe(before.urgent + 1)
  expect(await claimed('bulk')).toBe(before.bulk + 2)
})

describe('a worker whose slots are all busy with slow bulk work', () => {
  test('still runs an urgent job in the slot kept for it', async () => {
    for (let i = 0; i < 3; i++) await heldBulkJob.enqueue(app.db, null)
    const worker = createWorker(app, app.db, { ...options, pollMs: 10, concurrency: 2, urgentSlots: 1 })
    worker.start()
    await eventually(async () => held.length === 2)
    await laneJobs.urgent.enqueue(app.db, { n: 7 })
    await eventually(() => ran.includes('urgent:7'))
    // The third bulk job waits for a shared slot: the kept one is never given to it.
    expect(await statuses('test.lane-held-bulk')).toEqual(['running', 'running', 'queued'])
    held.splice(0).forEach((release) => release())
    await eventually(async () => held.length === 1)
    held.splice(0).forEach((release) => release())
    await eventually(async () => (await statuses('test.lane-held-bulk')).every((s) => s === 'done'))
    await worker.stop()
  })

  test('fills a freed slot at once while jobs are waiting, without waiting for the next poll', async () => {
    for (let n = 0; n < 12; n++) await laneJobs.customer.enqueue(app.db, { n })
    // One poll at start, none after for a minute: only the freed slots' claims can run the other ten.
    const worker = createWorker(app, app.db, { ...options, concurrency: 2, urgentSlots: 0 })
    worker.start()
    await eventually(() => ran.length === 12)
    expect(await statuses('test.lane-customer')).toEqual(Array(12).fill('done'))
    await worker.stop()
  })
})
