import { describe, expect, test } from 'vitest'
import { staffTestApp } from '../../test/factories'

// docs/product/content.md#about-page: hero, history, mission and vision, edited in
// /admin/editar-sobre-nosotros.

const { app, admin, employee, customer } = await staffTestApp()
const put = (payload: unknown, headers: Record<string, string> = admin.auth) =>
  app.inject({ method: 'PUT', url: '/api/about', headers, payload: payload as object })
const read = async () => (await app.inject({ method: 'GET', url: '/api/about' })).json()

describe('About page', () => {
  test('all four sections are always listed, in page order, empty until written', async () => {
    expect(await read()).toEqual([
      { section_key: 'hero', title: '', content: '' },
      { section_key: 'history', title: '', content: '' },
      { section_key: 'mission', title: '', content: '' },
      { section_key: 'vision', title: '', content: '' },
    ])
  })

  test('staff save some sections; the others keep their text; the public page updates at once', async () => {
    const first = await put([
      { section_key: 'mission', title: 'Nuestra misión', content: 'Precios justos.' },
      {
        section_key: 'hero',
        title: 'Hecho en Colombia',
        content: 'Talleres locales.\n\nEnvíos a todo el país.',
      },
    ])
    expect(first.statusCode).toBe(200)
    expect(first.json()[0]).toEqual({
      section_key: 'hero',
      title: 'Hecho en Colombia',
      content: 'Talleres locales.\n\nEnvíos a todo el país.',
    })
    const second = await put(
      [{ section_key: 'mission', title: 'Misión', content: '  <b>Plain</b> text  ' }],
      employee.auth,
    )
    expect(second.statusCode).toBe(200)
    const sections = await read()
    expect(sections.map((s: { section_key: string }) => s.section_key)).toEqual([
      'hero',
      'history',
      'mission',
      'vision',
    ])
    expect(sections[0].title).toBe('Hecho en Colombia')
    // Plain text, kept as typed (trimmed): the page shows it as text, never as HTML.
    expect(sections[2]).toEqual({ section_key: 'mission', title: 'Misión', content: '<b>Plain</b> text' })
  })

  test('bad input is a 400 in Spanish', async () => {
    const unknown = await put([{ section_key: 'values', title: 'X', content: 'Y' }])
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('Sección no válida: usa hero, history, mission o vision.')
    expect(
      (
        await put([
          { section_key: 'hero', title: 'A', content: 'B' },
          { section_key: 'hero', title: 'C', content: 'D' },
        ])
      ).json().message,
    ).toBe('Sección repetida: hero.')
    expect((await put([])).json().message).toBe('Envía al menos una sección.')
    expect((await put({ section_key: 'hero' })).json().message).toBe('Envía una lista de secciones.')
    expect((await put([{ section_key: 'vision', title: ' ', content: 'Y' }])).json().message).toBe(
      'El título es obligatorio.',
    )
    expect((await put([{ section_key: 'vision', title: 'X', content: 'Y', extra: 1 }])).statusCode).toBe(400)
  })

  test('only staff may edit', async () => {
    const section = [{ section_key: 'vision', title: 'X', content: 'Y' }]
    expect((await put(section, customer.auth)).statusCode).toBe(403)
    expect((await put(section, {})).statusCode).toBe(401)
  })
})
