import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { FIRST_PAINT, makeUser, renderApp, signIn } from '../../../test/render-app'

// docs/product/provider-settings.md#correo

const none = {
  configured: false,
  source: 'ninguno',
  pinned: [],
  host: null,
  port: null,
  user: null,
  password: null,
  from: 'Vitrina <no-responder@vitrina.local>',
  outbox_dir: '/srv/vitrina/data/outbox',
  updated_at: null,
}

describe('/admin/correo', { timeout: 20_000 }, () => {
  test('without a server the outbox folder is named; a bad port is caught; the test mail reports', async () => {
    signIn(makeUser({ roles: ['Administrador'], email: 'duena@mitienda.co' }))
    const puts: unknown[] = []
    mockApi({
      'GET /api/admin/mail-settings': () => json(none),
      'PUT /api/admin/mail-settings': ({ body }) => {
        puts.push(body)
        return json({ ok: true, message: 'Servidor de correo guardado.' })
      },
      'POST /api/admin/mail-settings/test': () =>
        json({
          ok: true,
          message: 'No hay servidor SMTP: el correo de prueba quedó en la carpeta /srv/vitrina/data/outbox.',
        }),
    })
    renderApp('/admin/correo')
    const form = await screen.findByRole('form', { name: 'Servidor de correo' }, FIRST_PAINT)
    expect(
      screen.getByText(/se guardan como archivos .eml en la carpeta \/srv\/vitrina\/data\/outbox/),
    ).toBeInTheDocument()

    await userEvent.type(within(form).getByLabelText('Servidor SMTP'), 'smtp.mitienda.co')
    const port = within(form).getByLabelText('Puerto')
    await userEvent.clear(port)
    await userEvent.type(port, '99999')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }))
    expect(await within(form).findByText('Puerto: debe ser un número entre 1 y 65535.')).toBeInTheDocument()
    expect(puts).toEqual([])
    await userEvent.clear(port)
    await userEvent.type(port, '587')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }))
    expect(await within(form).findByText('Servidor de correo guardado.')).toBeInTheDocument()
    expect(puts).toEqual([
      { host: 'smtp.mitienda.co', port: 587, user: '', from: 'Vitrina <no-responder@vitrina.local>' },
    ])

    const test = screen.getByRole('form', { name: 'Correo de prueba' })
    expect(within(test).getByLabelText('Enviar la prueba a')).toHaveValue('duena@mitienda.co')
    await userEvent.click(within(test).getByRole('button', { name: 'Enviar correo de prueba' }))
    expect(
      await within(test).findByText(/quedó en la carpeta \/srv\/vitrina\/data\/outbox/),
    ).toBeInTheDocument()
  })
})
