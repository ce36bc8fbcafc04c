import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminFiscalDocument, AdminFiscalDocumentList } from '@vitrina/core/schemas/fiscal-documents'
import { describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// docs/product/fiscal.md#documentos-electronicos: staff see every document with what went wrong; Administrador
// resends a rejected one; the screen says when invoicing is not connected.

const ORDER = '8d0b5c0e-6f0a-4c1e-9b7a-1c2d3e4f5a6b'
const doc = (over: Partial<AdminFiscalDocument> = {}): AdminFiscalDocument => ({
  id: 4,
  kind: 'factura',
  number: 'SETP990000004',
  cufe: null,
  status: 'rechazada',
  total: 134_800,
  tax: 17_136,
  issued_at: null,
  pdf_url: null,
  xml_url: null,
  order_id: ORDER,
  order_number: 1042,
  buyer_name: 'Comercial Andina S.A.S.',
  attempts: 1,
  last_error: 'La DIAN rechazó el documento.',
  cufe_alert: null,
  created_at: '2026-11-28T15:00:00Z',
  ...over,
})
const list = (documents: AdminFiscalDocument[], connected = true): AdminFiscalDocumentList => ({
  documents,
  total: documents.length,
  connected,
  connection_message: connected ? null : 'La facturación electrónica no está conectada.',
})

const asAdmin = () =>
  signIn(makeUser({ id: 'u-boss', username: 'gerente', roles: ['Cliente', 'Administrador'] }))

describe('Documentos electrónicos', { timeout: 20_000 }, () => {
  test('a rejected document shows its reason; Reintentar sends it again', async () => {
    asAdmin()
    let current = [doc()]
    const spy = mockApi({
      'GET /api/admin/fiscal-documents': () => json(list(current)),
      'POST /api/admin/fiscal-documents/4/retry': () => {
        current = [doc({ status: 'pendiente', last_error: null })]
        return json({ message: 'El documento quedó en cola para enviarse.', queued: 1 })
      },
    })
    renderApp('/admin/documentos-electronicos')
    const items = await screen.findByRole('list', { name: 'Documentos electrónicos' })
    expect(within(items).getByText('Factura electrónica SETP990000004')).toBeInTheDocument()
    expect(
      within(items).getByText('Último error (1 intentos): La DIAN rechazó el documento.'),
    ).toBeInTheDocument()
    await userEvent.setup().click(within(items).getByRole('button', { name: 'Reintentar' }))
    expect(await within(items).findByText('Pendiente')).toBeInTheDocument()
    expect(spy.mock.calls.some(([url]) => String(url).endsWith('/fiscal-documents/4/retry'))).toBe(true)
  })

  test('filters go to the server; an employee sees the list without Reintentar', async () => {
    signIn(makeUser({ id: 'u-emp', username: 'caja', roles: ['Cliente', 'Empleado'] }))
    const spy = mockApi({
      'GET /api/admin/fiscal-documents': (request: MockRequest) =>
        json(list(request.query.get('status') === 'rechazada' ? [doc()] : [])),
    })
    const { history } = renderApp('/admin/documentos-electronicos')
    await screen.findByText('No hay documentos con estos filtros')
    await userEvent.setup().selectOptions(screen.getByLabelText('Estado'), 'rechazada')
    expect(await screen.findByText('1 documento')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    expect(history.location.search).toBe('?estado=rechazada')
    expect(spy.mock.calls.some(([url]) => String(url).includes('status=rechazada'))).toBe(true)
  })

  test('without a provider the screen says documents wait', async () => {
    asAdmin()
    mockApi({ 'GET /api/admin/fiscal-documents': () => json(list([], false)) })
    renderApp('/admin/documentos-electronicos')
    expect(await screen.findByText('La facturación electrónica no está conectada.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Enviar pendientes' })).not.toBeInTheDocument()
  })
})
