import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// Each screen is a lazily loaded chunk of the whole app: its first render may take seconds on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

const faq = {
  id: 4,
  question: '¿Envían a Pasto?',
  answer: 'Sí, en 3 días.',
  sort_order: 2,
  updated_at: '2026-11-20T15:30:00Z',
}

beforeEach(() => {
  signIn(makeUser({ roles: ['Empleado'] }))
})

// docs/product/back-office.md#admin-content
describe('admin FAQs, policies and shipping', { timeout: 30_000 }, () => {
  test('a new FAQ is checked with the server schema, then created after the last one', async () => {
    const posts: unknown[] = []
    mockApi({
      'GET /api/faqs/admin/all': () => json(posts.length ? [faq, { ...faq, id: 5, sort_order: 3 }] : [faq]),
      'POST /api/faqs': ({ body }) => {
        posts.push(body)
        return json({ ...faq, id: 5 }, 201)
      },
    })
    renderApp('/admin/faqs')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Nueva pregunta' }))
    const dialog = screen.getByRole('dialog', { name: 'Nueva pregunta frecuente' })
    expect(within(dialog).getByLabelText('Pregunta')).toHaveFocus()
    expect(within(dialog).getByLabelText('Orden')).toHaveValue('3')

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(within(dialog).getByText('La pregunta es obligatoria.')).toBeInTheDocument()
    expect(within(dialog).getByText('La respuesta es obligatoria.')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Pregunta'), '¿Tienen tienda física?')
    await user.type(within(dialog).getByLabelText('Respuesta'), 'Sí, en Medellín.')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Pregunta guardada.')).toBeInTheDocument()
    expect(posts).toEqual([{ question: '¿Tienen tienda física?', answer: 'Sí, en Medellín.', sort_order: 3 }])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('delete asks first; an empty list offers to add the first entry', async () => {
    let gone = false
    mockApi({
      'GET /api/faqs/admin/all': () => json(gone ? [] : [faq]),
      'DELETE /api/faqs/4': () => {
        gone = true
        return json({ message: 'Pregunta frecuente eliminada.' })
      },
    })
    renderApp('/admin/faqs')
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: /^Eliminar.*Envían a Pasto/ }, { timeout: 15_000 }),
    )
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar la pregunta "¿Envían a Pasto?"?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }))
    expect(await screen.findByText('Aún no hay preguntas frecuentes')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nueva pregunta' })).toBeInTheDocument()
  })

  test('policies list the text of their HTML; a load failure offers a retry', async () => {
    mockApi({
      'GET /api/policies/admin/all': () =>
        json([
          {
            id: 1,
            title: 'Garantía',
            content: '<h2>Ropa</h2><p>Tres <strong>meses</strong>.</p>',
            sort_order: 0,
            updated_at: '2026-11-20T15:30:00Z',
          },
        ]),
    })
    const view = renderApp('/admin/politicas')
    expect(await screen.findByText('Ropa Tres meses.', {}, { timeout: 15_000 })).toBeInTheDocument()
    view.unmount()
    mockApi({ 'GET /api/shipping/admin/all': () => json({ message: 'x', code: 'X' }, 500) })
    renderApp('/admin/envio')
    expect(await screen.findByText('Error al cargar la información de envío.')).toBeInTheDocument()
  })
})
