import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Consent, ConsentStatus } from '@vitrina/core/schemas/privacy'
import { describe, expect, test, vi } from 'vitest'
import { json, mockApi, type MockRequest } from '../../../test/api-mock'
import { FIRST_PAINT, makeUser, renderApp, signIn } from '../../../test/render-app'
import { useSessionStore } from '../../auth/session.store'

// docs/product/consumer-rights.md#consentimiento and #derechos-del-titular.

const consent = (kind: Consent['kind'], overrides: Partial<Consent> = {}): Consent => ({
  id: kind.length,
  kind,
  policy_version: 2,
  channel: 'web',
  accepted_at: '2026-11-20T15:00:00.000Z',
  withdrawn_at: null,
  ...overrides,
})
const status = (consents: Consent[], pending = false): ConsentStatus => ({
  policy_id: 7,
  policy_version: 2,
  privacy_policy_pending: pending,
  consents,
})
const deletion = {
  request: null,
  keeps: ['Tus pedidos (Estatuto Tributario, art. 632).'],
  removes: ['Tu correo y tus direcciones.'],
}

describe('/cuenta/privacidad', () => {
  test('shows the consents; a marketing one is withdrawn with one click', async () => {
    const calls: MockRequest[] = []
    mockApi({
      'GET /api/account/consents': () =>
        json(status([consent('tratamiento_datos'), consent('marketing_whatsapp')])),
      'DELETE /api/account/consents/marketing_whatsapp': (request) => {
        calls.push(request)
        return json(
          status([
            consent('tratamiento_datos'),
            consent('marketing_whatsapp', { withdrawn_at: '2026-11-28T15:00:00.000Z' }),
          ]),
        )
      },
      'GET /api/account/deletion-request': () => json(deletion),
    })
    signIn()
    renderApp('/cuenta/privacidad')
    expect(
      await screen.findByText(/Aceptaste la versión 2 de la política/, {}, FIRST_PAINT),
    ).toBeInTheDocument()
    const whatsapp = screen.getByText('Ofertas y novedades por WhatsApp').closest('li')!
    await userEvent.click(within(whatsapp).getByRole('button', { name: 'Retirar autorización' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(await within(whatsapp).findByRole('button', { name: 'Autorizar' })).toBeInTheDocument()
    expect(
      within(screen.getByText('Ofertas y novedades por correo electrónico').closest('li')!).getByText(
        'No autorizada.',
      ),
    ).toBeInTheDocument()
  })

  test('asking to delete the account first tells what is kept and why, then shows the due date', async () => {
    const posted: MockRequest[] = []
    mockApi({
      'GET /api/account/consents': () => json(status([consent('tratamiento_datos')])),
      'GET /api/account/deletion-request': () => json(deletion),
      'POST /api/account/deletion-request': (request) => {
        posted.push(request)
        return json(
          {
            ...deletion,
            request: {
              id: 1,
              status: 'pendiente',
              requested_at: '2026-11-27T15:00:00.000Z',
              due_date: '2026-12-15',
              completed_at: null,
            },
          },
          201,
        )
      },
    })
    signIn()
    renderApp('/cuenta/privacidad')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Solicitar eliminación de mi cuenta' }, FIRST_PAINT),
    )
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Tus pedidos (Estatuto Tributario, art. 632).')).toBeInTheDocument()
    expect(posted).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, solicitar la eliminación' }))
    expect(await screen.findByText(/a más tardar el 15 de diciembre de 2026/)).toBeInTheDocument()
    expect(posted).toHaveLength(1)
  })
})

describe('downloading my data', () => {
  test('saves the server’s JSON file under a dated name', async () => {
    mockApi({
      'GET /api/account/consents': () => json(status([consent('tratamiento_datos')])),
      'GET /api/account/deletion-request': () => json(deletion),
      'GET /api/account/data-export': () =>
        new Response('{"profile":{}}', { headers: { 'Content-Type': 'application/json' } }),
    })
    const createObjectURL = vi.fn((_file: Blob) => 'blob:datos')
    // jsdom has no object URLs; the browser's own are what the download hands the file to.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL
        static override revokeObjectURL = vi.fn()
      },
    )
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    signIn()
    renderApp('/cuenta/privacidad')
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar mis datos' }, FIRST_PAINT))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/)
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('{"profile":{}}')
  })
})

describe('a newer data-treatment policy after sign-in', () => {
  test('blocks with the new text until accepted, sending the version shown', async () => {
    let pending = true
    const accepted: unknown[] = []
    mockApi({
      'GET /api/auth/me': () =>
        json({ user: useSessionStore.getState().user, privacy_policy_pending: pending }),
      'GET /api/account/consents': () =>
        json(status([consent('tratamiento_datos', { policy_version: 1 })], pending)),
      'GET /api/policies': () =>
        json([
          { id: 7, title: 'Política de tratamiento de datos personales', content: '<p>Versión nueva</p>' },
        ]),
      'POST /api/account/consents/privacy-policy': (request) => {
        accepted.push(request.body)
        pending = false
        return json(status([consent('tratamiento_datos')]))
      },
    })
    signIn(makeUser())
    renderApp('/')
    const dialog = await screen.findByRole('dialog', {}, FIRST_PAINT)
    expect(
      within(dialog).getByText('Actualizamos nuestra política de tratamiento de datos'),
    ).toBeInTheDocument()
    expect(await within(dialog).findByText('Versión nueva')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acepto la política' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(accepted).toEqual([{ policy_version: 2 }])
  })

  test('declining ends the session', async () => {
    mockApi({
      'GET /api/auth/me': () => json({ user: useSessionStore.getState().user, privacy_policy_pending: true }),
      'GET /api/account/consents': () => json(status([], true)),
      'GET /api/policies': () => json([]),
    })
    signIn()
    renderApp('/')
    const dialog = await screen.findByRole('dialog', {}, FIRST_PAINT)
    await userEvent.click(within(dialog).getByRole('button', { name: 'No acepto, cerrar sesión' }))
    await waitFor(() => expect(useSessionStore.getState().isAuthenticated).toBe(false))
  })
})
