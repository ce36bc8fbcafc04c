import type { PaymentProviders } from '@vitrina/core/schemas/provider-settings'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { FIRST_PAINT, makeUser, renderApp, signIn } from '../../../test/render-app'

// docs/product/provider-settings.md#medios-de-pago

const state = (changes: Partial<PaymentProviders['providers'][0]> = {}): PaymentProviders => ({
  providers: [
    {
      provider: 'wompi',
      mode: 'test',
      configured: true,
      source: 'panel',
      pinned: [],
      status: 'verificado',
      status_message: 'Conexión exitosa con Wompi.',
      checked_at: '2026-11-28T15:00:00.000Z',
      updated_at: '2026-11-28T15:00:00.000Z',
      public_key: 'pub_test_abc123',
      private_key: '••••9f3a',
      integrity_secret: '••••77b0',
      events_secret: '••••c4d2',
      events_url: 'https://mitienda.co/api/payments/wompi/events',
      ...changes,
    },
    {
      provider: 'paypal',
      mode: 'sandbox',
      configured: false,
      source: 'ninguno',
      pinned: [],
      status: null,
      status_message: null,
      checked_at: null,
      updated_at: null,
      client_id: null,
      client_secret: null,
    },
  ],
  cod_max_total: 1_500_000,
  blocked_checkouts: { days: 30, count: 2, largest_total: 2_300_000, last_at: '2026-11-27T20:00:00.000Z' },
})

describe('/admin/medios-de-pago', { timeout: 20_000 }, () => {
  test('saved secrets show only their end; a save sends only what was typed; Probar conexión reports', async () => {
    signIn(makeUser({ roles: ['Administrador'] }))
    const puts: unknown[] = []
    mockApi({
      'GET /api/admin/payment-providers': () => json(state()),
      'PUT /api/admin/payment-providers/wompi': ({ body }) => {
        puts.push(body)
        return json({ ok: true, message: 'Conexión exitosa con Wompi.' })
      },
      'POST /api/admin/payment-providers/wompi/test': () =>
        json({ ok: false, message: 'Wompi rechazó la llave privada.' }),
    })
    renderApp('/admin/medios-de-pago')
    const wompi = await screen.findByRole('form', { name: 'Wompi (tarjetas, PSE, Nequi)' }, FIRST_PAINT)
    expect(screen.getByText('https://mitienda.co/api/payments/wompi/events')).toBeInTheDocument()
    expect(screen.getByText(/2 compras quedaron bloqueadas en los últimos 30 días/)).toBeInTheDocument()
    expect(within(wompi).getByText('Guardada: ••••9f3a. Déjala vacía para conservarla.')).toBeInTheDocument()
    expect(within(wompi).getByLabelText('Llave privada')).toHaveValue('')

    await userEvent.type(within(wompi).getByLabelText('Secreto de eventos'), 'test_events_nuevo')
    await userEvent.click(within(wompi).getByRole('button', { name: 'Guardar' }))
    expect(
      await within(wompi).findByText('Conexión exitosa con Wompi.', { selector: 'div *' }),
    ).toBeInTheDocument()
    expect(puts).toEqual([
      { mode: 'test', public_key: 'pub_test_abc123', events_secret: 'test_events_nuevo' },
    ])

    await userEvent.click(within(wompi).getByRole('button', { name: 'Probar conexión' }))
    expect(await within(wompi).findByText('Wompi rechazó la llave privada.')).toBeInTheDocument()
  })

  test('keys pinned by the environment: the screen names the variables and cannot edit them', async () => {
    signIn(makeUser({ roles: ['Administrador'] }))
    mockApi({
      'GET /api/admin/payment-providers': () =>
        json(state({ source: 'entorno', pinned: ['WOMPI_PUBLIC_KEY', 'WOMPI_PRIVATE_KEY'] })),
    })
    renderApp('/admin/medios-de-pago')
    const wompi = await screen.findByRole('form', { name: 'Wompi (tarjetas, PSE, Nequi)' }, FIRST_PAINT)
    expect(
      screen.getByText(/Fijado en el servidor por WOMPI_PUBLIC_KEY, WOMPI_PRIVATE_KEY/),
    ).toBeInTheDocument()
    expect(within(wompi).getByLabelText('Llave pública')).toBeDisabled()
    expect(within(wompi).getByRole('button', { name: 'Guardar' })).toBeDisabled()
  })
})
