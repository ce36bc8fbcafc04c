import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { defineJob } from '../lib/jobs/define-job'
import { insertProduct } from '../test/factories/catalog'
import { liftOrderLimits, orderId } from '../test/factories/orders'
import { buildTestApp } from '../test/build-test-app'
import { createUser } from '../test/factories'

// docs/operations.md#metrics: Prometheus figures for the operator's token only.

const OPS_TOKEN = 'token-de-operacion-de-prueba-123'
// The poller is slowed down so the job test decides when its job runs.
const ctx = await buildTestApp({ OPS_TOKEN, JOBS_POLL_MS: '60000' })
const operator = { authorization: `Bearer ${OPS_TOKEN}` }
const scrape = () => ctx.app.inject({ method: 'GET', url: '/metrics', headers: operator })

/** The value of one series line, e.g. `vitrina_orders_created_total{channel="web"}`. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('metrics', () => {
  test('only the operator token reads them; without OPS_TOKEN they do not exist', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401)
    const wrong = { authorization: `Bearer ${OPS_TOKEN.replace('1', '2')}` }
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(401)
    const bare = await buildTestApp()
    expect((await bare.app.inject({ method: 'GET', url: '/metrics', headers: operator })).statusCode).toBe(
      404,
    )
  })

  test('count orders by channel, HTTP latency by route and response cache hits', async () => {
    const customer = await createUser(ctx)
    await liftOrderLimits(ctx)
    const product = await insertProduct(ctx, { name: 'Camiseta básica' })
    const before = (await scrape()).body
    await orderId(ctx, customer, [{ productId: product.id, quantity: 1 }])
    await ctx.app.inject({ method: 'GET', url: '/api/products?limit=5' })
    await ctx.app.inject({ method: 'GET', url: '/api/products?limit=5' })

    const res = await scrape()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const after = res.body
    const orders = 'vitrina_orders_created_total{channel="web"}'
    expect(sample(after, orders) - sample(before, orders)).toBe(1)
    expect(after).toMatch(
      /vitrina_http_request_duration_seconds_count\{method="POST",route="\/api\/orders",status_code="201"\} 1/,
    )
    const hits = 'vitrina_response_cache_hits_total'
    expect(sample(after, hits) - sample(before, hits)).toBeGreaterThanOrEqual(1)
    expect(after).toContain('vitrina_process_resident_memory_bytes')
  })

  test('count queued and failed jobs by kind, job failures and durations, and payment outcomes', async () => {
    const failing = defineJob<null>('test.metrics-failing', 'bulk', async () => {
      throw new Error('sin servidor de correo')
    })
    const id = (await failing.enqueue(ctx.app.db, null))!
    expect(
      sample((await scrape()).body, 'vitrina_jobs_queued{kind="test.metrics-failing",status="queued"}'),
    ).toBe(1)
    await ctx.app.db.execute(sql`UPDATE jobs SET max_attempts = 1 WHERE id = ${id}`)
    await ctx.app.jobs.drain()
    const text = (await scrape()).body
    expect(sample(text, 'vitrina_jobs_queued{kind="test.metrics-failing",status="failed"}')).toBe(1)
    expect(sample(text, 'vitrina_job_failures_total{kind="test.metrics-failing",outcome="failed"}')).toBe(1)
    expect(
      sample(text, 'vitrina_job_duration_seconds_count{kind="test.metrics-failing",outcome="failed"}'),
    ).toBe(1)
    // An unconfirmed cash-on-delivery order, swept: one unpaid_cancelled.
    const customer = await createUser(ctx)
    const product = await insertProduct(ctx, { name: 'Hamaca' })
    const order = await orderId(ctx, customer, [{ productId: product.id, quantity: 1 }], {
      payment_method: 'contra_entrega',
    })
    await ctx.app.db.execute(
      sql`UPDATE orders SET order_date = now() - interval '30 days' WHERE id = ${order}`,
    )
    await ctx.app.sweepCashOnDeliveryOrders()
    const series = 'vitrina_payments_total{provider="contra_entrega",outcome="unpaid_cancelled"}'
    expect(sample((await scrape()).body, series)).toBe(1)
  })
})
