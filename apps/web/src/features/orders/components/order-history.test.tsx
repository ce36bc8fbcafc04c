import { paymentDeadlineText } from '@vitrina/core/payment-window'
import type { OrderSummary } from '@vitrina/core/schemas/orders'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { FIRST_PAINT, renderApp, signIn } from '../../../test/render-app'
import { readPage } from './order-history'

const order = (id: string, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  order_number: 1001,
  order_date: '2026-11-21T15:30:00Z',
  total_amount: 238_100,
  status: 'en_preparacion',
  payment_method: 'contra_entrega',
  payment_due_at: null,
  items: [
    {
      product_id: 7,
      variant_id: 100,
      product_name: 'Camiseta Pima',
      variant_details: 'Talla: S / Color: Rojo',
      sku: null,
      quantity: 2,
      price_per_unit: 49_900,
      list_price: 49_900,
      image_url: null,
      tax_class: 'general',
      tax_rate: 0.19,
      tax_amount: 18_962,
      discount_amount: 0,
    },
  ],
  ...overrides,
})

const first = order('8d0b5c0e-6f0a-4c1e-9b7a-1c2d3e4f5a6b')
const ORDER_B = '00000000-0000-4000-8000-0000000abcde'
const page = (orders: OrderSummary[], total = orders.length) =>
  new Response(JSON.stringify(orders), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  })

