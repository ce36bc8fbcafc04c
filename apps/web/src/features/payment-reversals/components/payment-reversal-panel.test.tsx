import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PaymentReversal } from '@vitrina/core/schemas/payment-reversals'
import { describe, expect, test } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { signIn } from '../../../test/render-app'
import { PaymentReversalPanel } from './payment-reversal-panel'

// docs/product/consumer-rights.md#reversion-del-pago: the account order's 'Pedir la reversión del pago'.

const ORDER = '6f1c2d4e-1111-4aaa-8bbb-00000000ab12'

const filed: PaymentReversal = {
  id: 3,
  number: 'REV-2026-000003',
  order_id: ORDER,
  cause: 'defectuoso',
  description: 'La cremallera llegó rota.',
  learned_on: '2026-11-20',
  status: 'abierta',
  amount: 83_000,
  due_date: '2026-12-14',
  answer: null,
  refund_id: null,
  refund_note: null,
  created_at: '2026-11-23T15:00:00Z',
  answered_at: null,
}

function renderPanel(initial: PaymentReversal[], answer?: () => Response) {
  let current = initial
  const posts: MockRequest[] = []
  mockApi({
    [`GET /api/orders/${ORDER}/payment-reversals`]: () => json(current),
    [`POST /api/orders/${ORDER}/payment-reversal`]: (request) => {
      posts.push(request)
      if (answer) return answer()
      current = [filed]
      return json({ message: 'Radicamos tu solicitud', reversal: filed }, 201)
    },
  })
  signIn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PaymentReversalPanel orderId={ORDER} />
    </QueryClientProvider>,
  )
  return posts
}

describe('payment reversal on the account order', () => {
  test('the form sends the cause, what happened and the day; then the request shows with its due day', async () => {
    const posts = renderPanel([])
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir la reversión del pago' }))
    await userEvent.selectOptions(screen.getByLabelText('Motivo'), 'Producto defectuoso')
    await userEvent.type(screen.getByLabelText('¿Qué pasó?'), 'La cremallera llegó rota.')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    expect(await screen.findByText('REV-2026-000003')).toBeInTheDocument()
    expect(posts[0]!.body).toMatchObject({ cause: 'defectuoso', description: 'La cremallera llegó rota.' })
    expect(screen.getByText(/a más tardar el 14 de diciembre de 2026/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pedir la reversión del pago' })).not.toBeInTheDocument()
  })

  test("a short description is refused before sending; the server's refusal is shown", async () => {
    const message = 'El plazo para pedir la reversión del pago terminó el 18 de noviembre de 2026.'
    const posts = renderPanel([], () => json({ message, code: 'REVERSAL_WINDOW_CLOSED' }, 409))
    await userEvent.click(await screen.findByRole('button', { name: 'Pedir la reversión del pago' }))
    await userEvent.type(screen.getByLabelText('¿Qué pasó?'), 'Nada')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    expect(await screen.findByText('Cuéntanos qué pasó (al menos 10 caracteres).')).toBeInTheDocument()
    expect(posts).toHaveLength(0)
    await userEvent.type(screen.getByLabelText('¿Qué pasó?'), ' llegó a tiempo')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  test('an answered request shows its answer, and a new one may be asked', async () => {
    renderPanel([{ ...filed, status: 'rechazada', answer: 'El producto llegó en buen estado.' }])
    expect(await screen.findByText(/Respuesta: El producto llegó en buen estado./)).toBeInTheDocument()
    expect(screen.getByText('Rechazada')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pedir la reversión del pago' })).toBeInTheDocument()
  })
})
