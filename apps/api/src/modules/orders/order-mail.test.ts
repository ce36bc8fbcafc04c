import { eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { queryRows } from '../../db/client'
import { orders } from '../../db/schema'
import { buildTestApp, eventually } from '../../test/build-test-app'
import { createAdmin, createUser } from '../../test/factories'
import { saveAddress } from '../../test/factories/addresses'
import { insertProduct } from '../../test/factories/catalog'
import {
  liftOrderLimits,
  orderId,
  placeOrder,
  readableOutbox,
  shownNumber,
} from '../../test/factories/orders'

// docs/product/orders.md#order-emails: each order e-mail is a job committed with the change
// (docs/operations.md#jobs). The poller is slowed down so the tests see the jobs before they run.

const ctx = await buildTestApp({ JOBS_POLL_MS: '60000' })
await liftOrderLimits(ctx)
const { app } = ctx
const ana = await createUser(ctx)
const admin = await createAdmin(ctx)
const address = await saveAddress(ctx, ana)

const mailJobs = (kind: string) =>
  queryRows<{ status: string; to: string }>(
    app.db,
    sql`SELECT status, payload->>'to' AS to FROM jobs WHERE kind = ${kind} ORDER BY id`,
  )

test('a new order commits its confirmation job, which sends one e-mail', async () => {
  const lamp = await insertProduct(ctx, { name: 'Lámpara de guadua', stock_quantity: 3 })
  const id = await orderId(ctx, ana, [{ productId: lamp.id, quantity: 1 }], { addressId: address.id })
  expect(await mailJobs('mail.order-placed')).toEqual([{ status: 'queued', to: ana.email }])
  await app.jobs.drain()
  const number = await shownNumber(ctx, id)
  const mails = readableOutbox(ctx).filter((m) => m.includes(`Tu pedido ${number} quedó registrado`))
  expect(mails).toHaveLength(1)
  expect(await mailJobs('mail.order-placed')).toEqual([{ status: 'done', to: null }])
})

test('an order that is refused rolls back its confirmation job with it', async () => {
  const before = (await mailJobs('mail.order-placed')).length
  const bag = await insertProduct(ctx, { name: 'Mochila wayuu', stock_quantity: 1 })
  const res = await placeOrder(ctx, ana, [{ productId: bag.id, quantity: 2 }], { addressId: address.id })
  expect(res.statusCode).toBe(409)
  expect(await mailJobs('mail.order-placed')).toHaveLength(before)
})

test('a status change commits the customer notice with the move', async () => {
  const cup = await insertProduct(ctx, { name: 'Taza de barro', stock_quantity: 4 })
  const id = await orderId(ctx, ana, [{ productId: cup.id, quantity: 1 }], { addressId: address.id })
  const res = await app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/status`,
    headers: admin.auth,
    payload: { status: 'cancelado' },
  })
  expect(res.statusCode).toBe(200)
  expect(await mailJobs('mail.order-status')).toEqual([{ status: 'queued', to: ana.email }])
  await app.jobs.drain()
  expect(readableOutbox(ctx).filter((m) => m.includes('ahora está: Cancelado'))).toHaveLength(1)
})

test('with a fiscal profile every e-mail ends with who sells and the PQR channel (Ley 1480 art. 50)', async () => {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/fiscal-profile',
    headers: admin.auth,
    payload: {
      legal_name: 'Artesanías del Valle S.A.S.',
      nit: '800197268',
      dv: '4',
      regime: '49',
      responsibilities: ['R-99-PN'],
      municipality_code: '76001',
      address: 'Avenida 6N # 23-45',
      environment: 'pruebas',
      resolutions: {},
    },
  })
  expect(saved.statusCode).toBe(200)
  await eventually(async () => (await app.settings.map()).seller_nit)
  const hat = await insertProduct(ctx, { name: 'Sombrero vueltiao', stock_quantity: 2 })
  const id = await orderId(ctx, ana, [{ productId: hat.id, quantity: 1 }], { addressId: address.id })
  await app.jobs.drain()
  const [row] = await app.db.select({ number: orders.order_number }).from(orders).where(eq(orders.id, id))
  const [mail] = readableOutbox(ctx).filter((m) => m.includes(`Tu pedido #${row!.number}`))
  for (const expected of [
    'Vende: Artesanías del Valle S.A.S. · NIT 800197268-4',
    'Dirección: Avenida 6N # 23-45, Cali (Valle del Cauca)',
    `Peticiones, quejas y reclamos: ${app.config.publicUrl}/contacto`,
  ])
    expect(mail).toContain(expected)
})
