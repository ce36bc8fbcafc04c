import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminMessage } from '@vitrina/core/schemas/contact'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// Each screen is a lazily loaded chunk of the whole app: its first render may take seconds on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

const message = (over: Partial<AdminMessage> = {}): AdminMessage => ({
  id: 7,
  sender_name: 'Valentina Ospina',
  sender_email: 'valentina@correo.co',
  subject: '¿Envían a Pasto?',
  message: 'Hola, ¿hacen envíos a Pasto?',
  status: 'nuevo',
  kind: 'consulta',
  radicado: null,
  due_date: null,
  created_at: '2026-11-20T15:30:00Z',
  replies: [],
  ...over,
})

beforeEach(() => {
  signIn(makeUser({ roles: ['Empleado'] }))
})

describe('admin inbox (docs/product/content.md#inbox)', { timeout: 30_000 }, () => {
  // docs/product/consumer-rights.md#pqr: staff see each PQR's number and due day, red once overdue.
  test('a PQR shows its kind, radicado and due day; an unanswered overdue one says it expired', async () => {
    mockApi({
      'GET /api/admin/messages': () =>
        json([
          message({ id: 8, kind: 'reclamo', radicado: 'PQR-2026-000002', due_date: '2020-01-02' }),
          message({ id: 9, kind: 'peticion', radicado: 'PQR-2026-000003', due_date: '2099-01-02' }),
        ]),
    })
    renderApp('/admin/mensajes')
    const late = await screen.findByText(/Reclamo PQR-2026-000002/)
    expect(late).toHaveTextContent('Reclamo PQR-2026-000002 · Venció el 2 de enero de 2020')
    expect(late).toHaveClass('text-danger')
    expect(screen.getByText(/Petición PQR-2026-000003/)).toHaveTextContent(
      'Responder a más tardar el 2 de enero de 2099',
    )
  })

  test('opening a new message marks it read; a reply is e-mailed and marks it answered', async () => {
    const writes: { path: string; body: unknown }[] = []
    let current = message()
    mockApi({
      'GET /api/admin/messages': () => json([current]),
      'GET /api/admin/messages/7': () => json(current),
      'PUT /api/admin/messages/7/status': ({ path, body }) => {
        writes.push({ path, body })
        current = message({ status: (body as { status: AdminMessage['status'] }).status })
        return json(current)
      },
      'POST /api/admin/messages/7/reply': ({ path, body }) => {
        writes.push({ path, body })
        current = message({
          status: 'respondido',
          replies: [
            {
              id: 1,
              reply_text: 'Sí, en 3 días.',
              created_at: '2026-11-21T10:00:00Z',
              staff_username: 'camila',
            },
          ],
        })
        return json(current)
      },
    })
    renderApp('/admin/mensajes?mensaje=7')
    const user = userEvent.setup()
    const reader = await screen.findByRole('article', { name: '¿Envían a Pasto?' })
    await within(reader).findByText('Leído')
    expect(writes[0]).toEqual({ path: '/api/admin/messages/7/status', body: { status: 'leido' } })

    await user.click(within(reader).getByRole('button', { name: 'Enviar respuesta' }))
    expect(within(reader).getByText('La respuesta es obligatoria.')).toBeInTheDocument()
    await user.type(within(reader).getByLabelText('Tu respuesta'), 'Sí, en 3 días.')
    await user.click(within(reader).getByRole('button', { name: 'Enviar respuesta' }))
    expect(await within(reader).findByText('Respuestas enviadas (1)')).toBeInTheDocument()
    expect(writes[1]).toEqual({ path: '/api/admin/messages/7/reply', body: { replyText: 'Sí, en 3 días.' } })
    expect(within(reader).getAllByText('Respondido').length).toBeGreaterThan(0)
    // Answered only goes on to archived (packages/core message-status).
    expect(within(reader).getByRole('group', { name: 'Acciones del mensaje' })).toHaveTextContent(
      /^ArchivarEliminar$/,
    )
  })

  test('delete asks first, then goes back to the list', async () => {
    let deleted = false
    mockApi({
      'GET /api/admin/messages': () => json(deleted ? [] : [message({ status: 'leido' })]),
      'GET /api/admin/messages/7': () => json(message({ status: 'leido' })),
      'DELETE /api/admin/messages/7': () => {
        deleted = true
        return json({ message: 'Mensaje eliminado.' })
      },
    })
    const { history } = renderApp('/admin/mensajes?mensaje=7')
    const user = userEvent.setup()
    const reader = await screen.findByRole('article', { name: '¿Envían a Pasto?' })
    await user.click(within(reader).getByRole('button', { name: 'Eliminar' }))
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar el mensaje de Valentina Ospina?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }))
    expect(await screen.findByText('La bandeja está vacía')).toBeInTheDocument()
    expect(history.location.search).toBe('')
    expect(deleted).toBe(true)
  })

  test('the status filter links keep the search and the list shows an empty state', async () => {
    mockApi({ 'GET /api/admin/messages': () => json([]) })
    renderApp('/admin/mensajes?buscar=talla')
    const filters = await screen.findByRole('navigation', { name: 'Filtrar por estado' })
    expect(within(filters).getByRole('link', { name: 'Archivado' })).toHaveAttribute(
      'href',
      '/admin/mensajes?estado=archivado&buscar=talla',
    )
    expect(await screen.findByText('Ningún mensaje coincide')).toBeInTheDocument()
  })
})
