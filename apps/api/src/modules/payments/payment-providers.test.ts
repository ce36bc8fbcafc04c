import { afterAll, describe, expect, test } from 'vitest'
import type { PaymentProviders } from '@vitrina/core/schemas/provider-settings'
import { providerSettings } from '../../db/schema'
import { integritySignature } from '../../lib/wompi'
import { buildTestApp } from '../../test/build-test-app'
import { startFakePaypal } from '../../test/fake-paypal'
import { startFakeWompi } from '../../test/fake-wompi'
import { freePort } from '../../test/free-port'
import { createAdmin, createEmployee, createUser } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'
import { liftOrderLimits } from '../../test/factories/orders'
import { wompiCheckout, wompiEnv } from '../../test/factories/wompi'

// docs/product/provider-settings.md#medios-de-pago, against the local Wompi and PayPal stand-ins: the store's
// environment points at them (API addresses only), the keys come from the back office.

const wompi = await startFakeWompi()
const paypal = await startFakePaypal()
afterAll(() => Promise.all([wompi.close(), paypal.close()]))
const lines: string[] = []
const ctx = await buildTestApp(
  {
    WOMPI_API_BASE: wompi.url,
    WOMPI_CHECKOUT_URL: wompi.checkoutUrl,
    PAYPAL_API_BASE: paypal.url,
    LOG_LEVEL: 'info',
  },
  { logStream: { write: (line) => void lines.push(line) } },
)
const { app } = ctx
await liftOrderLimits(ctx)
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
const shopper = await createUser(ctx)
const product = await insertProduct(ctx, { name: 'Ruana de lana', price: 120_000, stock_quantity: 50 })

const wompiKeys = {
  mode: 'test',
  public_key: wompi.keys.publicKey,
  private_key: wompi.keys.privateKey,
  integrity_secret: wompi.keys.integritySecret,
  events_secret: wompi.keys.eventsSecret,
}
const put = (provider: string, payload: object, headers = admin.auth) =>
  app.inject({ method: 'PUT', url: `/api/admin/payment-providers/${provider}`, headers, payload })
const list = async () =>
  (
    await app.inject({ method: 'GET', url: '/api/admin/payment-providers', headers: admin.auth })
  ).json<PaymentProviders>()
const methods = async () =>
  (await app.inject({ method: 'GET', url: '/api/payments/methods' })).json<{ methods: string[] }>().methods
const storedRows = () => app.db.select().from(providerSettings)

describe('GET /api/admin/payment-providers', () => {
  test('only the Administrador: no session 401, Empleado and Cliente 403', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/payment-providers' })).statusCode).toBe(401)
    for (const user of [employee, shopper]) {
      const res = await app.inject({ method: 'GET', url: '/api/admin/payment-providers', headers: user.auth })
      expect(res.statusCode).toBe(403)
      expect((await put('wompi', wompiKeys, user.auth)).statusCode).toBe(403)
    }
  })

  test('before any key: nothing configured, the events URL to paste in Wompi, only cash on delivery', async () => {
    const { providers } = await list()
    expect(providers[0]).toMatchObject({
      provider: 'wompi',
      configured: false,
      source: 'ninguno',
      public_key: null,
      private_key: null,
      events_url: `${ctx.config.publicUrl}/api/payments/wompi/events`,
    })
    expect(providers[1]).toMatchObject({ provider: 'paypal', configured: false, mode: 'sandbox' })
    expect(await methods()).toEqual(['contra_entrega'])
  })
})

