import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { AccountPqr as Pqr } from '@vitrina/core/schemas/contact'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { json, mockApi } from '../../../test/api-mock'
import { signIn } from '../../../test/render-app'
import { AccountPqr } from './account-pqr'

// docs/product/consumer-rights.md#pqr: the customer's PQR in the account.

function renderList(list: Pqr[]) {
  mockApi({ 'GET /api/account/pqr': () => json(list) })
  signIn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AccountPqr />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('Mis Peticiones, Quejas y Reclamos', () => {
  test('each PQR with its radicado, status and the day the store must answer by', async () => {
    renderList([
      {
        radicado: 'PQR-2026-000123',
        kind: 'reclamo',
        subject: 'Pedido sin llegar',
        status: 'leido',
        due_date: '2026-12-21',
        created_at: '2026-11-30T15:00:00Z',
      },
    ])
    expect(await screen.findByText('Reclamo PQR-2026-000123')).toBeInTheDocument()
    expect(
      screen.getByText(/Pedido sin llegar · radicada el 30 de noviembre de 2026 · Leído/),
    ).toBeInTheDocument()
    expect(screen.getByText('Respuesta a más tardar el 21 de diciembre de 2026')).toBeInTheDocument()
  })

  test('none yet: points to the contact page', async () => {
    renderList([])
    expect(await screen.findByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto')
  })
})
