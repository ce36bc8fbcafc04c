import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { deferred, json, mockApi } from '../../../test/api-mock'
import { renderApp } from '../../../test/render-app'

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content')

const faqs = ['¿Hacen envíos?', '¿Cuánto tarda?', '¿Puedo devolver?', '¿Pago contra entrega?'].map(
  (question, i) => ({ id: i + 1, question, answer: `Respuesta ${i + 1}.\n\nSegundo párrafo.` }),
)

describe('FAQ page (docs/product/content.md#faq-page)', () => {
  test("'Cargando preguntas...', then an accordion; the description is the first three questions", async () => {
    const pending = deferred<Response>()
    mockApi({ 'GET /api/faqs': () => pending.promise })
    renderApp('/faqs')
    expect(await screen.findByText('Cargando preguntas...')).toBeInTheDocument()
    pending.resolve(json(faqs))
    const first = await screen.findByRole('button', { name: '¿Hacen envíos?' })
    expect(first).toHaveAttribute('aria-expanded', 'true')
    const second = screen.getByRole('button', { name: '¿Cuánto tarda?' })
    expect(second).toHaveAttribute('aria-expanded', 'false')
    await userEvent.setup().click(second)
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: '¿Cuánto tarda?' })).toHaveTextContent('Respuesta 2.')
    await waitFor(() => expect(description()).toBe('¿Hacen envíos? | ¿Cuánto tarda? | ¿Puedo devolver?'))
  })

  test("'Error al cargar las preguntas.' on failure", async () => {
    mockApi({ 'GET /api/faqs': () => json({ message: 'x', code: 'X' }, 500) })
    renderApp('/faqs')
    expect(await screen.findByText('Error al cargar las preguntas.')).toBeInTheDocument()
  })
})

describe('policies page (docs/product/content.md#policies-page)', () => {
  test('titles in an accordion, the sanitized HTML inside; the description is the titles cut to 160', async () => {
    const policies = [
      { id: 1, title: 'Política de envíos', content: '<p>Enviamos a <strong>toda Colombia</strong>.</p>' },
      { id: 2, title: 'Cambios y devoluciones', content: '<ul><li>30 días</li></ul>' },
    ]
    mockApi({ 'GET /api/policies': () => json(policies) })
    renderApp('/politicas')
    const region = await screen.findByRole('region', { name: 'Política de envíos' })
    expect(region.querySelector('strong')).toHaveTextContent('toda Colombia')
    await waitFor(() => expect(description()).toBe('Política de envíos, Cambios y devoluciones'))
  })

  test("'Cargando...' then 'Error al cargar las políticas.'", async () => {
    const pending = deferred<Response>()
    mockApi({ 'GET /api/policies': () => pending.promise })
    renderApp('/politicas')
    expect(await screen.findByText('Cargando...')).toBeInTheDocument()
    pending.resolve(json({ message: 'x', code: 'X' }, 500))
    expect(await screen.findByText('Error al cargar las políticas.')).toBeInTheDocument()
  })

  test('a long list of titles is cut to 160 characters', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: i, title: `Política número ${i}`, content: '' }))
    mockApi({ 'GET /api/policies': () => json(many) })
    renderApp('/politicas')
    await screen.findByRole('button', { name: 'Política número 0' })
    await waitFor(() => expect(description()).toHaveLength(160))
  })
})

describe('About page (docs/product/content.md#about-page)', () => {
  test('sections from /api/about, the five values and the statistics', async () => {
    mockApi({
      'GET /api/about': () =>
        json([
          { section_key: 'hero', title: 'Somos Vitrina', content: 'Moda colombiana.' },
          { section_key: 'history', title: 'Cómo empezamos', content: 'En 2015.\n\nEn Medellín.' },
          { section_key: 'mission', title: 'Misión', content: 'Vestir bien.' },
        ]),
    })
    renderApp('/sobre-nosotros')
    expect(await screen.findByRole('heading', { level: 1, name: 'Somos Vitrina' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Cómo empezamos' })).toBeInTheDocument()
    expect(screen.getByText('En Medellín.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Misión' })).toBeInTheDocument()
    // vision falls back
    expect(screen.getByRole('heading', { name: 'Nuestra visión' })).toBeInTheDocument()
    for (const value of ['Calidad', 'Innovación', 'Servicio al Cliente', 'Sostenibilidad', 'Creatividad']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument()
    }
    for (const stat of ['15.000+', '200+', '10+', '98%']) expect(screen.getByText(stat)).toBeInTheDocument()
    expect(screen.getByText('Clientes felices')).toBeInTheDocument()
  })

  test('falls back to its own texts when the content cannot be loaded', async () => {
    mockApi({ 'GET /api/about': () => json({ message: 'x', code: 'X' }, 500) })
    renderApp('/sobre-nosotros')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre Vitrina' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Nuestra historia' })).toBeInTheDocument()
  })
})
