import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { formatCOP } from '@vitrina/core/format'
import type { AdminOrderDetail } from '@vitrina/core/schemas/orders'
import type { Return } from '@vitrina/core/schemas/returns'
import { payments } from '../../db/schema'
import { createEmployee, createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { buildPaymentsTestApp } from '../../test/factories/payments'
import { liftOrderLimits, productStock } from '../../test/factories/orders'
import { capture, paypalCheckout } from '../../test/factories/paypal'
import { returnRefundRequestId } from '../payments/return-refunds.service'
import { verify, wompiCheckout } from '../../test/factories/wompi'
import { deliver, moveReturn, PREPAID_STEPS, returnFirstLine } from './return-factories'

// docs/product/returns.md#refund against the PayPal and Wompi stand-ins.

const { ctx, paypal, wompi } = await buildPaymentsTestApp()
const { app } = ctx

const employee = await createEmployee(ctx)
const ana = await createUser(ctx)
await liftOrderLimits(ctx)
const poncho = await insertProduct(ctx, { name: 'Poncho de lana', price: 83_000, stock_quantity: 100 })

const lastNote = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: employee.auth }))
    .json<AdminOrderDetail>()
    .status_history.at(-1)!.note

async function receive(id: number) {
  expect((await moveReturn(ctx, employee, id, { status: 'aprobada' })).statusCode).toBe(200)
  const res = await moveReturn(ctx, employee, id, { status: 'recibida' })
  expect(res.statusCode).toBe(200)
  return res.json<Return>()
}

describe('a received return is refunded through the provider', () => {
  test('PayPal: part of the capture, with a fixed request id per return, in US$ of its share', async () => {
    const checkout = await paypalCheckout(ctx, ana, poncho.id, 3)
    paypal.approve(checkout.orderID)
    expect((await capture(ctx, ana, checkout.orderID)).statusCode).toBe(200)
    const captureId = paypal.orders.get(checkout.orderID)!.captures[0]!.id
    await deliver(ctx, employee, checkout.orderId, PREPAID_STEPS)
    const stock = await productStock(ctx, poncho.id)

    const first = await returnFirstLine(ctx, ana, checkout.orderId, 1)
    const done = await receive(first.id)
    expect(await productStock(ctx, poncho.id)).toBe(stock + 1)
    const share = (Number(checkout.amountUSD) / 3).toFixed(2)
    expect(paypal.refunds).toEqual([{ id: expect.any(String), captureId, value: share }])
    expect(done).toMatchObject({
      refund_method: 'paypal',
      refund_id: paypal.refunds[0]!.id,
      refund_amount: 83_000,
    })
    expect(await lastNote(checkout.orderId)).toBe(
      `Reembolso de ${formatCOP(83_000)} por PayPal (${paypal.refunds[0]!.id}).`,
    )
    expect(returnRefundRequestId(first.id)).toBe(`vitrina-return-${first.id}`)

    // The two other units, later: together never more than was captured.
    const second = await returnFirstLine(ctx, ana, checkout.orderId, 2)
    await receive(second.id)
    expect(paypal.refunds).toHaveLength(2)
    const cents = paypal.refunds.reduce((sum, r) => sum + Math.round(Number(r.value) * 100), 0)
    expect(cents).toBeLessThanOrEqual(Math.round(Number(checkout.amountUSD) * 100))
    // The capture itself stays 'completed': the order was delivered, not cancelled.
    const [row] = await app.db.select().from(payments).where(eq(payments.order_id, checkout.orderId))
    expect(row!.status).toBe('completed')
  })

  test('PayPal: returns of every unit add up to the capture, the last taking the remainder', async () => {
    // 83,025 pesos at 4,150 per US$ is 20.006 US$: rounded one by one, three units would be 60.03 US$
    // of a 60.02 capture, and PayPal would refuse the third.
    const ruana = await insertProduct(ctx, { name: 'Ruana boyacense', price: 83_025, stock_quantity: 10 })
    const checkout = await paypalCheckout(ctx, ana, ruana.id, 3)
    expect(checkout.amountUSD).toBe('60.02')
    paypal.approve(checkout.orderID)
    expect((await capture(ctx, ana, checkout.orderID)).statusCode).toBe(200)
    const captureId = paypal.orders.get(checkout.orderID)!.captures[0]!.id
    await deliver(ctx, employee, checkout.orderId, PREPAID_STEPS)
    const received: Return[] = []
    for (let unit = 0; unit < 3; unit++)
      received.push(await receive((await returnFirstLine(ctx, ana, checkout.orderId, 1)).id))
    expect(received.map((r) => r.refund_amount)).toEqual([83_025, 83_025, 83_025])
    const refunds = paypal.refunds.filter((r) => r.captureId === captureId)
    expect(refunds.map((r) => r.value)).toEqual(['20.01', '20.00', '20.01'])
    expect(received.map((r) => r.refund_id)).toEqual(refunds.map((r) => r.id))
  })

  test('Wompi: a return of the whole payment voids the transaction', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, poncho.id)
    const transaction = wompi.createTransaction({
      reference: orderId,
      amount_in_cents: 8_300_000,
      status: 'APPROVED',
    })
    expect((await verify(ctx, ana, orderId, transaction.id)).json().status).toBe('pagado')
    await deliver(ctx, employee, orderId, PREPAID_STEPS)
    const done = await receive((await returnFirstLine(ctx, ana, orderId, 1)).id)
    expect(wompi.transactions.get(transaction.id)!.status).toBe('VOIDED')
    expect(done).toMatchObject({ refund_method: 'wompi', refund_id: transaction.id })
  })

  test('Wompi: a retracto gives back the whole payment, shipping included, by voiding it', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, poncho.id)
    const transaction = wompi.createTransaction({
      reference: orderId,
      amount_in_cents: 8_300_000,
      status: 'APPROVED',
    })
    expect((await verify(ctx, ana, orderId, transaction.id)).json().status).toBe('pagado')
    await deliver(ctx, employee, orderId, PREPAID_STEPS)
    const asked = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/retracto`,
      headers: ana.auth,
    })
    expect(asked.statusCode).toBe(201)
    const done = await receive(asked.json<Return>().id)
    expect(wompi.transactions.get(transaction.id)!.status).toBe('VOIDED')
    expect(done).toMatchObject({ kind: 'retracto', refund_amount: 83_000, refund_id: transaction.id })
  })

  test('Wompi: part of a payment is recorded for staff to refund from Wompi', async () => {
    const { orderId } = await wompiCheckout(ctx, ana, poncho.id, 2)
    const transaction = wompi.createTransaction({
      reference: orderId,
      amount_in_cents: 16_600_000,
      status: 'APPROVED',
    })
    expect((await verify(ctx, ana, orderId, transaction.id)).json().status).toBe('pagado')
    await deliver(ctx, employee, orderId, PREPAID_STEPS)
    const done = await receive((await returnFirstLine(ctx, ana, orderId, 1)).id)
    expect(wompi.transactions.get(transaction.id)!.status).toBe('APPROVED')
    expect(done).toMatchObject({ refund_method: 'wompi', refund_id: null, refund_amount: 83_000 })
    expect(await lastNote(orderId)).toBe(
      `Reembolso de ${formatCOP(83_000)} por Wompi pendiente: hazlo desde el panel de Wompi (transacción ${transaction.id}).`,
    )
  })
})
