import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminJob } from '@vitrina/core/schemas/jobs'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// docs/operations.md#failed-jobs: Administrador sees failed jobs first and retries one.

const job = (id: number, status: AdminJob['status'], last_error: string | null = null): AdminJob => ({
  id,
  kind: 'mail.order-placed',
  status,
  attempts: status === 'failed' ? 6 : 1,
  max_attempts: 6,
  last_error,
  run_at: '2026-02-01T15:00:00Z',
  created_at: '2026-02-01T15:00:00Z',
  finished_at: null,
})

const page = (items: AdminJob[]) =>
  new Response(JSON.stringify(items), {
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(items.length) },
  })

beforeEach(() => signIn(makeUser({ id: 'u-boss', username: 'gerente', roles: ['Cliente', 'Administrador'] })))

describe('the background jobs screen', { timeout: 20_000 }, () => {
  test('opens on failed jobs with their last error, and Reintentar puts one back in the queue', async () => {
    let failed = [job(7, 'failed', 'SMTP: conexión rechazada')]
    const spy = mockApi({
      'GET /api/admin/jobs': (request: MockRequest) =>
        page(request.query.get('status') === 'failed' ? failed : []),
      'POST /api/admin/jobs/7/retry': () => {
        failed = []
        return json(job(7, 'queued'))
      },
    })
    renderApp('/admin/trabajos')
    const list = await screen.findByRole('list', { name: 'Tareas' })
    expect(within(list).getByText('Correo: pedido recibido')).toBeInTheDocument()
    expect(within(list).getByText('Último error: SMTP: conexión rechazada')).toBeInTheDocument()
    expect(within(list).getByText('Fallida')).toBeInTheDocument()
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Todo va bien: ninguna tarea ha fallado.')).toBeInTheDocument()
    expect(spy.mock.calls.some(([url]) => String(url).endsWith('/api/admin/jobs/7/retry'))).toBe(true)
  })

  test('choosing another status lists those jobs', async () => {
    mockApi({
      'GET /api/admin/jobs': (request: MockRequest) =>
        page(request.query.get('status') === 'done' ? [job(3, 'done'), job(2, 'done')] : []),
    })
    const { history } = renderApp('/admin/trabajos')
    await screen.findByText('No hay tareas en este estado')
    await userEvent.setup().selectOptions(screen.getByLabelText('Estado'), 'done')
    expect(await screen.findByText('2 tareas')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    expect(history.location.search).toBe('?estado=done')
  })

  test('a failed load says so in Spanish', async () => {
    mockApi({ 'GET /api/admin/jobs': () => new Response('<html>Bad gateway</html>', { status: 502 }) })
    renderApp('/admin/trabajos')
    expect(await screen.findByText('No se pudieron cargar las tareas.')).toBeInTheDocument()
  })
})