describe('PUT /api/admin/payment-providers/wompi', () => {
  test('keys Wompi refuses get its refusal in Spanish and are not saved', async () => {
    const wrongPublic = await put('wompi', { ...wompiKeys, public_key: 'pub_test_otra' })
    expect(wrongPublic.statusCode).toBe(400)
    expect(wrongPublic.json()).toMatchObject({
      code: 'PROVIDER_REFUSED',
      message: 'Wompi no reconoce la llave pública (La entidad solicitada no existe).',
    })
    const wrongPrivate = await put('wompi', { ...wompiKeys, private_key: 'prv_test_equivocada' })
    expect(wrongPrivate.json()).toMatchObject({
      code: 'PROVIDER_REFUSED',
      message: 'Wompi rechazó la llave privada (Se esperaba una llave privada).',
    })
    expect(await storedRows()).toEqual([])
  })

  test('bad input is a 400 naming the field: a production key in test mode, a missing secret', async () => {
    const mixed = await put('wompi', { ...wompiKeys, public_key: 'pub_prod_abc' })
    expect(mixed.statusCode).toBe(400)
    expect(JSON.stringify(mixed.json())).toContain("Llave pública: en modo pruebas empieza por 'pub_test_'.")
    const missing = await put('wompi', { mode: 'test', public_key: wompi.keys.publicKey })
    expect(missing.statusCode).toBe(400)
    expect(JSON.stringify(missing.json())).toContain('Llave privada: campo obligatorio.')
    expect((await put('wompi', { ...wompiKeys, extra: 1 })).statusCode).toBe(400)
  })

  test('good keys: verified, stored sealed (no plaintext in the row), answered masked, used by the checkout', async () => {
    const res = await put('wompi', wompiKeys)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ ok: true })
    expect(res.json<{ message: string }>().message).toContain('Conexión exitosa con Wompi')

    const [row] = await storedRows()
    const rowText = JSON.stringify(row)
    for (const secret of [wompi.keys.privateKey, wompi.keys.integritySecret, wompi.keys.eventsSecret])
      expect(rowText).not.toContain(secret)
    expect(row).toMatchObject({ provider: 'wompi', mode: 'test', status: 'verificado' })

    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/payment-providers',
      headers: admin.auth,
    })
    for (const secret of [wompi.keys.privateKey, wompi.keys.integritySecret, wompi.keys.eventsSecret])
      expect(listed.body).not.toContain(secret)
    expect(listed.json<PaymentProviders>().providers[0]).toMatchObject({
      configured: true,
      source: 'panel',
      status: 'verificado',
      public_key: wompi.keys.publicKey,
      private_key: `••••${wompi.keys.privateKey.slice(-4)}`,
      integrity_secret: `••••${wompi.keys.integritySecret.slice(-4)}`,
    })

    // No restart: the checkout offers Wompi and signs with the saved integrity secret.
    expect(await methods()).toEqual(['contra_entrega', 'wompi'])
    const checkout = await wompiCheckout(ctx, shopper, product.id)
    const params = new URL(checkout.url).searchParams
    expect(params.get('public-key')).toBe(wompi.keys.publicKey)
    expect(params.get('signature:integrity')).toBe(
      integritySignature(checkout.orderId, checkout.amountInCents, 'COP', wompi.keys.integritySecret),
    )
  })

  test('a save without the secrets keeps the saved ones; Probar conexión asks Wompi', async () => {
    const res = await put('wompi', { mode: 'test', public_key: wompi.keys.publicKey })
    expect(res.statusCode).toBe(200)
    const check = await app.inject({
      method: 'POST',
      url: '/api/admin/payment-providers/wompi/test',
      headers: admin.auth,
    })
    expect(check.json()).toMatchObject({ ok: true })
    expect(wompi.calls).toContain(`GET /v1/merchants/${wompi.keys.publicKey}`)
    const other = await app.inject({
      method: 'POST',
      url: '/api/admin/payment-providers/mercadopago/test',
      headers: admin.auth,
    })
    expect(other.statusCode).toBe(400)
  })

  test('no secret reaches a log line', () => {
    const log = lines.join('\n')
    for (const secret of [wompi.keys.privateKey, wompi.keys.integritySecret, wompi.keys.eventsSecret])
      expect(log).not.toContain(secret)
  })
})

