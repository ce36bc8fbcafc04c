import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { CONTACT_SENT_MESSAGE } from '@vitrina/core/schemas/contact'
import { contactMessages } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { createUser } from '../../test/factories'
import { CONTACT_MESSAGE_TOPIC } from '../../lib/change-topics'

// docs/product/content.md#contact-form: the form, its rules and its messages.

const ctx = await buildTestApp()
const { app } = ctx
const limited = await buildTestApp({ RATE_LIMIT_MAX: '2' })
const send = (payload: unknown, headers: Record<string, string> = {}, target = app) =>
  target.inject({ method: 'POST', url: '/api/contact', headers, payload: payload as object })
const stored = async (id: number) =>
  (await app.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!
const lastId = async () => Math.max(...(await app.db.select().from(contactMessages)).map((m) => m.id))

describe('POST /api/contact', () => {
  test('a visitor sends a message: 201 with the spec text, stored as nuevo, staff are told', async () => {
    let told = 0
    app.changes.subscribe(CONTACT_MESSAGE_TOPIC, () => (told += 1))
    const res = await send({
      sender_name: 'Laura Gómez',
      sender_email: ' Laura@Correo.CO ',
      subject: '¿Tienen talla XS?',
      message: 'Quisiera saber si la blusa bordada viene en XS.',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ message: CONTACT_SENT_MESSAGE })
    expect(CONTACT_SENT_MESSAGE).toBe('¡Mensaje enviado! Nos pondremos en contacto contigo pronto.')
    expect(told).toBe(1)
    expect(await stored(await lastId())).toMatchObject({
      sender_name: 'Laura Gómez',
      sender_email: 'laura@correo.co',
      subject: '¿Tienen talla XS?',
      status: 'nuevo',
      user_id: null,
    })
  })

  test('the subject is optional; a logged-in sender is linked to the message', async () => {
    const customer = await createUser(ctx)
    const res = await send(
      { sender_name: 'Cliente', sender_email: customer.email, subject: '', message: 'Hola' },
      customer.auth,
    )
    expect(res.statusCode).toBe(201)
    expect(await stored(await lastId())).toMatchObject({ subject: null, user_id: customer.user.id })
    expect(
      (await send({ sender_name: 'Ana', sender_email: 'ana@correo.co', message: 'Hola' })).statusCode,
    ).toBe(201)
  })

  test('a stale token does not stop a visitor from writing', async () => {
    const res = await send(
      { sender_name: 'Ana', sender_email: 'ana@correo.co', message: 'Hola' },
      { authorization: 'Bearer vencido' },
    )
    expect(res.statusCode).toBe(201)
  })

  test('name, a valid e-mail and the message are required, in Spanish; unknown fields are refused', async () => {
    const valid = { sender_name: 'Ana', sender_email: 'ana@correo.co', message: 'Hola' }
    const cases: [object, string][] = [
      [{ ...valid, sender_name: '  ' }, 'El nombre es obligatorio.'],
      [{ ...valid, sender_email: 'ana-arroba-correo' }, 'Ingresa un correo electrónico válido.'],
      [{ sender_name: 'Ana', message: 'Hola' }, 'Ingresa un correo electrónico válido.'],
      [{ ...valid, message: '' }, 'El mensaje es obligatorio.'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'Máximo 5000 caracteres.'],
      [{ ...valid, subject: 'x'.repeat(201) }, 'Máximo 200 caracteres.'],
    ]
    for (const [payload, message] of cases) {
      const res = await send(payload)
      expect(res.statusCode, message).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message })
    }
    const extra = await send({ ...valid, status: 'respondido' })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().errors[0].field).toBe('status')
    expect((await send(undefined)).statusCode).toBe(400)
  })

  test('the form is rate limited', async () => {
    const valid = { sender_name: 'Ana', sender_email: 'ana@correo.co', message: 'Hola' }
    expect((await send(valid, {}, limited.app)).statusCode).toBe(201)
    expect((await send(valid, {}, limited.app)).statusCode).toBe(201)
    const third = await send(valid, {}, limited.app)
    expect(third.statusCode).toBe(429)
    expect(third.json().code).toBe('RATE_LIMITED')
  })
})
