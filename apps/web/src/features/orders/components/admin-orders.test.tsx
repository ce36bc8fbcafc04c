import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminOrderDetail, AdminOrderSummary } from '@vitrina/core/schemas/orders'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// Each screen is a lazily loaded chunk of the whole app: its first render may take seconds on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

const ID = '6f1c2d4e-1111-4aaa-8bbb-00000000ab12'

const summary: AdminOrderSummary = {
  id: ID,
  order_date: '2026-11-20T15:30:00Z',
  total_amount: 71_281,
  status: 'pendiente',
  payment_method: 'contra_entrega',
  channel: 'web',
  user_id: 'u-9',
  customer_name: 'Laura Gómez',
  customer_email: 'laura@correo.co',
  items: [
    {
      product_id: 1,
      variant_id: null,
      product_name: 'Café de Huila 500 g',
      variant_details: null,
      sku: 'CAF-001',
      quantity: 2,
      price_per_unit: 29_950,
      list_price: 29_950,
      image_url: null,
    },
  ],
}

const detail = (over: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...summary,
  subtotal: 59_900,
  discount_total: 0,
  shipping_cost: 0,
  tax_rate: '0.1900',
  tax_amount: 11_381,
  tax_included: false,
  shipping_zone: null,
  shipping_estimate: null,
  cop_per_usd: null,
  paid_at: null,
  shipping_address: {
    id: 3,
    recipient_name: 'Laura Gómez',
    phone_number: '3001234567',
    street_address: 'Calle 45 # 12-30',
    city: 'Medellín',
    state_province: 'Antioquia',
    postal_code: '050021',
    country: 'Colombia',
    reference: null,
  },
  status_history: [{ status: 'pendiente', note: 'Pedido creado', created_at: '2026-11-20T15:30:00Z' }],
  payments: [],
  next_statuses: ['en_preparacion', 'cancelado'],
  ...over,
})

beforeEach(() => {
  signIn(makeUser({ roles: ['Empleado'] }))
})

