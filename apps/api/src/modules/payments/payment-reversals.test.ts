import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { addCalendarDays, bogotaDay } from '@vitrina/core/business-days'
import {
  REVERSAL_FUTURE_DATE,
  REVERSAL_NOT_ELECTRONIC,
  REVERSAL_NOT_PAID,
  reversalClosedMessage,
  reversalDueDay,
  reversalEndDay,
} from '@vitrina/core/payment-reversal'
import type { AdminPaymentReversal, PaymentReversal } from '@vitrina/core/schemas/payment-reversals'
import { paymentReversals, payments } from '../../db/schema'
import { eventually } from '../../test/build-test-app'
import { createEmployee, createUser, type TestUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits, orderId, readableOutbox } from '../../test/factories/orders'
import { buildPaymentsTestApp } from '../../test/factories/payments'
import { capture, paypalCheckout } from '../../test/factories/paypal'
import { verify, wompiCheckout } from '../../test/factories/wompi'
import { reversalRefundRequestId } from './payment-reversal-answers.service'

// docs/product/consumer-rights.md#reversion-del-pago (Ley 1480 art. 51, Decreto 587 de 2016), against the
// PayPal and Wompi stand-ins.

const { ctx, paypal, wompi } = await buildPaymentsTestApp()
const { app } = ctx
const employee = await createEmployee(ctx)
const ana = await createUser(ctx)
const luis = await createUser(ctx)
await liftOrderLimits(ctx)
const poncho = await insertProduct(ctx, { name: 'Poncho de lana', price: 83_000, stock_quantity: 100 })

const today = bogotaDay(new Date())
const request = {
  cause: 'no_recibido',
  description: 'Pasaron dos semanas y no ha llegado.',
  learned_on: today,
}

const ask = (user: TestUser | null, id: string, payload: object = request) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${id}/payment-reversal`,
    headers: user ? user.auth : {},
    payload,
  })
const answer = (user: TestUser | null, id: number, action: 'accept' | 'reject', payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/payment-reversals/${id}/${action}`,
    headers: user ? user.auth : {},
    ...(payload && { payload }),
  })

/** An order paid through Wompi; answers the order and its transaction id. */
async function wompiPaid() {
  const { orderId: id } = await wompiCheckout(ctx, ana, poncho.id)
  const transaction = wompi.createTransaction({
    reference: id,
    amount_in_cents: 8_300_000,
    status: 'APPROVED',
  })
  expect((await verify(ctx, ana, id, transaction.id)).json().status).toBe('pagado')
  return { id, transaction: transaction.id }
}

describe('POST /api/orders/{id}/payment-reversal', () => {
  test('files a numbered request due in 15 business days, e-mails it; a repeat returns the open one', async () => {
    const { id } = await wompiPaid()
    const res = await ask(ana, id)
    expect(res.statusCode).toBe(201)
    const made = res.json<{ message: string; reversal: PaymentReversal }>()
    expect(made.reversal).toMatchObject({
      number: `REV-${today.slice(0, 4)}-000001`,
      order_id: id,
      cause: 'no_recibido',
      status: 'abierta',
      amount: 83_000,
      due_date: reversalDueDay(new Date()),
    })
    expect(made.message).toContain('Radicamos tu solicitud de reversión del pago con el número REV-')
    await eventually(() => readableOutbox(ctx).some((m) => m.includes(made.reversal.number)))

    const again = await ask(ana, id, { ...request, cause: 'fraude' })
    expect(again.statusCode).toBe(200)
    expect(again.json().reversal.id).toBe(made.reversal.id)
    const listed = await app.inject({ url: `/api/orders/${id}/payment-reversals`, headers: ana.auth })
    expect(listed.json<PaymentReversal[]>().map((r) => r.id)).toEqual([made.reversal.id])
  })

  test('numbers follow each other without gaps', async () => {
    const { id } = await wompiPaid()
    expect((await ask(ana, id)).json().reversal.number).toBe(`REV-${today.slice(0, 4)}-000002`)
  })

  test('the window: a future date is 400, more than 5 business days ago is 409 with the end date', async () => {
    const { id } = await wompiPaid()
    const future = await ask(ana, id, { ...request, learned_on: addCalendarDays(today, 1) })
    expect(future.statusCode).toBe(400)
    expect(future.json()).toMatchObject({ message: REVERSAL_FUTURE_DATE })
    const old = addCalendarDays(today, -20)
    const late = await ask(ana, id, { ...request, learned_on: old })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({
      code: 'REVERSAL_WINDOW_CLOSED',
      message: reversalClosedMessage(reversalEndDay(old)),
    })
    expect((await ask(ana, id, { ...request, learned_on: addCalendarDays(today, -1) })).statusCode).toBe(201)
  })

  test('cash on delivery is 409; an unpaid online order is 409', async () => {
    const cod = await orderId(ctx, ana, [{ productId: poncho.id, quantity: 1 }])
    const refused = await ask(ana, cod)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(REVERSAL_NOT_ELECTRONIC)
    const { orderId: unpaid } = await wompiCheckout(ctx, ana, poncho.id)
    expect((await ask(ana, unpaid)).json()).toMatchObject({ message: REVERSAL_NOT_PAID })
  })

  test("another customer's order is 404, no session 401, bad input 400 with Spanish messages", async () => {
    const { id } = await wompiPaid()
    expect((await ask(luis, id)).statusCode).toBe(404)
    expect(
      (await app.inject({ url: `/api/orders/${id}/payment-reversals`, headers: luis.auth })).statusCode,
    ).toBe(404)
    expect((await ask(null, id)).statusCode).toBe(401)
    for (const [payload, field] of [
      [{ ...request, cause: 'capricho' }, 'cause'],
      [{ ...request, description: 'corto' }, 'description'],
      [{ ...request, learned_on: '2026-02-30' }, 'learned_on'],
      [{ ...request, extra: 1 }, ''],
    ] as const) {
      const res = await ask(ana, id, payload)
      expect(res.statusCode, field).toBe(400)
      if (field) expect(res.json().errors[0].field).toBe(field)
    }
  })
})

