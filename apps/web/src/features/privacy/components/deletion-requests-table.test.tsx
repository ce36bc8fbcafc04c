import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminDeletionRequest } from '@vitrina/core/schemas/privacy'
import { beforeAll, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// docs/product/consumer-rights.md#derechos-del-titular: the staff screen of deletion requests.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

const request = (overrides: Partial<AdminDeletionRequest>): AdminDeletionRequest => ({
  id: 1,
  status: 'pendiente',
  requested_at: '2026-11-02T15:00:00.000Z',
  due_date: '2026-11-19',
  completed_at: null,
  user_id: 'u-1',
  username: 'laura',
  email: 'laura@correo.co',
  overdue: true,
  ...overrides,
})

describe('/admin/solicitudes-de-datos', { timeout: 30_000 }, () => {
  test('shows each request with its due date and state; anonymising asks first and sends the confirmation', async () => {
    signIn(makeUser({ roles: ['Empleado'] }))
    const completed: unknown[] = []
    let rows = [
      request({}),
      request({ id: 2, email: 'pedro@correo.co', due_date: '2026-12-15', overdue: false }),
    ]
    mockApi({
      'GET /api/admin/deletion-requests': () => json(rows),
      'POST /api/admin/deletion-requests/1/complete': ({ body }) => {
        completed.push(body)
        rows = rows.map((row) =>
          row.id === 1 ? { ...row, status: 'completada', overdue: false, email: 'x@anonimo.invalid' } : row,
        )
        return json(rows[0])
      },
    })
    renderApp('/admin/solicitudes-de-datos')
    const laura = (await screen.findByText('laura@correo.co')).closest('tr')!
    expect(within(laura).getByText('19 de noviembre de 2026')).toBeInTheDocument()
    expect(within(laura).getByText('Vencida')).toBeInTheDocument()
    const pedro = screen.getByText('pedro@correo.co').closest('tr')!
    expect(within(pedro).getByText('Pendiente')).toBeInTheDocument()
    expect(within(pedro).getByText('15 de diciembre de 2026')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(within(laura).getByRole('button', { name: 'Anonimizar' }))
    expect(completed).toHaveLength(0)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, anonimizar' }))
    await waitFor(() => expect(completed).toEqual([{ confirm: true }]))
    expect(await screen.findByText('Atendida')).toBeInTheDocument()
  })
})