// Whole-app renders of lazily loaded screens: generous time on a busy machine.
describe('admin orders (docs/product/orders.md#admin-orders)', { timeout: 30_000 }, () => {
  test('the list filters by status and dates through the URL, checked like the server', async () => {
    const calls: URLSearchParams[] = []
    mockApi({
      'GET /api/admin/orders': ({ query }) => {
        calls.push(query)
        return new Response(JSON.stringify([summary]), {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' },
        })
      },
    })
    const { router } = renderApp('/admin/pedidos')
    const user = userEvent.setup()
    expect((await screen.findAllByText('#00AB12')).length).toBeGreaterThan(0)
    expect(screen.getByText('Mostrando 1–1 de 1 pedido')).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Estado'), 'pendiente')
    await user.type(screen.getByLabelText('Desde'), '2026-11-30')
    await user.type(screen.getByLabelText('Hasta'), '2026-11-01')
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    expect(screen.getByText('La fecha inicial no puede ser posterior a la final.')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Hasta'))
    await user.type(screen.getByLabelText('Hasta'), '2026-12-01')
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-12-01')
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    await screen.findByRole('button', { name: 'Limpiar' })
    expect(router.state.location.search).toBe('?estado=pendiente&desde=2026-11-30&hasta=2026-12-01')
    // The URL changes first; the list's request follows on the next render.
    await waitFor(() =>
      expect(calls.at(-1)?.toString()).toBe(
        'status=pendiente&from=2026-11-30&to=2026-12-01&limit=20&offset=0',
      ),
    )
  })

  test('an empty store shows an empty state, a failure a retry', async () => {
    mockApi({ 'GET /api/admin/orders': () => json([]) })
    const view = renderApp('/admin/pedidos')
    expect(await screen.findByText('Aún no hay pedidos')).toBeInTheDocument()
    view.unmount()
    mockApi({ 'GET /api/admin/orders': () => json({ message: 'Falla', code: 'X' }, 500) })
    renderApp('/admin/pedidos')
    expect(await screen.findByRole('alert')).toHaveTextContent('Falla')
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
  })

  test('the detail offers only the allowed moves and cancelling asks first', async () => {
    const puts: unknown[] = []
    mockApi({
      [`GET /api/admin/orders/${ID}`]: () => json(detail()),
      'GET /api/admin/returns': () => json([]),
      [`PUT /api/admin/orders/${ID}/status`]: ({ body }) => {
        puts.push(body)
        return json(
          detail({
            status: 'cancelado',
            next_statuses: [],
            status_history: [
              ...detail().status_history,
              { status: 'cancelado', note: null, created_at: '2026-11-21T10:00:00Z' },
            ],
          }),
        )
      },
    })
    renderApp(`/admin/pedidos/${ID}`)
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: /Pedido #00AB12/ })).toBeInTheDocument()
    const panel = screen.getByRole('region', { name: 'Estado del pedido' })
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirmar pedido', 'Cancelar pedido'])
    // docs/product/orders.md#cod-confirmation: a cash order waits 'Por confirmar' with a WhatsApp link.
    expect(within(panel).getByText('Por confirmar')).toBeInTheDocument()
    const whatsapp = within(panel).getByRole('link', { name: 'Confirmar por WhatsApp' })
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/57\d{10}\?text=/)
    expect(decodeURIComponent(whatsapp.getAttribute('href')!.split('text=')[1]!)).toContain(
      'confirmar tu pedido #00AB12 con pago contra entrega',
    )
    expect(screen.getByText('Laura Gómez', { selector: 'address p' })).toBeInTheDocument()
    expect(screen.getByText('Se cobra al entregar: $ 71.281')).toBeInTheDocument()
    // An order without returns shows no returns section.
    expect(screen.queryByRole('region', { name: 'Devoluciones' })).not.toBeInTheDocument()

    await user.click(within(panel).getByRole('button', { name: 'Cancelar pedido' }))
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar el pedido #00AB12?' })
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    expect(puts).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar pedido' }))
    expect(
      await screen.findByText('Este pedido está cancelado y su stock ya volvió al inventario.'),
    ).toBeInTheDocument()
    expect(puts).toEqual([{ status: 'cancelado' }])
  })

  test('a move the server refuses (409) shows its Spanish message', async () => {
    mockApi({
      [`GET /api/admin/orders/${ID}`]: () => json(detail()),
      'GET /api/admin/returns': () => json([]),
      [`PUT /api/admin/orders/${ID}/status`]: () =>
        json(
          {
            message: 'Un pedido enviado no puede pasar a en preparación.',
            code: 'INVALID_STATUS_TRANSITION',
          },
          409,
        ),
    })
    renderApp(`/admin/pedidos/${ID}`)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nota para el historial (opcional)'), 'Listo para empacar')
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    expect(await screen.findByText('Un pedido enviado no puede pasar a en preparación.')).toBeInTheDocument()
  })

  test("'Confirmar pedido' moves a cash order to En preparación with the confirmation in the history", async () => {
    const puts: unknown[] = []
    mockApi({
      [`GET /api/admin/orders/${ID}`]: () => json(detail()),
      'GET /api/admin/returns': () => json([]),
      [`PUT /api/admin/orders/${ID}/status`]: ({ body }) => {
        puts.push(body)
        return json(detail({ status: 'en_preparacion', next_statuses: ['enviado', 'cancelado'] }))
      },
    })
    renderApp(`/admin/pedidos/${ID}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar pedido' }))
    await waitFor(() =>
      expect(puts).toEqual([{ status: 'en_preparacion', note: 'Pedido confirmado con el cliente.' }]),
    )
  })

  test('an unknown order says so', async () => {
    mockApi({
      [`GET /api/admin/orders/${ID}`]: () =>
        json({ message: 'Pedido no encontrado.', code: 'ORDER_NOT_FOUND' }, 404),
    })
    renderApp(`/admin/pedidos/${ID}`)
    expect(await screen.findByText('Pedido no encontrado.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a pedidos' })).toHaveAttribute('href', '/admin/pedidos')
  })
})
