import { describe, expect, test } from 'vitest'
import { staffTestApp } from '../../test/factories'

// docs/product/content.md#content-api: policies of title and HTML, sanitized on write
// (docs/product/content.md#html-sanitizing).

const { app, employee, customer, call } = await staffTestApp()
const publicList = async () => (await app.inject({ method: 'GET', url: '/api/policies' })).json()

describe('policies', () => {
  test('HTML is sanitized on write: scripts, handlers and javascript: links never reach the page', async () => {
    const res = await call('POST', '/api/policies', {
      title: 'Cambios y devoluciones',
      content:
        '<h2 onclick="robar()">30 días</h2><script>alert(1)</script><p>Sin uso, con <em>etiquetas</em>.</p>' +
        '<a href="javascript:alert(1)">ver</a><img src=x onerror=alert(1)>',
      sort_order: 1,
    })
    expect(res.statusCode).toBe(201)
    const clean =
      '<h2>30 días</h2><p>Sin uso, con <em>etiquetas</em>.</p><a rel="noopener noreferrer" target="_blank">ver</a>'
    expect(res.json()).toEqual({
      id: expect.any(Number),
      title: 'Cambios y devoluciones',
      content: clean,
      sort_order: 1,
      updated_at: expect.any(String),
    })
    await call(
      'POST',
      '/api/policies',
      { title: 'Privacidad', content: '<p>Tus datos</p>', sort_order: 0 },
      employee.auth,
    )
    expect(await publicList()).toEqual([
      { id: expect.any(Number), title: 'Privacidad', content: '<p>Tus datos</p>' },
      { id: res.json().id, title: 'Cambios y devoluciones', content: clean },
    ])
  })

  test('content that is nothing but dropped HTML is refused', async () => {
    const res = await call('POST', '/api/policies', { title: 'Vacía', content: '<script>alert(1)</script>' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('El contenido es obligatorio.')
    // What a rich-text editor sends when the text was erased: markup with no words.
    const erased = await call('POST', '/api/policies', { title: 'Vacía', content: '<p></p><h2> </h2>' })
    expect(erased.statusCode).toBe(400)
  })

  test('edits are sanitized too and show in the public list at once; deletes remove it', async () => {
    const created = (
      await call('POST', '/api/policies', { title: 'Envíos', content: '<p>Rápidos</p>' })
    ).json()
    await publicList()
    const edited = await call('PUT', `/api/policies/${created.id}`, {
      content: '<p>En <strong>24 h</strong></p><iframe src="https://malo.co"></iframe>',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ title: 'Envíos', content: '<p>En <strong>24 h</strong></p>' })
    expect((await publicList()).find((p: { id: number }) => p.id === created.id).content).toBe(
      '<p>En <strong>24 h</strong></p>',
    )
    const renamed = await call('PUT', `/api/policies/${created.id}`, { title: 'Envíos nacionales' })
    expect(renamed.json().content).toBe('<p>En <strong>24 h</strong></p>')

    expect((await call('DELETE', `/api/policies/${created.id}`)).json()).toEqual({
      message: 'Política eliminada.',
    })
    expect((await publicList()).some((p: { id: number }) => p.id === created.id)).toBe(false)
    const gone = await call('DELETE', `/api/policies/${created.id}`)
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ message: 'Política no encontrada.', code: 'POLICY_NOT_FOUND' })
    expect((await call('PUT', `/api/policies/${created.id}`, { title: 'X' })).statusCode).toBe(404)
  })

  test('the admin list (with order and date) and every write need staff', async () => {
    expect((await call('GET', '/api/policies/admin/all', undefined, employee.auth)).json()[0]).toMatchObject({
      sort_order: expect.any(Number),
      updated_at: expect.any(String),
    })
    expect((await call('GET', '/api/policies/admin/all', undefined, customer.auth)).statusCode).toBe(403)
    const policy = { title: 'X', content: '<p>Y</p>' }
    expect((await call('POST', '/api/policies', policy, customer.auth)).statusCode).toBe(403)
    expect((await call('POST', '/api/policies', policy, {})).statusCode).toBe(401)
    expect((await call('PUT', '/api/policies/1', policy, customer.auth)).statusCode).toBe(403)
    expect((await call('DELETE', '/api/policies/1', undefined, customer.auth)).statusCode).toBe(403)
  })

  test('bad input is a 400 in Spanish', async () => {
    expect((await call('POST', '/api/policies', { content: '<p>x</p>' })).json().message).toBe(
      'El título es obligatorio.',
    )
    expect((await call('POST', '/api/policies', { title: 'X', content: 5 })).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'El contenido es obligatorio.',
    })
    expect(
      (await call('POST', '/api/policies', { title: 'x'.repeat(201), content: 'y' })).json().message,
    ).toBe('Máximo 200 caracteres.')
  })
})
