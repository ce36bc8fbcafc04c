import { afterAll, describe, expect, test } from 'vitest'
import type { MailSettings } from '@vitrina/core/schemas/provider-settings'
import { providerSettings } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createEmployee } from '../../test/factories'
import { startSmtpStandin } from '../../test/smtp-standin'

// docs/product/provider-settings.md#correo, against a local SMTP stand-in.

const smtp = await startSmtpStandin('ventas@mitienda.co', 'clave-smtp-de-la-tienda')
afterAll(() => smtp.close())
const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
const server = { host: '127.0.0.1', port: smtp.port, user: smtp.user, from: 'Mi tienda <ventas@mitienda.co>' }

const read = async () =>
  (
    await app.inject({ method: 'GET', url: '/api/admin/mail-settings', headers: admin.auth })
  ).json<MailSettings>()
const save = (payload: object, headers = admin.auth) =>
  app.inject({ method: 'PUT', url: '/api/admin/mail-settings', headers, payload })
const sendTest = (to = 'duena@mitienda.co') =>
  app.inject({ method: 'POST', url: '/api/admin/mail-settings/test', headers: admin.auth, payload: { to } })

describe('mail settings', () => {
  test('only the Administrador', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/mail-settings' })).statusCode).toBe(401)
    const asEmployee = await app.inject({
      method: 'GET',
      url: '/api/admin/mail-settings',
      headers: employee.auth,
    })
    expect(asEmployee.statusCode).toBe(403)
    expect((await save({ ...server, password: smtp.password }, employee.auth)).statusCode).toBe(403)
  })

  test('without a server the outbox folder of the embedded default is used, and the answer says where', async () => {
    expect(await read()).toMatchObject({
      configured: false,
      source: 'ninguno',
      outbox_dir: ctx.config.outboxDir,
    })
    const res = await sendTest()
    expect(res.json()).toEqual({
      ok: true,
      message: `No hay servidor SMTP: el correo de prueba quedó en la carpeta ${ctx.config.outboxDir}.`,
    })
    expect(ctx.outbox().some((mail) => mail.includes('Correo de prueba de tu tienda'))).toBe(true)
  })

  test('bad input is a 400 in Spanish', async () => {
    const bad = await save({ ...server, port: 70_000, password: 'x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('Puerto: debe ser un número entre 1 y 65535.')
    expect((await save({ ...server, from: 'sin arroba', password: 'x' })).statusCode).toBe(400)
    expect((await save({ ...server })).json()).toMatchObject({
      message: 'Escribe la contraseña del usuario SMTP.',
    })
  })

  test('a saved server: password sealed in the row, answered masked, used by the next mail without restart', async () => {
    expect((await save({ ...server, password: smtp.password })).statusCode).toBe(200)
    const [row] = await app.db.select().from(providerSettings)
    expect(JSON.stringify(row)).not.toContain(smtp.password)
    const shown = await app.inject({ method: 'GET', url: '/api/admin/mail-settings', headers: admin.auth })
    expect(shown.body).not.toContain(smtp.password)
    expect(shown.json()).toMatchObject({
      configured: true,
      source: 'panel',
      host: '127.0.0.1',
      password: '••••enda',
    })

    const res = await sendTest()
    expect(res.json()).toEqual({
      ok: true,
      message: 'Correo de prueba enviado a duena@mitienda.co por 127.0.0.1.',
    })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]).toMatchObject({ user: smtp.user })
    expect(smtp.received[0]!.data).toContain('From: Mi tienda <ventas@mitienda.co>')
  })

  test('a password the server refuses is reported, not thrown; an omitted password keeps the saved one', async () => {
    await save({ ...server, password: 'otra-clave-equivocada' })
    const refused = await sendTest()
    expect(refused.statusCode).toBe(200)
    expect(refused.json<{ ok: boolean; message: string }>()).toMatchObject({ ok: false })
    expect(refused.json<{ message: string }>().message).toContain(
      'El servidor de correo no aceptó el mensaje',
    )
    await save({ ...server, password: smtp.password })
    await save({ ...server, from: 'Ventas <ventas@mitienda.co>' })
    expect((await sendTest()).json()).toMatchObject({ ok: true })
  })

  test('SMTP_URL and MAIL_FROM in the environment win and cannot be replaced from the screen', async () => {
    const pinned = await buildTestApp({
      SMTP_URL: 'smtp://usuario:clave-del-entorno-9876@correo.local:2525',
      MAIL_FROM: 'Operador <op@tienda.co>',
    })
    const pinnedAdmin = await createAdmin(pinned)
    const shown = await pinned.app.inject({
      method: 'GET',
      url: '/api/admin/mail-settings',
      headers: pinnedAdmin.auth,
    })
    expect(shown.json()).toMatchObject({
      source: 'entorno',
      pinned: ['SMTP_URL', 'MAIL_FROM'],
      host: 'correo.local',
      port: 2525,
      password: '••••9876',
      from: 'Operador <op@tienda.co>',
    })
    const refused = await pinned.app.inject({
      method: 'PUT',
      url: '/api/admin/mail-settings',
      headers: pinnedAdmin.auth,
      payload: { ...server, password: 'x' },
    })
    expect(refused.statusCode).toBe(409)
  })
})
