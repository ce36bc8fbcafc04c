import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { paymentDeadlineText } from '@vitrina/core/payment-window'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../test/api-mock'
import { FIRST_PAINT, renderApp, signIn } from '../test/render-app'

const ORDER_ID = '8d0b5c0e-6f0a-4c1e-9b7a-1c2d3e4f5a6b'
// Ten minutes from now: the payment window is still open.
const DUE = new Date(Date.now() + 10 * 60_000).toISOString()

const wompiOrder = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  id: ORDER_ID,
  order_number: 1001,
  order_date: '2026-11-25T12:00:00.000Z',
  total_amount: 89_900,
  status: 'pendiente',
  payment_method: 'wompi',
  payment_due_at: DUE,
  items: [],
  channel: 'web',
  subtotal: 89_900,
  discount_total: 0,
  discount_code: null,
  discount_amount: 0,
  shipping_cost: 0,
  tax_rate: '0',
  tax_amount: 0,
  tax_included: false,
  tax_breakdown: [],
  shipping_zone: null,
  shipping_estimate: null,
  cop_per_usd: null,
  paid_at: null,
  shipping_address: null,
  buyer: { final_consumer: true },
  status_history: [],
  payments: [],
  fiscal_documents: [],
  ...overrides,
})

const payment = (status: string) => ({
  provider: 'wompi' as const,
  status,
  amount_cop: 89_900,
  amount_usd: null,
  currency: 'COP',
  created_at: '2026-11-25T12:01:00.000Z',
})

// docs/product/checkout-and-payments.md#order-confirmation with a Wompi payment.
describe('/pedido-confirmado/{orderId} after Wompi', { timeout: 20_000 }, () => {
  test("back with ?id=: the server checks Wompi, 'Procesando tu pago...' shows, then 'Pagado'", async () => {
    signIn()
    let order = wompiOrder()
    const verified: MockRequest[] = []
    mockApi({
      [`GET /api/orders/${ORDER_ID}`]: () => json(order),
      'POST /api/payments/wompi/verify': (request) => {
        verified.push(request)
        return json({ orderId: ORDER_ID, status: 'pendiente', transactionStatus: 'PENDING' })
      },
    })
    renderApp(`/pedido-confirmado/${ORDER_ID}?id=12345-1700000000-abc&env=test`)
    expect(await screen.findByText('Procesando tu pago...', {}, FIRST_PAINT)).toBeInTheDocument()
    // While Wompi's answer is awaited the order cannot be cancelled; its deadline still shows.
    expect(screen.getByText(paymentDeadlineText(DUE))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument()
    await waitFor(() => expect(verified).toHaveLength(1))
    expect(verified[0]!.body).toEqual({ orderId: ORDER_ID, transactionId: '12345-1700000000-abc' })
    order = wompiOrder({ status: 'pagado', payments: [payment('completed')] })
    expect(await screen.findByText('Pagado', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.queryByText('Procesando tu pago...')).not.toBeInTheDocument()
  })

  test('a declined payment leaves the order pendiente and offers another try', async () => {
    signIn()
    mockApi({ [`GET /api/orders/${ORDER_ID}`]: () => json(wompiOrder({ payments: [payment('declined')] })) })
    renderApp(`/pedido-confirmado/${ORDER_ID}`)
    expect(
      await screen.findByText(
        'Wompi no aprobó el pago. Tu pedido sigue pendiente: puedes intentarlo de nuevo.',
        {},
        FIRST_PAINT,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Intentar de nuevo con Wompi' })).toBeEnabled()
  })

  // docs/product/checkout-and-payments.md#payment-window
  test('an unpaid order says until when it waits; cancelling it gives the products back', async () => {
    signIn()
    let order = wompiOrder({ payments: [payment('declined')] })
    const cancelled: MockRequest[] = []
    mockApi({
      [`GET /api/orders/${ORDER_ID}`]: () => json(order),
      'POST /api/payments/cancel-order': (request) => {
        cancelled.push(request)
        order = wompiOrder({ status: 'cancelado', payments: [payment('declined')] })
        return json({
          message: 'Cancelamos tu pedido y los productos volvieron a la tienda.',
          status: 'cancelado',
        })
      },
    })
    renderApp(`/pedido-confirmado/${ORDER_ID}`)
    expect(await screen.findByText(paymentDeadlineText(DUE), {}, FIRST_PAINT)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar pedido' }))
    expect(await screen.findByRole('dialog', { name: '¿Cancelar el pedido #1001?' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar el pedido' }))
    expect(
      await screen.findByText('Cancelamos tu pedido y los productos volvieron a la tienda.'),
    ).toBeInTheDocument()
    expect(cancelled[0]!.body).toEqual({ orderId: ORDER_ID })
    await waitFor(() => expect(screen.queryByText(paymentDeadlineText(DUE))).not.toBeInTheDocument())
  })
})
