import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client'
import { callerAs, staffTestApp } from '../../test/factories'

// docs/product/content.md#inbox: the staff inbox; docs/product/content.md#message-statuses and the transition
// table of packages/core/src/message-status.ts.

const { ctx, app, admin, employee, customer } = await staffTestApp()
const call = callerAs(ctx, employee)

let sent = 0
/** A message sent through the contact form (the front door); answers its id. */
async function contact(fields: { sender_name?: string; subject?: string; message?: string } = {}) {
  sent += 1
  await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      sender_name: fields.sender_name ?? `Remitente ${sent}`,
      sender_email: `remitente${sent}@correo.co`,
      message: fields.message ?? `Mensaje número ${sent}`,
      ...(fields.subject ? { subject: fields.subject } : {}),
    },
  })
  const [newest] = (await call('GET', '/api/admin/messages?limit=1')).json()
  return newest.id as number
}
const inbox = async (query = '') => (await call('GET', `/api/admin/messages${query}`)).json()
const byId = async (id: number) =>
  (await inbox('?limit=100')).find((m: { id: number }) => m.id === id) as {
    status: string
    replies: unknown[]
  }

describe('the messages inbox', () => {
  test('lists messages newest first with their replies, paginated with X-Total-Count', async () => {
    const ids = [await contact(), await contact(), await contact({ subject: 'Pedido' })]
    const res = await call('GET', '/api/admin/messages?limit=2')
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-total-count']).toBe('3')
    expect(res.json().map((m: { id: number }) => m.id)).toEqual([ids[2], ids[1]])
    expect(res.json()[0]).toEqual({
      id: ids[2],
      sender_name: expect.any(String),
      sender_email: expect.stringContaining('@correo.co'),
      subject: 'Pedido',
      message: expect.any(String),
      status: 'nuevo',
      kind: 'consulta',
      radicado: null,
      due_date: null,
      created_at: expect.any(String),
      replies: [],
    })
    expect(res.json()[1].subject).toBeNull()
    const next = await call('GET', '/api/admin/messages?limit=2&offset=2')
    expect(next.headers['x-total-count']).toBe('3')
    expect(next.json().map((m: { id: number }) => m.id)).toEqual([ids[0]])
    expect((await call('GET', '/api/admin/messages?offset=50')).json()).toEqual([])
  })

  test('filters by status and by text, ignoring accents and case', async () => {
    const id = await contact({ sender_name: 'José Pérez', message: 'Quiero cambiar una camisa' })
    await contact({ message: 'Porcentaje 100% garantizado' })
    const found = await call('GET', `/api/admin/messages?search=${encodeURIComponent('jose perez')}`)
    expect(found.json().map((m: { id: number }) => m.id)).toEqual([id])
    expect(found.headers['x-total-count']).toBe('1')
    expect((await inbox('?search=CAMISA')).map((m: { id: number }) => m.id)).toEqual([id])
    // % and _ are searched for literally.
    expect(await inbox('?search=%25')).toHaveLength(1)
    expect(await inbox('?search=Porcentaje_100')).toHaveLength(0)

    await call('PUT', `/api/admin/messages/${id}/status`, { status: 'archivado' })
    const archived = await call('GET', '/api/admin/messages?status=archivado')
    expect(archived.json().map((m: { id: number }) => m.id)).toEqual([id])
    expect(archived.headers['x-total-count']).toBe('1')
    expect((await inbox('?status=nuevo')).every((m: { status: string }) => m.status === 'nuevo')).toBe(true)
  })

  test('a bad query is a 400 in Spanish', async () => {
    const cases: [string, string][] = [
      ['?status=abierto', 'Estado no válido: usa nuevo, leido, respondido o archivado.'],
      ['?limit=0', 'El límite debe ser un número entero entre 1 y 100.'],
      ['?limit=abc', 'El límite debe ser un número entero entre 1 y 100.'],
      ['?offset=-1', 'El desplazamiento debe ser un número entero mayor o igual a 0.'],
    ]
    for (const [query, message] of cases) {
      const res = await call('GET', `/api/admin/messages${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message).toBe(message)
    }
  })

  test('a reply is e-mailed to the sender, stored with the staff member and marks the message respondido', async () => {
    const id = await contact({ subject: 'Talla de la chaqueta', message: 'Mido 1,70 m. Que talla me sirve?' })
    const res = await call('POST', `/api/admin/messages/${id}/reply`, {
      replyText: 'Hola, te recomendamos la talla M.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id,
      status: 'respondido',
      replies: [
        {
          id: expect.any(Number),
          reply_text: 'Hola, te recomendamos la talla M.',
          created_at: expect.any(String),
          staff_username: employee.user.username,
        },
      ],
    })
    await app.jobs.drain()
    const mail = ctx.outbox().find((m) => m.includes('te recomendamos la talla M'))
    expect(mail).toBeDefined()
    expect(mail).toContain(`To: remitente${sent}@correo.co`)
    expect(mail).toContain('Subject: Re: Talla de la chaqueta')
    expect(mail).toContain('Mido 1,70 m. Que talla me sirve?')

    // A second reply (even on an archived message) is kept after the first.
    await call('PUT', `/api/admin/messages/${id}/status`, { status: 'archivado' })
    const again = await call(
      'POST',
      `/api/admin/messages/${id}/reply`,
      { replyText: 'Seguimos atentos.' },
      admin.auth,
    )
    expect(again.json().status).toBe('respondido')
    expect(again.json().replies.map((r: { reply_text: string }) => r.reply_text)).toEqual([
      'Hola, te recomendamos la talla M.',
      'Seguimos atentos.',
    ])
  })

  test('the reply is stored with its e-mail as a queued job, so a crash right after loses no mail', async () => {
    const id = await contact()
    const before = ctx.outbox().length
    const res = await call('POST', `/api/admin/messages/${id}/reply`, { replyText: 'Ya va en camino.' })
    expect(res.statusCode).toBe(200)
    const [job] = await queryRows<{ status: string }>(
      app.db,
      sql`SELECT status FROM jobs WHERE kind = 'mail.contact-reply' ORDER BY id DESC LIMIT 1`,
    )
    expect(job).toBeDefined()
    await app.jobs.drain()
    expect(
      ctx
        .outbox()
        .slice(before)
        .filter((m) => m.includes('Ya va en camino.')),
    ).toHaveLength(1)
  })

  test('a reply needs text and an existing message', async () => {
    const id = await contact()
    const empty = await call('POST', `/api/admin/messages/${id}/reply`, { replyText: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('La respuesta es obligatoria.')
    expect((await call('POST', `/api/admin/messages/${id}/reply`, { reply_text: 'x' })).statusCode).toBe(400)
    const missing = await call('POST', '/api/admin/messages/999999/reply', { replyText: 'Hola' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Mensaje no encontrado.', code: 'MESSAGE_NOT_FOUND' })
  })

  test('status changes follow the transition table; invalid moves are 409 in Spanish', async () => {
    const id = await contact()
    const move = (status: string) => call('PUT', `/api/admin/messages/${id}/status`, { status })
    expect((await move('leido')).json()).toMatchObject({ id, status: 'leido' })
    expect((await move('nuevo')).json().status).toBe('nuevo')
    expect((await move('respondido')).json().status).toBe('respondido')
    // Setting the status it already has changes nothing and is not an error.
    expect((await move('respondido')).statusCode).toBe(200)

    const back = await move('nuevo')
    expect(back.statusCode).toBe(409)
    expect(back.json()).toEqual({
      message: 'Un mensaje respondido no puede pasar a nuevo.',
      code: 'INVALID_STATUS_TRANSITION',
    })
    expect((await move('leido')).statusCode).toBe(409)
    expect((await move('archivado')).json().status).toBe('archivado')
    expect((await move('nuevo')).statusCode).toBe(409)
    expect((await move('leido')).json().status).toBe('leido')
  })

  test('a bad status is 400, an unknown message 404', async () => {
    const id = await contact()
    const bad = await call('PUT', `/api/admin/messages/${id}/status`, { status: 'cerrado' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Estado no válido: usa nuevo, leido, respondido o archivado.')
    expect((await call('PUT', `/api/admin/messages/${id}/status`, {})).statusCode).toBe(400)
    expect((await call('PUT', '/api/admin/messages/999999/status', { status: 'leido' })).statusCode).toBe(404)
  })

  test('one message reads with its replies, without changing its status', async () => {
    const id = await contact({ subject: 'Talla', message: '¿Tienen talla XL?' })
    await call('POST', `/api/admin/messages/${id}/reply`, { replyText: 'Sí, llega el lunes.' })
    const res = await call('GET', `/api/admin/messages/${id}`, undefined, admin.auth)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id,
      subject: 'Talla',
      message: '¿Tienen talla XL?',
      status: 'respondido',
      replies: [{ reply_text: 'Sí, llega el lunes.', staff_username: employee.user.username }],
    })
    const fresh = await contact()
    expect((await call('GET', `/api/admin/messages/${fresh}`)).json().status).toBe('nuevo')
    expect((await call('GET', '/api/admin/messages/999999')).json()).toEqual({
      message: 'Mensaje no encontrado.',
      code: 'MESSAGE_NOT_FOUND',
    })
    expect((await call('GET', '/api/admin/messages/abc')).statusCode).toBe(400)
  })

  test('staff delete a message with its replies', async () => {
    const id = await contact()
    await call('POST', `/api/admin/messages/${id}/reply`, { replyText: 'Listo.' })
    const res = await call('DELETE', `/api/admin/messages/${id}`)
    expect(res.json()).toEqual({ message: 'Mensaje eliminado.' })
    expect(await byId(id)).toBeUndefined()
    expect((await call('DELETE', `/api/admin/messages/${id}`)).statusCode).toBe(404)
  })

  test('every inbox call is for staff only', async () => {
    const id = await contact()
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
      ['GET', '/api/admin/messages'],
      ['GET', `/api/admin/messages/${id}`],
      ['POST', `/api/admin/messages/${id}/reply`, { replyText: 'x' }],
      ['PUT', `/api/admin/messages/${id}/status`, { status: 'leido' }],
      ['DELETE', `/api/admin/messages/${id}`],
    ]
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, customer.auth)).statusCode, `${method} ${url}`).toBe(403)
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url}`).toBe(401)
    }
    expect((await byId(id)).status).toBe('nuevo')
  })
})
