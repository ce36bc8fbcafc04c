import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { formatCOP } from '@vitrina/core/format'
import type { AdminOrderDetail } from '@vitrina/core/schemas/orders'
import { jobs, payments } from '../../db/schema'
import { eventually } from '../../test/build-test-app'
import { createAdmin, createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { buildPaymentsTestApp } from '../../test/factories/payments'
import { readableOutbox, shownNumber } from '../../test/factories/orders'
import { capture, paypalCheckout } from '../../test/factories/paypal'
import { postEvent, verify, wompiCheckout } from '../../test/factories/wompi'

// docs/product/checkout-and-payments.md#refunds, against the PayPal and Wompi stand-ins.

const { ctx, paypal, wompi } = await buildPaymentsTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const ana = await createUser(ctx)
const product = await insertProduct(ctx, { name: 'Poncho de lana', price: 83_000, stock_quantity: 100 })

const cancel = (id: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/status`,
    headers: admin.auth,
    payload: { status: 'cancelado' },
  })
const staffHistory = async (id: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin.auth })
  ).json<AdminOrderDetail>().status_history
const paymentRow = async (orderId: string) =>
  (await app.db.select().from(payments).where(eq(payments.order_id, orderId)))[0]!

describe('cancelling a paid order refunds it in full', () => {
  test('PayPal: one refund of the capture under concurrent cancels, stored, in the history, e-mailed', async () => {
    const checkout = await paypalCheckout(ctx, ana, product.id)
    paypal.approve(checkout.orderID)
    expect((await capture(ctx, ana, checkout.orderID)).statusCode).toBe(200)
    const captureId = paypal.orders.get(checkout.orderID)!.captures[0]!.id

    const answers = await Promise.all([cancel(checkout.orderId), cancel(checkout.orderId)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(paypal.refunds).toEqual([{ id: expect.any(String), captureId }])
    expect(paypal.calls.filter((c) => c === `POST /v2/payments/captures/${captureId}/refund`)).toHaveLength(1)

    const row = await paymentRow(checkout.orderId)
    expect(row).toMatchObject({ status: 'refunded', refund_id: paypal.refunds[0]!.id })
    expect(row.refunded_at).toBeInstanceOf(Date)
    expect((await staffHistory(checkout.orderId)).at(-1)!.note).toBe(
      `Reembolso de ${formatCOP(83_000)} por PayPal (${paypal.refunds[0]!.id}).`,
    )
    await eventually(() =>
      readableOutbox(ctx).some((m) => m.includes(`Te devolvimos ${formatCOP(83_000)} de tu pedido`)),
    )

    // A retried cancel is refused and refunds nothing more.
    expect((await cancel(checkout.orderId)).statusCode).toBe(409)
    expect(paypal.refunds).toHaveLength(1)
  })

  test('Wompi: the approved transaction is voided and the payment marked refunded', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const transaction = wompi.createTransaction({
      reference: orderId,
      amount_in_cents: 8_300_000,
      status: 'APPROVED',
    })
    expect((await verify(ctx, ana, orderId, transaction.id)).json().status).toBe('pagado')
    expect((await cancel(orderId)).statusCode).toBe(200)
    expect(wompi.transactions.get(transaction.id)!.status).toBe('VOIDED')
    expect(await paymentRow(orderId)).toMatchObject({ status: 'refunded', refund_id: transaction.id })
    expect((await staffHistory(orderId)).at(-1)!.note).toBe(
      `Reembolso de ${formatCOP(83_000)} por Wompi (${transaction.id}).`,
    )
  })

  test('a Wompi payment that reaches an order already cancelled is voided at once', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    expect((await cancel(orderId)).statusCode).toBe(200)
    const late = wompi.createTransaction({
      reference: orderId,
      amount_in_cents: 8_300_000,
      status: 'APPROVED',
    })
    expect((await postEvent(ctx, wompi.signedEvent(late))).statusCode).toBe(200)
    expect(wompi.transactions.get(late.id)!.status).toBe('VOIDED')
    expect(await paymentRow(orderId)).toMatchObject({ status: 'refunded', refund_id: late.id })
    // The event again changes nothing more.
    expect((await postEvent(ctx, wompi.signedEvent(late))).statusCode).toBe(200)
    expect(wompi.calls.filter((c) => c === `POST /v1/transactions/${late.id}/void`)).toHaveLength(1)
    expect((await paymentRow(orderId)).status).toBe('refunded')
  })

  test('a refund PayPal does not take is retried in the background until it goes through, once', async () => {
    const checkout = await paypalCheckout(ctx, ana, product.id)
    paypal.approve(checkout.orderID)
    expect((await capture(ctx, ana, checkout.orderID)).statusCode).toBe(200)
    paypal.refundsDown(2)
    expect((await cancel(checkout.orderId)).statusCode).toBe(200)
    expect((await staffHistory(checkout.orderId)).at(-1)!.note).toBe(
      `Reembolso pendiente: PayPal no aceptó la devolución de ${formatCOP(83_000)}. Lo reintentamos automáticamente durante la próxima hora; si sigue sin aceptarla, hazla desde el panel de PayPal.`,
    )
    expect((await paymentRow(checkout.orderId)).status).toBe('completed')
    const retryJob = async () =>
      (
        await app.db
          .select()
          .from(jobs)
          .where(
            and(
              eq(jobs.kind, 'payments.refund-retry'),
              sql`${jobs.payload}->>'orderId' = ${checkout.orderId}`,
            ),
          )
      )[0]
    // Queued for a minute later, not run at once.
    const queued = (await retryJob())!
    expect(queued.status).toBe('queued')
    expect(queued.run_at.getTime()).toBeGreaterThan(Date.now() + 30_000)

    const runNow = async () => {
      await app.db.update(jobs).set({ run_at: new Date() }).where(eq(jobs.id, queued.id))
      await app.jobs.drain()
    }
    // PayPal is still down: the job waits for its next attempt, the history says nothing more.
    await runNow()
    expect(await retryJob()).toMatchObject({ status: 'queued', attempts: 1 })
    expect((await paymentRow(checkout.orderId)).status).toBe('completed')
    const notes = (await staffHistory(checkout.orderId)).length

    await runNow()
    // Done (and its payload emptied, as every finished job's).
    const [done] = await app.db.select().from(jobs).where(eq(jobs.id, queued.id))
    expect(done!.status).toBe('done')
    const row = await paymentRow(checkout.orderId)
    expect(row).toMatchObject({ status: 'refunded', refund_id: paypal.refunds.at(-1)!.id })
    const history = await staffHistory(checkout.orderId)
    expect(history).toHaveLength(notes + 1)
    expect(history.at(-1)!.note).toBe(`Reembolso de ${formatCOP(83_000)} por PayPal (${row.refund_id}).`)
    expect(paypal.refunds.filter((r) => r.id === row.refund_id)).toHaveLength(1)
    const number = await shownNumber(ctx, checkout.orderId)
    await eventually(() =>
      readableOutbox(ctx).some((m) =>
        m.includes(`Te devolvimos ${formatCOP(83_000)} de tu pedido ${number} por PayPal.`),
      ),
    )
  })

  test('a refusal that waiting will not change (already refunded at PayPal) is left to staff, not retried', async () => {
    const checkout = await paypalCheckout(ctx, ana, product.id)
    paypal.approve(checkout.orderID)
    expect((await capture(ctx, ana, checkout.orderID)).statusCode).toBe(200)
    // Someone refunded it from PayPal's panel first: PayPal answers 422 CAPTURE_FULLY_REFUNDED.
    const captureId = paypal.orders.get(checkout.orderID)!.captures[0]!.id
    paypal.refunds.push({ id: 'PANEL-REFUND', captureId })
    expect((await cancel(checkout.orderId)).statusCode).toBe(200)
    expect((await staffHistory(checkout.orderId)).at(-1)!.note).toBe(
      `Reembolso pendiente: PayPal no aceptó la devolución de ${formatCOP(83_000)}. Hazla desde el panel de PayPal.`,
    )
    const queued = await app.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, 'payments.refund-retry'), sql`${jobs.payload}->>'orderId' = ${checkout.orderId}`),
      )
    expect(queued).toEqual([])
  })

  test('an unpaid order is cancelled without any refund call', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, product.id)
    const before = wompi.calls.length
    expect((await cancel(orderId)).statusCode).toBe(200)
    expect(wompi.calls.slice(before).some((c) => c.endsWith('/void'))).toBe(false)
  })
})
