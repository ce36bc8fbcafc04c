import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { bogotaDay } from '@vitrina/core/business-days'
import { ivaReport } from '@vitrina/core/iva-report'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'
import { currentMonth } from './iva-report-view'

// docs/product/fiscal.md#informe-de-iva: the report as the API gives it, its range, and its states.

const standard = [
  { kind: 'gravado', rate: 0.19 },
  { kind: 'gravado', rate: 0.05 },
  { kind: 'exento', rate: 0 },
  { kind: 'excluido', rate: 0 },
] as const
const reportOf = (from: string, to: string, sold = true) =>
  ivaReport({
    from,
    to,
    standard,
    sales: sold
      ? [{ month: from.slice(0, 7), kind: 'gravado', rate: 0.19, base: 30_000, tax: 5_700, orders: 2 }]
      : [],
    salesMonths: sold ? [{ month: from.slice(0, 7), orders: 2, shipping: 8_000 }] : [],
    returns: [],
  })

beforeEach(() => signIn(makeUser({ roles: ['Administrador'] })))

describe('the IVA report', { timeout: 20_000 }, () => {
  test('opens on the current month, with a row per rate, totals and shipping apart', async () => {
    const asked: MockRequest[] = []
    mockApi({
      'GET /api/admin/reports/iva': (request) => {
        asked.push(request)
        return json(reportOf(request.query.get('from')!, request.query.get('to')!))
      },
    })
    renderApp('/admin/informes/iva')
    const table = await screen.findByRole('table', { name: 'IVA por tarifa: Total del periodo' })
    const { from, to } = currentMonth()
    expect(from).toBe(`${bogotaDay(new Date()).slice(0, 7)}-01`)
    expect(asked[0]!.query.get('from')).toBe(from)
    expect(asked[0]!.query.get('to')).toBe(to)
    const row = within(table).getByRole('row', { name: /Gravado 19%/ })
    expect(row).toHaveTextContent('Gravado 19%2$ 30.000$ 5.700$ 0$ 0$ 30.000$ 5.700')
    expect(within(table).getByRole('row', { name: /Excluido/ })).toHaveTextContent('Excluido0$ 0')
    expect(screen.getByText(/Envíos \(fuera de la base de IVA\): cobrados \$ 8\.000/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeEnabled()
  })

  test('a range of two months shows each month; a reversed range is refused before asking', async () => {
    mockApi({
      'GET /api/admin/reports/iva': ({ query }) => json(reportOf(query.get('from')!, query.get('to')!)),
    })
    renderApp('/admin/informes/iva')
    const user = userEvent.setup()
    await screen.findByRole('table', { name: 'IVA por tarifa: Total del periodo' })
    const from = screen.getByLabelText('Desde')
    const to = screen.getByLabelText('Hasta')
    await user.clear(from)
    await user.type(from, '2026-10-15')
    await user.clear(to)
    await user.type(to, '2026-11-30')
    await user.click(screen.getByRole('button', { name: 'Consultar' }))
    expect(await screen.findByRole('heading', { name: 'octubre de 2026' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'noviembre de 2026' })).toBeInTheDocument()
    await user.clear(from)
    await user.type(from, '2026-12-01')
    await user.click(screen.getByRole('button', { name: 'Consultar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fecha inicial no puede ser posterior a la final.',
    )
  })

  test('an empty period says so', async () => {
    mockApi({
      'GET /api/admin/reports/iva': ({ query }) =>
        json(reportOf(query.get('from')!, query.get('to')!, false)),
    })
    renderApp('/admin/informes/iva')
    expect(await screen.findByText('Sin ventas en este periodo')).toBeInTheDocument()
  })

  test("a failure shows the server's message", async () => {
    const message = 'El informe cubre como máximo 366 días. Elige un rango más corto.'
    mockApi({ 'GET /api/admin/reports/iva': () => json({ message, code: 'VALIDATION_ERROR' }, 400) })
    renderApp('/admin/informes/iva')
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })
})
