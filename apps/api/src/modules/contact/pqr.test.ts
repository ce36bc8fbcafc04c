import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { pqrDueDay, pqrFiledMessage } from '@vitrina/core/pqr'
import type { AdminMessage } from '@vitrina/core/schemas/contact'
import { contactMessages } from '../../db/schema'
import { eventually } from '../../test/build-test-app'
import { staffTestApp } from '../../test/factories'
import { readableOutbox } from '../../test/factories/orders'
import { createContactMessage } from './contact.service'

// docs/product/consumer-rights.md#pqr: a petición, queja or reclamo gets a radicado and a due day.

const { ctx, app, employee, customer } = await staffTestApp({ RATE_LIMIT_MAX: '1000' })
const send = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/contact', payload, headers })
const pqr = (kind: string, over: object = {}) => ({
  sender_name: 'Laura Gómez',
  sender_email: 'laura@correo.co',
  subject: 'Pedido sin llegar',
  message: 'Mi pedido no ha llegado y ya pasaron diez días.',
  kind,
  ...over,
})
const RADICADO = /^PQR-(\d{4})-(\d{6})$/
const numberOf = (radicado: string) => Number(RADICADO.exec(radicado)![2])

describe('POST /api/contact with a kind', () => {
  test('a reclamo: 201 with its radicado and a due day 15 business days away, e-mailed', async () => {
    const res = await send(pqr('reclamo'))
    expect(res.statusCode).toBe(201)
    const body = res.json<{ message: string; radicado: string; due_date: string }>()
    expect(body.radicado).toMatch(RADICADO)
    expect(body.due_date).toBe(pqrDueDay(new Date()))
    expect(body.message).toBe(pqrFiledMessage('reclamo', body.radicado, body.due_date))
    const [row] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.radicado, body.radicado))
    expect(row).toMatchObject({ kind: 'reclamo', due_date: body.due_date, status: 'nuevo' })
    await eventually(() =>
      readableOutbox(ctx).some((m) => m.includes(`Radicamos tu reclamo con el número ${body.radicado}`)),
    )
  })

  test('numbers follow one another; a consulta gets none', async () => {
    const first = (await send(pqr('peticion'))).json<{ radicado: string }>().radicado
    const consulta = await send(pqr('consulta'))
    expect(consulta.json()).toEqual({
      message: '¡Mensaje enviado! Nos pondremos en contacto contigo pronto.',
    })
    const second = (await send(pqr('queja'))).json<{ radicado: string }>().radicado
    expect(numberOf(second)).toBe(numberOf(first) + 1)
  })

  test('an unknown kind is a 400 in Spanish', async () => {
    const res = await send(pqr('denuncia'))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Tipo no válido')
  })

  test('concurrent filings get distinct numbers with no gaps', async () => {
    const radicados = await Promise.all(
      Array.from({ length: 12 }, () =>
        send(pqr('peticion')).then((r) => r.json<{ radicado: string }>().radicado),
      ),
    )
    const numbers = radicados.map(numberOf).sort((a, b) => a - b)
    expect(new Set(numbers).size).toBe(12)
    expect(numbers.at(-1)! - numbers[0]!).toBe(11)
  })

  test('a filing that rolls back gives its number back', async () => {
    const before = numberOf((await send(pqr('queja'))).json<{ radicado: string }>().radicado)
    const tooLong = createContactMessage(
      app.db,
      { ...pqr('queja'), sender_name: 'x'.repeat(10) } as never,
      'no-es-uuid',
    )
    await expect(tooLong).rejects.toThrow()
    const after = numberOf((await send(pqr('queja'))).json<{ radicado: string }>().radicado)
    expect(after).toBe(before + 1)
  })

  test('staff see unanswered PQR past their due day first, with the day', async () => {
    const late = (await send(pqr('reclamo', { subject: 'Vencido' }))).json<{ radicado: string }>().radicado
    await app.db
      .update(contactMessages)
      .set({ due_date: '2020-01-02' })
      .where(eq(contactMessages.radicado, late))
    await send(pqr('consulta', { subject: 'Más reciente' }))
    const list = await app.inject({ method: 'GET', url: '/api/admin/messages', headers: employee.auth })
    const [top] = list.json<AdminMessage[]>()
    expect(top).toMatchObject({ radicado: late, kind: 'reclamo', due_date: '2020-01-02' })
  })

  test('a signed-in customer sees their PQR in the account; others and the signed-out do not', async () => {
    const mine = (await send(pqr('queja', { subject: 'Mala atención' }), customer.auth)).json<{
      radicado: string
      due_date: string
    }>()
    await send(pqr('consulta'), customer.auth)
    const res = await app.inject({ method: 'GET', url: '/api/account/pqr', headers: customer.auth })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      {
        radicado: mine.radicado,
        kind: 'queja',
        subject: 'Mala atención',
        status: 'nuevo',
        due_date: mine.due_date,
        created_at: expect.any(String),
      },
    ])
    const staff = await app.inject({ method: 'GET', url: '/api/account/pqr', headers: employee.auth })
    expect(staff.json()).toEqual([])
    expect((await app.inject({ method: 'GET', url: '/api/account/pqr' })).statusCode).toBe(401)
  })
})