describe('PUT /api/admin/payment-providers/paypal', () => {
  test('a wrong secret gets PayPal’s refusal; the right one is saved and used by the PayPal button', async () => {
    const wrong = await put('paypal', {
      mode: 'sandbox',
      client_id: paypal.clientId,
      client_secret: 'no-es-el-secreto',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      message: 'PayPal rechazó el Client ID o el Secret (invalid_client).',
    })

    const res = await put('paypal', {
      mode: 'sandbox',
      client_id: paypal.clientId,
      client_secret: paypal.clientSecret,
    })
    expect(res.json()).toMatchObject({ ok: true, message: 'Conexión exitosa con PayPal.' })
    const config = await app.inject({ method: 'GET', url: '/api/payments/paypal/config' })
    expect(config.json()).toMatchObject({ enabled: true, clientId: paypal.clientId })
    expect((await list()).providers[1]).toMatchObject({
      configured: true,
      client_secret: `••••${paypal.clientSecret.slice(-4)}`,
    })
    expect(JSON.stringify(await storedRows())).not.toContain(paypal.clientSecret)
    expect(await methods()).toEqual(['contra_entrega', 'paypal', 'wompi'])
  })
})

describe('a provider that does not answer', () => {
  test('does not block saving: the keys are kept as not verified', async () => {
    const silent = `http://127.0.0.1:${await freePort()}`
    const other = await buildTestApp({ PAYPAL_API_BASE: silent })
    const otherAdmin = await createAdmin(other)
    const res = await other.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-providers/paypal',
      headers: otherAdmin.auth,
      payload: { mode: 'live', client_id: 'cliente-en-vivo', client_secret: 'secreto-en-vivo-1234' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ ok: false })
    expect(res.json<{ message: string }>().message).toContain('PayPal no respondió')
    const listed = await other.app.inject({
      method: 'GET',
      url: '/api/admin/payment-providers',
      headers: otherAdmin.auth,
    })
    expect(listed.json<PaymentProviders>().providers[1]).toMatchObject({
      configured: true,
      mode: 'live',
      status: 'sin_verificar',
      client_secret: '••••1234',
    })
  })
})

describe('the environment wins', () => {
  test('keys in the environment are used, shown as pinned, and cannot be replaced from the screen', async () => {
    const pinned = await buildTestApp(wompiEnv(wompi), { shareDatabaseWith: ctx })
    const pinnedAdmin = await createAdmin(pinned)
    const listed = await pinned.app.inject({
      method: 'GET',
      url: '/api/admin/payment-providers',
      headers: pinnedAdmin.auth,
    })
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json<PaymentProviders>().providers[0]).toMatchObject({
      source: 'entorno',
      configured: true,
      pinned: [
        'WOMPI_PUBLIC_KEY',
        'WOMPI_PRIVATE_KEY',
        'WOMPI_INTEGRITY_SECRET',
        'WOMPI_EVENTS_SECRET',
        'WOMPI_API_BASE',
      ],
    })
    const refused = await pinned.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-providers/wompi',
      headers: pinnedAdmin.auth,
      payload: wompiKeys,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'PINNED_BY_ENVIRONMENT' })
  })
})

describe('SECRETS_KEY rotation', () => {
  test('with the old key as SECRETS_KEY_PREVIOUS the saved keys still work and are sealed again with the new one', async () => {
    expect((await put('wompi', wompiKeys)).statusCode).toBe(200)
    const newKey = Buffer.alloc(32, 7).toString('base64')
    const rotated = await buildTestApp(
      {
        WOMPI_API_BASE: wompi.url,
        WOMPI_CHECKOUT_URL: wompi.checkoutUrl,
        SECRETS_KEY: newKey,
        SECRETS_KEY_PREVIOUS: ctx.config.secretsKey.toString('base64'),
      },
      { shareDatabaseWith: ctx },
    )
    expect((await rotated.app.wompi()).enabled).toBe(true)
    const sealedWith = (await storedRows()).map((row) => row.secrets.split('.')[1])
    const resealed = rotated.app.secretBox.seal('x').split('.')[1]
    expect(sealedWith.every((id) => id === resealed)).toBe(true)
  })
})
