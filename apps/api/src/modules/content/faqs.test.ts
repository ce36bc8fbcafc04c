import { describe, expect, test } from 'vitest'
import { staffTestApp } from '../../test/factories'

// docs/product/content.md#content-api: FAQs, ordered by staff, the public list cached until a write.

const { app, employee, customer, call } = await staffTestApp()
const publicList = async () => (await app.inject({ method: 'GET', url: '/api/faqs' })).json()

describe('FAQs', () => {
  test('the public list is ordered by sort_order then id and shows only question and answer', async () => {
    const second = await call('POST', '/api/faqs', { question: '¿Envían?', answer: 'Sí.', sort_order: 2 })
    expect(second.statusCode).toBe(201)
    expect(second.json()).toEqual({
      id: expect.any(Number),
      question: '¿Envían?',
      answer: 'Sí.',
      sort_order: 2,
      updated_at: expect.any(String),
    })
    const first = await call(
      'POST',
      '/api/faqs',
      { question: '  ¿Cómo pago?  ', answer: 'Con PayPal o contra entrega.' },
      employee.auth,
    )
    const tie = await call('POST', '/api/faqs', { question: '¿Hay tallas?', answer: 'Sí.' })
    expect(await publicList()).toEqual([
      { id: first.json().id, question: '¿Cómo pago?', answer: 'Con PayPal o contra entrega.' },
      { id: tie.json().id, question: '¿Hay tallas?', answer: 'Sí.' },
      { id: second.json().id, question: '¿Envían?', answer: 'Sí.' },
    ])
  })

  test('the public list is cached with an ETag and refreshed by every write', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/faqs' })
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await app.inject({ method: 'GET', url: '/api/faqs', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)

    const created = (await call('POST', '/api/faqs', { question: '¿Abren domingos?', answer: 'No.' })).json()
    const edited = await call('PUT', `/api/faqs/${created.id}`, {
      answer: 'Solo en diciembre.',
      sort_order: 0,
    })
    expect(edited.json()).toMatchObject({ question: '¿Abren domingos?', answer: 'Solo en diciembre.' })
    const afterEdit = await app.inject({
      method: 'GET',
      url: '/api/faqs',
      headers: { 'if-none-match': etag },
    })
    expect(afterEdit.statusCode).toBe(200)
    expect(afterEdit.json()).toContainEqual({
      id: created.id,
      question: '¿Abren domingos?',
      answer: 'Solo en diciembre.',
    })

    expect((await call('DELETE', `/api/faqs/${created.id}`)).json()).toEqual({
      message: 'Pregunta frecuente eliminada.',
    })
    expect((await publicList()).some((f: { id: number }) => f.id === created.id)).toBe(false)
  })

  test('the admin list carries the order and the date, for staff only', async () => {
    const res = await call('GET', '/api/faqs/admin/all', undefined, employee.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json()[0]).toEqual({
      id: expect.any(Number),
      question: expect.any(String),
      answer: expect.any(String),
      sort_order: expect.any(Number),
      updated_at: expect.any(String),
    })
    expect((await call('GET', '/api/faqs/admin/all', undefined, customer.auth)).statusCode).toBe(403)
    expect((await call('GET', '/api/faqs/admin/all', undefined, {})).statusCode).toBe(401)
  })

  test('writes need staff', async () => {
    const faq = { question: '¿X?', answer: 'Y.' }
    expect((await call('POST', '/api/faqs', faq, customer.auth)).statusCode).toBe(403)
    expect((await call('POST', '/api/faqs', faq, {})).statusCode).toBe(401)
    expect((await call('PUT', '/api/faqs/1', faq, customer.auth)).statusCode).toBe(403)
    expect((await call('DELETE', '/api/faqs/1', undefined, {})).statusCode).toBe(401)
  })

  test('bad input is a 400 in Spanish; unknown ids are 404', async () => {
    const missingAnswer = await call('POST', '/api/faqs', { question: '¿X?' })
    expect(missingAnswer.statusCode).toBe(400)
    expect(missingAnswer.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'La respuesta es obligatoria.',
    })
    expect((await call('POST', '/api/faqs', { question: '   ', answer: 'Y' })).json().message).toBe(
      'La pregunta es obligatoria.',
    )
    expect(
      (await call('POST', '/api/faqs', { question: '¿X?', answer: 'Y', sort_order: -1 })).json().message,
    ).toBe('El orden no puede ser negativo.')
    const unknownField = await call('POST', '/api/faqs', { question: '¿X?', answer: 'Y', id: 9 })
    expect(unknownField.statusCode).toBe(400)
    expect(unknownField.json().errors[0].field).toBe('id')
    expect((await call('PUT', '/api/faqs/abc', { answer: 'Y' })).json().message).toBe(
      'Identificador inválido.',
    )

    const gone = await call('PUT', '/api/faqs/999999', { answer: 'Y' })
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ message: 'Pregunta frecuente no encontrada.', code: 'FAQ_NOT_FOUND' })
    expect((await call('DELETE', '/api/faqs/999999')).statusCode).toBe(404)
  })
})
