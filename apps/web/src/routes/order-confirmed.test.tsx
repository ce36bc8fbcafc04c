import type { OrderDetail } from '@vitrina/core/schemas/orders'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../test/api-mock'
import { FIRST_PAINT, renderApp, signIn } from '../test/render-app'

const ORDER_ID = '8d0b5c0e-6f0a-4c1e-9b7a-1c2d3e4f5a6b'

const wompiOrder = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  id: ORDER_ID,
  order_date: '2026-11-25T12:00:00.000Z',
  total_amount: 89_900,
  status: 'pendiente',
  payment_method: 'wompi',
  items: [],
  channel: 'web',
  subtotal: 89_900,
  discount_total: 0,
  shipping_cost: 0,
  tax_rate: '0',
  tax_amount: 0,
  tax_included: false,
  shipping_zone: null,
  shipping_estimate: null,
  cop_per_usd: null,
  paid_at: null,
  shipping_address: null,
  status_history: [],
  payments: [],
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
})
