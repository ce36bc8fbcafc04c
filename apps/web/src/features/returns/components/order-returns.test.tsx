import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OrderReturns, Return } from '@vitrina/core/schemas/returns'
import { describe, expect, test } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { signIn } from '../../../test/render-app'
import { OrderReturnsPanel } from './order-returns'

// docs/product/consumer-rights.md#retracto: the account order's 'Retractarme de la compra'.

const ORDER = '6f1c2d4e-1111-4aaa-8bbb-00000000ab12'

const line = (id: number, name: string, withdrawable = true) => ({
  order_item_id: id,
  product_name: name,
  variant_details: null,
  price_per_unit: 83_000,
  quantity: 1,
  tax_amount: 0,
  discount_amount: 0,
  returnable: 1,
  received: 0,
  withdrawable,
})

const view = (over: Partial<OrderReturns> = {}): OrderReturns => ({
  window_days: 30,
  deadline: '2026-12-20T15:00:00Z',
  open: false,
  lines: [line(1, 'Poncho de lana'), line(2, 'Queso campesino', false)],
  tax_rate: 0,
  tax_included: false,
  returns: [],
  retracto: { end_date: '2026-11-18', open: true },
  ...over,
})

const made: Return = {
  id: 7,
  order_id: ORDER,
  status: 'solicitada',
  kind: 'retracto',
  refund_due_at: '2026-12-18T04:59:59.999Z',
  reason: 'Derecho de retracto (Ley 1480 de 2011, art. 47).',
  staff_note: null,
  customer_name: 'Ana',
  customer_email: 'ana@correo.co',
  payment_method: 'wompi',
  items: [{ order_item_id: 1, product_name: 'Poncho de lana', variant_details: null, quantity: 1 }],
  refund_amount: 95_000,
  refund_method: null,
  refund_id: null,
  refunded_by_name: null,
  refunded_at: null,
  created_at: '2026-11-17T15:00:00Z',
}

function renderPanel(initial: OrderReturns) {
  let current = initial
  const posts: MockRequest[] = []
  mockApi({
    [`GET /api/orders/${ORDER}/returns`]: () => json(current),
    [`POST /api/orders/${ORDER}/retracto`]: (request) => {
      posts.push(request)
      current = { ...current, returns: [made] }
      return json(made, 201)
    },
  })
  signIn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderReturnsPanel orderId={ORDER} />
    </QueryClientProvider>,
  )
  return posts
}

describe('retracto on the account order', () => {
  test('offered with its end date, excluded goods named; two clicks ask for it, then it shows', async () => {
    const posts = renderPanel(view())
    expect(await screen.findByText(/hasta el 18 de noviembre de 2026/)).toBeInTheDocument()
    expect(screen.getByText(/No incluye Queso campesino/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retractarme de la compra' }))
    expect(posts).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Sí, retractarme' }))
    expect(await screen.findByText(/Retracto #7/)).toBeInTheDocument()
    expect(posts).toHaveLength(1)
    expect(screen.getByText(/a más tardar el 17 de diciembre de 2026/)).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Retractarme de la compra' })).not.toBeInTheDocument(),
    )
  })

  test('not offered once the window closed', async () => {
    renderPanel(view({ retracto: { end_date: '2026-11-18', open: false }, open: true }))
    expect(await screen.findByRole('button', { name: 'Devolver productos' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retractarme de la compra' })).not.toBeInTheDocument()
  })
})
