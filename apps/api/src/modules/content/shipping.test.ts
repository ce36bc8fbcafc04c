import { describe, expect, test } from 'vitest'
import { staffTestApp } from '../../test/factories'

// docs/product/content.md#shipping-info: entries of title and HTML, sanitized on write
// (docs/product/content.md#html-sanitizing).

const { app, employee, customer, call } = await staffTestApp()
const publicList = async () => (await app.inject({ method: 'GET', url: '/api/shipping' })).json()

describe('shipping information', () => {
  test('HTML is sanitized on write; the public list shows only the clean copy', async () => {
    const res = await call('POST', '/api/shipping', {
      title: 'Envíos nacionales',
      content:
        '<p onclick="robar()">Llega en <strong>3 días</strong><script>alert(1)</script></p><a href="javascript:x">x</a>',
      sort_order: 2,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().content).toBe(
      '<p>Llega en <strong>3 días</strong></p><a rel="noopener noreferrer" target="_blank">x</a>',
    )
    await call(
      'POST',
      '/api/shipping',
      { title: 'Bogotá', content: '<p>Mismo día</p>', sort_order: 1 },
      employee.auth,
    )
    expect(await publicList()).toEqual([
      { id: expect.any(Number), title: 'Bogotá', content: '<p>Mismo día</p>' },
      {
        id: res.json().id,
        title: 'Envíos nacionales',
        content: expect.stringContaining('<strong>3 días</strong>'),
      },
    ])
  })

  test('content that is nothing but dropped or empty HTML is refused, on create and on edit', async () => {
    for (const content of ['<script>alert(1)</script>', '<p></p>', '<p><br></p>']) {
      const res = await call('POST', '/api/shipping', { title: 'Vacía', content })
      expect(res.statusCode, content).toBe(400)
      expect(res.json().message).toBe('El contenido es obligatorio.')
    }
    const created = (
      await call('POST', '/api/shipping', { title: 'Retiro', content: '<p>En tienda</p>' })
    ).json()
    const edit = await call('PUT', `/api/shipping/${created.id}`, { content: '<img src=x onerror=y>' })
    expect(edit.statusCode).toBe(400)
    expect((await publicList()).find((e: { id: number }) => e.id === created.id).content).toBe(
      '<p>En tienda</p>',
    )
  })

  test('edits and deletes show up in the public list at once', async () => {
    const created = (
      await call('POST', '/api/shipping', { title: 'Internacional', content: '<p>No</p>' })
    ).json()
    await publicList()
    const edited = await call('PUT', `/api/shipping/${created.id}`, {
      content: '<h2>Sí</h2><img src=x onerror=y>',
    })
    expect(edited.json()).toMatchObject({ title: 'Internacional', content: '<h2>Sí</h2>' })
    expect((await publicList()).find((e: { id: number }) => e.id === created.id).content).toBe('<h2>Sí</h2>')
    expect((await call('DELETE', `/api/shipping/${created.id}`)).json()).toEqual({
      message: 'Entrada de envío eliminada.',
    })
    expect((await publicList()).find((e: { id: number }) => e.id === created.id)).toBeUndefined()
    expect((await call('DELETE', `/api/shipping/${created.id}`)).statusCode).toBe(404)
    expect((await call('PUT', `/api/shipping/${created.id}`, { title: 'X' })).statusCode).toBe(404)
  })

  test('the admin list carries order and dates, for staff only', async () => {
    const res = await call('GET', '/api/shipping/admin/all', undefined, employee.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json()[0]).toEqual(
      expect.objectContaining({ sort_order: expect.any(Number), updated_at: expect.any(String) }),
    )
    expect((await call('GET', '/api/shipping/admin/all', undefined, customer.auth)).statusCode).toBe(403)
    expect((await call('GET', '/api/shipping/admin/all', undefined, {})).statusCode).toBe(401)
  })

  test('bad input is 400 in Spanish; writes need staff', async () => {
    expect((await call('POST', '/api/shipping', { title: 'X' })).json().message).toBe(
      'El contenido es obligatorio.',
    )
    expect((await call('POST', '/api/shipping', { title: '', content: 'x' })).json().message).toBe(
      'El título es obligatorio.',
    )
    expect(
      (await call('POST', '/api/shipping', { title: 'X', content: 'y' }, customer.auth)).statusCode,
    ).toBe(403)
    expect((await call('PUT', '/api/shipping/1', { title: 'X' }, customer.auth)).statusCode).toBe(403)
    expect((await call('DELETE', '/api/shipping/1', undefined, {})).statusCode).toBe(401)
  })
})
