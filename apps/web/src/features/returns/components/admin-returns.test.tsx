import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Return } from '@vitrina/core/schemas/returns'
import { beforeAll, describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { makeAdminOrderDetail } from '../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// docs/product/returns.md#staff: the 'Devoluciones' screen and its steps.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

const request = (over: Partial<Return> = {}): Return => ({
  id: 4,
  order_id: '6f1c2d4e-1111-4aaa-8bbb-00000000ab12',
  status: 'solicitada',
  kind: 'devolucion',
  refund_due_at: null,
  reason: 'Me quedó grande.',
  staff_note: null,
  customer_name: 'Laura Gómez',
  customer_email: 'laura@correo.co',
  payment_method: 'contra_entrega',
  items: [{ order_item_id: 9, product_name: 'Ruana de lana', variant_details: null, quantity: 1 }],
  refund_amount: 120_000,
  refund_method: null,
  refund_id: null,
  refunded_by_name: null,
  refunded_at: null,
  created_at: '2026-11-20T15:30:00Z',
  ...over,
})

// A delivered order with the return's line.
const order = (id: string) =>
  makeAdminOrderDetail({
    id,
    status: 'entregado',
    total_amount: 120_000,
    subtotal: 120_000,
    tax_rate: '0',
    tax_amount: 0,
    tax_included: true,
    tax_breakdown: [],
    status_history: [
      { status: 'entregado', note: null, customer_message: null, created_at: '2026-11-12T15:30:00Z' },
    ],
    next_statuses: [],
  })

describe('Devoluciones', () => {
  test("the orders screen leads to the returns through its 'Pedidos | Devoluciones' bar", async () => {
    signIn(makeUser({ roles: ['Empleado'] }))
    mockApi({
      'GET /api/admin/orders': () => json([]),
      'GET /api/admin/returns': () => json([request()]),
    })
    const { history } = renderApp('/admin/pedidos')
    const sections = await screen.findByRole('navigation', { name: 'Pedidos y devoluciones' })
    const user = userEvent.setup()
    await user.click(within(sections).getByRole('link', { name: 'Devoluciones' }))
    await screen.findByText('Motivo: Me quedó grande.')
    expect(history.location.pathname).toBe('/admin/devoluciones')
    const bar = screen.getByRole('navigation', { name: 'Pedidos y devoluciones' })
    expect(within(bar).getByRole('link', { name: 'Devoluciones' })).toHaveAttribute('aria-current', 'page')
  })

  test('an Empleado approves a request, then receives it refunded by transfer', async () => {
    signIn(makeUser({ roles: ['Empleado'] }))
    const sent: MockRequest[] = []
    let current = request()
    mockApi({
      'GET /api/admin/returns': () => json([current]),
      'PUT /api/admin/returns/4/status': (req) => {
        sent.push(req)
        current = request({ status: (req.body as { status: Return['status'] }).status })
        return json(current)
      },
    })
    renderApp('/admin/devoluciones')
    const user = userEvent.setup()
    await screen.findByText('Motivo: Me quedó grande.')
    expect(screen.getByText(/Reembolso: \$\s?120\.000/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Aprobar' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.body).toEqual({ status: 'aprobada' })

    await user.selectOptions(await screen.findByLabelText('Reembolso pagado en'), 'transferencia')
    await user.click(screen.getByRole('button', { name: 'Recibido' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]!.body).toEqual({ status: 'recibida', refund_method: 'transferencia' })
  })

  // docs/product/consumer-rights.md#retracto: staff see a retracto with the day its refund is due.
  test('a retracto reads as such, with its refund deadline (red once past)', async () => {
    signIn(makeUser({ roles: ['Empleado'] }))
    mockApi({
      'GET /api/admin/returns': () =>
        json([
          request({ id: 5, kind: 'retracto', refund_due_at: '2020-01-03T04:59:59.999Z' }),
          request({ id: 6, kind: 'retracto', refund_due_at: '2099-01-03T04:59:59.999Z' }),
        ]),
    })
    renderApp('/admin/devoluciones')
    expect(await screen.findByText(/Retracto #5/)).toBeInTheDocument()
    const late = screen.getByText(/a más tardar el 2 de enero de 2020/)
    expect(late).toHaveTextContent(
      'Reembolsar (envío incluido) a más tardar el 2 de enero de 2020 · Ley 1480, art. 47',
    )
    expect(late).toHaveClass('text-danger')
    expect(screen.getByText(/a más tardar el 2 de enero de 2099/)).not.toHaveClass('text-danger')
  })

  test("a rejection without a note shows the server's Spanish message", async () => {
    signIn(makeUser({ roles: ['Administrador'] }))
    mockApi({
      'GET /api/admin/returns': () => json([request()]),
      'PUT /api/admin/returns/4/status': () =>
        json(
          {
            message: 'Escribe una nota para el cliente con el motivo del rechazo.',
            code: 'VALIDATION_ERROR',
          },
          400,
        ),
    })
    renderApp('/admin/devoluciones')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Escribe una nota para el cliente con el motivo del rechazo.',
    )
  })

  test('the order page lists its returns; receiving one there refreshes the order', async () => {
    signIn(makeUser({ roles: ['Empleado'] }))
    const orderId = request().order_id
    const asked: URLSearchParams[] = []
    let orderReads = 0
    let current = request({ status: 'aprobada' })
    mockApi({
      [`GET /api/admin/orders/${orderId}`]: () => {
        orderReads++
        return json(order(orderId))
      },
      'GET /api/admin/returns': ({ query }) => {
        asked.push(query)
        return json([current])
      },
      'PUT /api/admin/returns/4/status': () => {
        current = request({ status: 'recibida', refund_method: 'efectivo', refunded_by_name: 'Pedro' })
        return json(current)
      },
    })
    renderApp(`/admin/pedidos/${orderId}`)
    const section = await screen.findByRole('region', { name: 'Devoluciones' })
    expect(asked[0]!.get('order_id')).toBe(orderId)
    expect(within(section).getByText('Motivo: Me quedó grande.')).toBeInTheDocument()
    expect(within(section).queryByRole('link', { name: /Pedido #/ })).not.toBeInTheDocument()
    const reads = orderReads
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Recibido' }))
    expect(await within(section).findByText(/Efectivo \(Pedro\)/)).toBeInTheDocument()
    await waitFor(() => expect(orderReads).toBeGreaterThan(reads))
  })
})