describe('staff answer', () => {
  test('only staff list them: open ones past their due day first', async () => {
    const { id } = await wompiPaid()
    const made = (await ask(ana, id)).json().reversal as PaymentReversal
    await app.db
      .update(paymentReversals)
      .set({ due_date: addCalendarDays(today, -1) })
      .where(eq(paymentReversals.id, made.id))
    expect((await app.inject({ url: '/api/admin/payment-reversals', headers: ana.auth })).statusCode).toBe(
      403,
    )
    expect((await app.inject({ url: '/api/admin/payment-reversals' })).statusCode).toBe(401)
    const list = (await app.inject({ url: '/api/admin/payment-reversals', headers: employee.auth })).json<
      AdminPaymentReversal[]
    >()
    expect(list[0]).toMatchObject({ id: made.id, overdue: true, customer_email: ana.email })
    expect(list.slice(1).every((r) => !r.overdue)).toBe(true)
  })

  test('accepting voids the Wompi payment, tells the customer; a second answer is 409', async () => {
    const { id, transaction } = await wompiPaid()
    const made = (await ask(ana, id)).json().reversal as PaymentReversal
    expect((await answer(ana, made.id, 'accept')).statusCode).toBe(403)
    const res = await answer(employee, made.id, 'accept')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'aceptada', refund_id: transaction })
    expect(wompi.transactions.get(transaction)!.status).toBe('VOIDED')
    const [payment] = await app.db.select().from(payments).where(eq(payments.order_id, id))
    expect(payment!.status).toBe('refunded')
    await eventually(() =>
      readableOutbox(ctx).some((m) =>
        m.includes(`Aceptamos tu solicitud de reversión del pago ${made.number}`),
      ),
    )
    expect((await answer(employee, made.id, 'reject', { reason: 'Ya respondida antes.' })).statusCode).toBe(
      409,
    )
    expect((await answer(employee, 999_999, 'accept')).statusCode).toBe(404)
  })

  test('accepting refunds the whole PayPal capture with a fixed request id', async () => {
    const checkout = await paypalCheckout(ctx, ana, poncho.id, 1)
    paypal.approve(checkout.orderID)
    expect((await capture(ctx, ana, checkout.orderID)).statusCode).toBe(200)
    const made = (await ask(ana, checkout.orderId, { ...request, cause: 'defectuoso' })).json()
      .reversal as PaymentReversal
    const res = await answer(employee, made.id, 'accept')
    expect(res.json()).toMatchObject({ status: 'aceptada', refund_id: paypal.refunds.at(-1)!.id })
    expect(reversalRefundRequestId(made.id)).toBe(`vitrina-reversal-${made.id}`)
  })

  test('a refund the provider refuses stays visible to staff as pending; the payment stays completed', async () => {
    const { id, transaction } = await wompiPaid()
    const made = (await ask(ana, id)).json().reversal as PaymentReversal
    wompi.transactions.get(transaction)!.status = 'DECLINED'
    const res = await answer(employee, made.id, 'accept')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'aceptada', refund_id: null })
    expect(res.json().refund_note).toContain('Reembolso pendiente: Wompi no aceptó la devolución')
    const [payment] = await app.db.select().from(payments).where(eq(payments.order_id, id))
    expect(payment!.status).toBe('completed')
    const list = (await app.inject({ url: '/api/admin/payment-reversals', headers: employee.auth })).json<
      AdminPaymentReversal[]
    >()
    expect(list.find((r) => r.id === made.id)!.refund_note).toContain('Reembolso pendiente')
  })

  test('rejecting needs a reason, refunds nothing and lets the customer ask again', async () => {
    const { id, transaction } = await wompiPaid()
    const made = (await ask(ana, id)).json().reversal as PaymentReversal
    expect((await answer(employee, made.id, 'reject', {})).statusCode).toBe(400)
    const res = await answer(employee, made.id, 'reject', { reason: 'El pedido figura entregado con firma.' })
    expect(res.json()).toMatchObject({ status: 'rechazada', answer: 'El pedido figura entregado con firma.' })
    expect(wompi.transactions.get(transaction)!.status).toBe('APPROVED')
    await eventually(() => readableOutbox(ctx).some((m) => m.includes('no fue aceptada')))
    const rows = await app.db.select().from(paymentReversals).where(eq(paymentReversals.order_id, id))
    expect(rows).toHaveLength(1)
    expect((await ask(ana, id)).statusCode).toBe(201)
  })
})
