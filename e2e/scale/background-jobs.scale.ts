import pg from 'pg'
import sharp from 'sharp'
import { formatOrderNumber } from '@vitrina/core/format'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startS3StandIn } from '../../apps/api/src/test/s3-standin'
import { ADMIN, call, createCluster, customer, orderAt, type Cluster, type Instance } from './instances'

// docs/operations.md#jobs and #storage with two built processes on PostgreSQL, Redis and an S3 stand-in:
// files live in the bucket, recurring work runs once across instances, and an order's confirmation
// committed on an instance killed right after survives it and is sent once by the other.

const LEASE_SECONDS = 3
let cluster: Cluster
let a: Instance
let b: Instance
let adminToken: string
let db: pg.Client
let productId: number

const mentioning = (text: string) => [...a.outbox(), ...b.outbox()].filter((mail) => mail.includes(text))

beforeAll(async () => {
  const s3 = await startS3StandIn(['vitrina-escala'])
  cluster = await createCluster({
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
    JOBS_POLL_MS: '100',
    JOBS_LEASE_SECONDS: String(LEASE_SECONDS),
    SWEEP_INTERVAL_SECONDS: '1',
  })
  a = await cluster.start('a')
  b = await cluster.start('b')
  db = new pg.Client({ connectionString: cluster.databaseUrl })
  await db.connect()
  adminToken = (await call<{ token: string }>(a, 'POST', '/api/auth/login', { body: ADMIN })).body.token
  const product = await db.query<{ id: number }>(
    `INSERT INTO products (name, slug, price, stock_quantity) VALUES ('Mochila de escala', 'mochila-de-escala', 90000, 500) RETURNING id`,
  )
  productId = product.rows[0]!.id
}, 600_000)

afterAll(async () => {
  await db?.end()
  await cluster?.stop()
})

describe('background work and files across two instances', () => {
  test('an image uploaded through A is served by B from the bucket', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0F766E' } })
      .png()
      .toBuffer()
    const body = new FormData()
    body.append('productImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mochila.png')
    const uploaded = await fetch(`${a.url}/api/products/${productId}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body,
    })
    expect(uploaded.status).toBe(201)
    const { images } = (await uploaded.json()) as { images: { image_url: string }[] }
    const served = await fetch(`${b.url}/uploads/products/${images[0]!.image_url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
  })

  test('the order sweeper runs once per interval across both, and cancels an order once', async () => {
    const buyer = await customer(b, 'barrido')
    const placed = await orderAt(b, buyer, productId)
    expect(placed.status).toBe(201)
    const id = placed.body.orderId
    const shown = formatOrderNumber(placed.body.order_number)
    await db.query(`UPDATE orders SET order_date = now() - interval '30 days' WHERE id = $1`, [id])
    await expect
      .poll(async () => (await db.query('SELECT status FROM orders WHERE id = $1', [id])).rows[0]?.status, {
        timeout: 10_000,
      })
      .toBe('cancelado')
    await expect.poll(() => mentioning(`${shown} ahora`).length, { timeout: 10_000 }).toBe(1)
    // A few more rounds change nothing: one cancellation, one e-mail.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const history = await db.query(
      `SELECT 1 FROM order_status_history WHERE order_id = $1 AND status = 'cancelado'`,
      [id],
    )
    expect(history.rowCount).toBe(1)
    expect(mentioning(`${shown} ahora`)).toHaveLength(1)
    // One sweep job per one-second slot, not one per instance.
    const sweeps = await db.query<{ slots: number; jobs: number; span: number }>(
      `SELECT count(DISTINCT unique_key)::int AS slots, count(*)::int AS jobs,
        ceil(extract(epoch FROM max(created_at) - min(created_at)))::int AS span
       FROM jobs WHERE kind = 'orders.sweep'`,
    )
    const { slots, jobs, span } = sweeps.rows[0]!
    expect(jobs).toBe(slots)
    expect(jobs).toBeLessThanOrEqual(span + 2)
  })

  test('SIGKILL of A right after an order commits: B still sends its confirmation, exactly once', async () => {
    const buyer = await customer(a, 'caida')
    const placed = await orderAt(a, buyer, productId)
    a.process.kill('SIGKILL')
    expect(placed.status).toBe(201)
    const number = formatOrderNumber(placed.body.order_number)
    const confirmation = () => mentioning(number)
    await expect.poll(() => confirmation().length, { timeout: (LEASE_SECONDS + 10) * 1000 }).toBe(1)
    // Past another lease: nobody sends it again.
    await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 1) * 1000))
    expect(confirmation()).toHaveLength(1)
    const job = await db.query<{ status: string }>(
      `SELECT status FROM jobs WHERE kind = 'mail.order-placed' ORDER BY id DESC LIMIT 1`,
    )
    expect(job.rows[0]?.status).toBe('done')
  })
})