describe("'Mi Historial de Pedidos' (docs/product/orders.md#order-history)", { timeout: 20_000 }, () => {
  test('columns, Spanish status labels, and a row that opens onto its items and the receipt', async () => {
    signIn()
    mockApi({
      'GET /api/orders': () =>
        page([
          first,
          order('00000000-0000-4000-8000-0000000abcde', {
            order_number: 1002,
            status: 'pendiente',
            items: [],
          }),
        ]),
    })
    renderApp('/cuenta/pedidos')

    const table = await screen.findByRole('table', {}, FIRST_PAINT)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID Pedido', 'Fecha', 'Total', 'Estado'])
    expect(within(table).getByText('En preparación')).toBeInTheDocument()
    expect(within(table).getByText('Por confirmar')).toBeInTheDocument()
    expect(within(table).getAllByText('$ 238.100')).toHaveLength(2)
    expect(within(table).getAllByText('21 de noviembre de 2026').length).toBeGreaterThan(0)

    expect(screen.queryByText('Talla: S / Color: Rojo')).not.toBeVisible()
    const toggle = screen.getByRole('button', { name: 'Pedido #1001: ver productos' })
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Talla: S / Color: Rojo')).toBeVisible()
    expect(screen.getByText(/Cantidad: 2/)).toHaveTextContent('Cantidad: 2 · $ 49.900 c/u')
    expect(screen.getByRole('button', { name: /Descargar Recibo \(PDF\)/ })).toBeVisible()
  })

  test("the receipt is saved as recibo-{brand}-{number}.pdf; a failure says 'No se pudo descargar el recibo.'", async () => {
    signIn()
    let fail = false
    mockApi({
      'GET /api/settings': () => json([{ setting_key: 'store_name', setting_value: 'Moda Ñandú' }]),
      'GET /api/orders': () => page([first]),
      [`GET /api/receipts/download/${first.id}`]: () =>
        fail
          ? json({ message: 'Pedido no encontrado.', code: 'NOT_FOUND' }, 404)
          : new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    })
    const createObjectURL = vi.fn((_file: Blob) => 'blob:recibo')
    // jsdom has no object URLs; the browser's own are what the download hands the file to.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL
        static override revokeObjectURL = vi.fn()
      },
    )
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    renderApp('/cuenta/pedidos')

    await userEvent.click(
      await screen.findByRole('button', { name: 'Pedido #1001: ver productos' }, FIRST_PAINT),
    )
    await userEvent.click(screen.getByRole('button', { name: /Descargar Recibo \(PDF\)/ }))
    await waitFor(() => expect(clicked).toEqual(['recibo-moda-nandu-1001.pdf']))
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7')

    fail = true
    await userEvent.click(screen.getByRole('button', { name: /Descargar Recibo \(PDF\)/ }))
    expect(await screen.findByText('No se pudo descargar el recibo.')).toBeInTheDocument()
  })

  // docs/product/checkout-and-payments.md#payment-window
  test('an unpaid PayPal order shows until when it waits and can be cancelled from its row', async () => {
    signIn()
    const due = new Date(Date.now() + 10 * 60_000).toISOString()
    mockApi({
      'GET /api/orders': () =>
        page([
          first,
          order(ORDER_B, {
            order_number: 1002,
            status: 'pendiente',
            payment_method: 'paypal',
            payment_due_at: due,
          }),
        ]),
    })
    renderApp('/cuenta/pedidos')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pedido #1002: ver productos' }, FIRST_PAINT),
    )
    expect(screen.getByText(paymentDeadlineText(due))).toBeVisible()
    expect(screen.getAllByRole('button', { name: 'Cancelar pedido' })).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible()
  })

  test('pages of ten, linked from the query string', async () => {
    signIn()
    const fetch = mockApi({ 'GET /api/orders': () => page([first], 25) })
    renderApp('/cuenta/pedidos?page=2')
    expect(await screen.findByRole('navigation', { name: 'Paginación' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Página 3' })).toHaveAttribute('href', '/cuenta/pedidos?page=3')
    const call = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/orders'))!
    expect(String(call[0])).toBe('/api/orders?limit=10&offset=10')
  })

  test("the empty text: 'Aún no has realizado ningún pedido.'", async () => {
    signIn()
    mockApi({ 'GET /api/orders': () => page([]) })
    renderApp('/cuenta/pedidos')
    expect(await screen.findByText('Aún no has realizado ningún pedido.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explorar productos' })).toHaveAttribute('href', '/tienda')
  })

  // docs/product/orders.md#customer-cancellation and docs/product/orders.md#customer-messages
  test("a pending cash order shows the store's messages and 'Cancelar pedido', which asks first", async () => {
    signIn()
    const posts: string[] = []
    const pending = order(ORDER_B, { order_number: 1002, status: 'pendiente' })
    mockApi({
      'GET /api/orders': () => page([pending]),
      [`GET /api/orders/${ORDER_B}`]: () =>
        json({
          ...pending,
          status_history: [
            { status: 'pendiente', customer_message: null, created_at: '2026-11-21T15:30:00Z' },
            {
              status: 'pendiente',
              customer_message: 'Te llamamos para confirmar.',
              created_at: '2026-11-21T16:00:00Z',
            },
          ],
        }),
      [`POST /api/orders/${ORDER_B}/cancel`]: ({ path }) => {
        posts.push(path)
        return json({
          message: 'Cancelamos tu pedido y los productos volvieron a la tienda.',
          status: 'cancelado',
        })
      },
    })
    renderApp('/cuenta/pedidos')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Pedido #1002: ver productos' }, FIRST_PAINT))
    expect(await screen.findByText('Te llamamos para confirmar.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }))
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar el pedido #1002?' })
    expect(posts).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar el pedido' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(
      await screen.findByText('Cancelamos tu pedido y los productos volvieron a la tienda.'),
    ).toBeInTheDocument()
  })

  test('the load error text of docs/product/orders.md#order-history', async () => {
    signIn()
    mockApi({ 'GET /api/orders': () => json({ message: 'x', code: 'X' }, 500) })
    renderApp('/cuenta/pedidos')
    expect(
      await screen.findByText('Error al cargar tus pedidos. Por favor, intenta de nuevo más tarde.'),
    ).toBeInTheDocument()
  })
})

test('readPage: a positive whole number from ?page, else 1', () => {
  expect(readPage(new URLSearchParams('page=3'))).toBe(3)
  expect(readPage(new URLSearchParams('page=0'))).toBe(1)
  expect(readPage(new URLSearchParams('page=2.5'))).toBe(1)
  expect(readPage(new URLSearchParams('page=abc'))).toBe(1)
  expect(readPage(new URLSearchParams(''))).toBe(1)
})
