import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminMessage } from '@vitrina/core/schemas/contact'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { testCategories } from '../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../test/render-app'

// 'Generar con IA' beside each field the writing helpers serve (docs/product/assistant.md#writing-helpers):
// the draft fills the form for review and nothing is saved or sent until staff do it.

beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

let asked: MockRequest[]
let writes: MockRequest[]
const record =
  (list: MockRequest[], answer: unknown, status = 200) =>
  (request: MockRequest) => {
    list.push(request)
    return json(answer, status)
  }

beforeEach(() => {
  signIn(makeUser({ roles: ['Empleado'] }))
  asked = []
  writes = []
})

describe("'Generar con IA' in the back-office forms", { timeout: 30_000 }, () => {
  test('FAQ: waits for the question, then drafts the answer from it', async () => {
    mockApi({
      'GET /api/faqs/admin/all': () => json([]),
      'POST /api/ai/generate/faq-answer': record(asked, {
        answer: 'Sí, enviamos a todo Colombia.',
        engine: 'builtin',
      }),
      'POST /api/faqs': record(writes, {}, 201),
    })
    renderApp('/admin/faqs')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Nueva pregunta' }))
    const dialog = screen.getByRole('dialog', { name: 'Nueva pregunta frecuente' })
    const generate = within(dialog).getByRole('button', { name: 'Generar con IA' })
    expect(generate).toBeDisabled()
    expect(generate).toHaveAccessibleDescription('Escribe primero la pregunta.')

    await user.type(within(dialog).getByLabelText('Pregunta'), '¿Envían a todo el país?')
    await user.click(generate)
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Respuesta')).toHaveValue('Sí, enviamos a todo Colombia.'),
    )
    expect(asked[0]!.body).toEqual({ question: '¿Envían a todo el país?' })
    expect(writes).toHaveLength(0)
  })

  test('About: drafts a section from its title', async () => {
    const sections = ['hero', 'history', 'mission', 'vision'].map((key, i) => ({
      section_key: key,
      title: ['Bienvenidos', 'Nuestra historia', 'Misión', 'Visión'][i],
      content: 'Texto anterior.',
    }))
    mockApi({
      'GET /api/about': () => json(sections),
      'POST /api/ai/generate/cms-content': record(asked, {
        content: 'Nacimos en Medellín en 2015.\n\nHoy vendemos en todo el país.',
        engine: 'builtin',
      }),
    })
    renderApp('/admin/editar-sobre-nosotros')
    const user = userEvent.setup()
    const history = await screen.findByRole('group', { name: /Nuestra historia/ })
    await user.click(within(history).getByRole('button', { name: 'Generar con IA' }))
    await waitFor(() =>
      expect(within(history).getByLabelText(/^Texto/)).toHaveValue(
        'Nacimos en Medellín en 2015.\n\nHoy vendemos en todo el país.',
      ),
    )
    expect(asked[0]!.body).toEqual({ title: 'Nuestra historia' })
  })

  test('category: name, slug and description from the name typed so far', async () => {
    mockApi({
      'GET /api/categories': () => json(testCategories),
      'POST /api/ai/suggest-category-details': record(asked, {
        name: 'Ruanas y Ponchos',
        slug: 'ruanas-y-ponchos',
        description: 'Abrigos tejidos para tierra fría.',
        engine: 'builtin',
      }),
      'POST /api/categories': record(writes, {}, 201),
    })
    renderApp('/admin/categorias/nueva')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nombre'), 'ruanas')
    await user.click(screen.getByRole('button', { name: 'Generar con IA' }))
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Ruanas y Ponchos'))
    expect(screen.getByLabelText('Slug')).toHaveValue('ruanas-y-ponchos')
    expect(screen.getByLabelText('Descripción (opcional)')).toHaveValue('Abrigos tejidos para tierra fría.')
    expect(asked[0]!.body).toEqual({ categoryName: 'ruanas' })
    expect(writes).toHaveLength(0)
  })

  test('future product: the whole form from the idea', async () => {
    mockApi({
      'GET /api/categories': () => json(testCategories),
      'POST /api/ai/suggest-future-product': record(asked, {
        name: 'Chaqueta impermeable Páramo',
        category: 'Chaquetas',
        description: 'Para la lluvia de la sabana.',
        expected_release_date: '2027-02-15',
        engine: 'builtin',
      }),
    })
    renderApp('/admin/productos-futuros/nuevo')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Nombre'), 'chaqueta para lluvia')
    await user.click(screen.getByRole('button', { name: 'Generar con IA' }))
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Chaqueta impermeable Páramo'))
    expect(screen.getByLabelText('Llegada prevista (opcional)')).toHaveValue('2027-02-15')
    expect(asked[0]!.body).toEqual({ idea: 'chaqueta para lluvia' })
  })

  test('inbox: drafts the reply from the message, its sender and subject; nothing is sent', async () => {
    const message: AdminMessage = {
      id: 7,
      sender_name: 'Valentina Ospina',
      sender_email: 'valentina@correo.co',
      subject: '¿Envían a Pasto?',
      message: 'Hola, ¿hacen envíos a Pasto?',
      status: 'leido',
      kind: 'consulta',
      radicado: null,
      due_date: null,
      created_at: '2026-11-20T15:30:00Z',
      replies: [],
    }
    mockApi({
      'GET /api/admin/messages': () => json([message]),
      'GET /api/admin/messages/7': () => json(message),
      'POST /api/ai/draft-message-reply': record(asked, {
        replyText: 'Hola, Valentina: sí, enviamos a Pasto.',
        engine: 'builtin',
      }),
      'POST /api/admin/messages/7/reply': record(writes, message),
    })
    renderApp('/admin/mensajes?mensaje=7')
    const user = userEvent.setup()
    const reader = await screen.findByRole('article', { name: '¿Envían a Pasto?' })
    await user.click(within(reader).getByRole('button', { name: 'Generar con IA' }))
    await waitFor(() =>
      expect(within(reader).getByLabelText('Tu respuesta')).toHaveValue(
        'Hola, Valentina: sí, enviamos a Pasto.',
      ),
    )
    expect(asked[0]!.body).toEqual({
      customerMessage: 'Hola, ¿hacen envíos a Pasto?',
      customerName: 'Valentina Ospina',
      subject: '¿Envían a Pasto?',
    })
    expect(writes).toHaveLength(0)
  })
})
