import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminOrderSummary } from '@vitrina/core/schemas/orders'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { ADMIN_ORDER_ID, makeAdminOrderDetail, makeAdminOrderSummary } from '../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// Each screen is a lazily loaded chunk of the whole app: its first render may take seconds on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

const ID = ADMIN_ORDER_ID

const summary: AdminOrderSummary = makeAdminOrderSummary()
const detail = makeAdminOrderDetail

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
    const { history } = renderApp('/admin/pedidos')
    const user = userEvent.setup()
    expect((await screen.findAllByText('#1042')).length).toBeGreaterThan(0)
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
    expect(history.location.search).toBe('?estado=pendiente&desde=2026-11-30&hasta=2026-12-01')
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
              { status: 'cancelado', note: null, customer_message: null, created_at: '2026-11-21T10:00:00Z' },
            ],
          }),
        )
      },
    })
    renderApp(`/admin/pedidos/${ID}`)
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: /Pedido #1042/ })).toBeInTheDocument()
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
      'confirmar tu pedido #1042 con pago contra entrega',
    )
    expect(screen.getByText('Laura Gómez', { selector: 'address p' })).toBeInTheDocument()
    expect(screen.getByText('Se cobra al entregar: $ 71.281')).toBeInTheDocument()
    // An order without returns shows no returns section.
    expect(screen.queryByRole('region', { name: 'Devoluciones' })).not.toBeInTheDocument()

    await user.click(within(panel).getByRole('button', { name: 'Cancelar pedido' }))
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar el pedido #1042?' })
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
    await user.type(await screen.findByLabelText('Nota interna (opcional)'), 'Listo para empacar')
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

  test('the internal note and the message for the customer are two fields, sent apart', async () => {
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
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nota interna (opcional)'), 'Cliente frecuente')
    await user.type(screen.getByLabelText('Mensaje para el cliente (opcional)'), 'Sale mañana.')
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }))
    await waitFor(() =>
      expect(puts).toEqual([
        { status: 'en_preparacion', note: 'Cliente frecuente', customer_message: 'Sale mañana.' },
      ]),
    )
    // The staff's history tells which is which.
    expect(screen.getByText('Nota interna:').parentElement).toHaveTextContent('Nota interna: Pedido creado')
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

  test('the detail shows who the invoice names and the DANE code of the address', async () => {
    const buyer = {
      document_type: 'NIT' as const,
      document_number: '800197268',
      dv: '4',
      name: 'Comercializadora Andina S.A.S.',
      email: 'facturas@andina.co',
    }
    mockApi({
      [`GET /api/admin/orders/${ID}`]: () => json(detail({ buyer })),
      'GET /api/admin/returns': () => json([]),
    })
    renderApp(`/admin/pedidos/${ID}`)
    const card = await screen.findByRole('region', { name: 'Facturación' })
    expect(card).toHaveTextContent('Comercializadora Andina S.A.S.')
    expect(card).toHaveTextContent('NIT: 800197268-4')
    expect(card).toHaveTextContent('facturas@andina.co')
    expect(screen.getByRole('region', { name: 'Dirección de envío' })).toHaveTextContent('DANE 05001')
  })
})
