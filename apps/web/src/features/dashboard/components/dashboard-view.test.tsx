import { screen, within } from '@testing-library/react'
import type { Dashboard } from '@vitrina/core/schemas/dashboard'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// docs/product/back-office.md#dashboard: the figures as the API gives them, with text alternatives for the
// charts.

// 30 Bogotá days up to 22 November 2026, with sales and visits on the 20th only.
const days = Array.from({ length: 30 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10)
  return day === '2026-11-20'
    ? { day, sales: 250_000, orders: 3, visits: 41 }
    : { day, sales: 0, orders: 0, visits: 0 }
})

const dashboard: Dashboard = {
  today: '2026-11-22',
  sales: {
    today: { total: 0, orders: 0 },
    last7: { total: 250_000, orders: 3 },
    last30: { total: 250_000, orders: 3 },
  },
  average_ticket: 83_333,
  orders_by_status: [
    { status: 'pendiente', count: 2 },
    { status: 'pagado', count: 0 },
    { status: 'en_preparacion', count: 1 },
    { status: 'enviado', count: 0 },
    { status: 'entregado', count: 4 },
    { status: 'cancelado', count: 1 },
  ],
  best_sellers: [{ product_id: 9, product_name: 'Ruana de lana', units: 3, revenue: 250_000 }],
  low_stock: [
    { product_id: 4, product_name: 'Sombrero vueltiao', variant_id: 40, variant: 'L', sku: 'SV-L', stock: 0 },
  ],
  low_stock_total: 1,
  back_in_stock_demand: [],
  cash_on_delivery: { orders: 2, amount: 180_000 },
  new_messages: 5,
  visits: { today: 0, last7: 41, last30: 41 },
  daily: days,
}

beforeEach(() => signIn(makeUser({ roles: ['Empleado'] })))

// Lazily loaded screens take a few seconds to arrive on a loaded machine.
describe('the dashboard', { timeout: 20_000 }, () => {
  test('shows sales, cash to collect, messages and visits, with lists and their empty states', async () => {
    mockApi({ 'GET /api/admin/dashboard': () => json(dashboard) })
    renderApp('/admin')
    expect(await screen.findByText('Cifras al 22 de noviembre de 2026', { exact: false })).toBeInTheDocument()
    const card = (label: string) => screen.getByText(label).parentElement!
    expect(card('Últimos 7 días')).toHaveTextContent('$ 250.0003 ventas')
    expect(card('Ticket promedio')).toHaveTextContent('$ 83.333')
    expect(card('Contra entrega por cobrar')).toHaveTextContent('$ 180.0002 pedidos sin entregar')
    expect(screen.getByRole('link', { name: /Mensajes nuevos/ })).toHaveAttribute('href', '/admin/mensajes')
    expect(screen.getByRole('link', { name: 'Ruana de lana' })).toHaveAttribute(
      'href',
      '/admin/productos/editar/9',
    )
    expect(screen.getByRole('link', { name: 'Sombrero vueltiao (L)' })).toBeInTheDocument()
    expect(screen.getByText('Agotado')).toBeInTheDocument()
    expect(screen.getByText('Nadie está esperando un producto agotado.')).toBeInTheDocument()
  })

  test('the charts describe themselves and keep every value in a table', async () => {
    mockApi({ 'GET /api/admin/dashboard': () => json(dashboard) })
    renderApp('/admin')
    // formatCOP separates "$" with a no-break space; compare the words.
    const name = (element: Element) => element.getAttribute('aria-label')!.replace(/\u00a0/g, ' ')
    const sales = await screen.findByRole('img', { name: /^Ventas de los últimos 30 días/ })
    expect(name(sales)).toBe(
      'Ventas de los últimos 30 días: $ 250.000 en total; el mejor día fue el 20 de noviembre de 2026 con $ 250.000.',
    )
    expect(name(screen.getByRole('img', { name: /^Visitas/ }))).toBe(
      'Visitas de los últimos 30 días: 41 visitas en total; el mejor día fue el 20 de noviembre de 2026 con 41 visitas.',
    )
    const table = screen.getAllByRole('table')[0]!
    expect(within(table).getAllByRole('row')).toHaveLength(30)
    expect(
      within(table).getByRole('row', { name: /^20 de noviembre de 2026 \$\s250\.000$/ }),
    ).toBeInTheDocument()
  })

  test('a failure says so and offers to retry', async () => {
    mockApi({ 'GET /api/admin/dashboard': () => new Response(null, { status: 500 }) })
    renderApp('/admin')
    expect(await screen.findByText('No se pudieron cargar las cifras del panel.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
  })
})
