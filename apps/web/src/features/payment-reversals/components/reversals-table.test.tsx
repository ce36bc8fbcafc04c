import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminPaymentReversal } from '@vitrina/core/schemas/payment-reversals'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// docs/product/consumer-rights.md#reversion-del-pago: the back office's 'Reversiones de pago'.

const row = (overrides: Partial<AdminPaymentReversal>): AdminPaymentReversal => ({
  id: 1,
  number: 'REV-2026-000001',
  order_id: '6f1c2d4e-1111-4aaa-8bbb-00000000ab12',
  cause: 'no_recibido',
  description: 'No ha llegado.',
  learned_on: '2026-11-02',
  status: 'abierta',
  amount: 83_000,
  due_date: '2026-11-24',
  answer: null,
  refund_id: null,
  refund_note: null,
  created_at: '2026-11-03T15:00:00Z',
  answered_at: null,
  customer_email: 'laura@correo.co',
  overdue: true,
  ...overrides,
})

describe('/admin/reversiones-de-pago', { timeout: 30_000 }, () => {
  test('overdue first with its due day; a rejection sends its reason; a refused refund shows as pending', async () => {
    signIn(makeUser({ roles: ['Empleado'] }))
    const rejected: unknown[] = []
    let rows = [
      row({}),
      row({
        id: 2,
        number: 'REV-2026-000002',
        customer_email: 'pedro@correo.co',
        status: 'aceptada',
        overdue: false,
        refund_note:
          'Reembolso pendiente: Wompi no aceptó la devolución de $ 83.000. Hazla desde el panel de Wompi.',
      }),
    ]
    mockApi({
      'GET /api/admin/payment-reversals': () => json(rows),
      'POST /api/admin/payment-reversals/1/reject': ({ body }) => {
        rejected.push(body)
        rows = rows.map((r) => (r.id === 1 ? { ...r, status: 'rechazada', overdue: false } : r))
        return json(rows[0])
      },
    })
    renderApp('/admin/reversiones-de-pago')
    const first = (await screen.findByText('REV-2026-000001')).closest('tr')!
    expect(within(first).getByText('Vencida')).toBeInTheDocument()
    expect(within(first).getByText('24 de noviembre de 2026')).toBeInTheDocument()
    const second = screen.getByText('REV-2026-000002').closest('tr')!
    expect(within(second).getByText(/Reembolso pendiente: Wompi/)).toBeInTheDocument()
    expect(within(second).queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(within(first).getByRole('button', { name: 'Responder' }))
    const dialog = screen.getByRole('dialog')
    await user.type(within(dialog).getByLabelText(/Motivo del rechazo/), 'Figura entregado con firma.')
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }))
    await waitFor(() => expect(rejected).toEqual([{ reason: 'Figura entregado con firma.' }]))
    expect(await screen.findByText('Rechazada')).toBeInTheDocument()
  })
})
