import { describe, expect, test } from 'vitest'
import { PRIVACY_MESSAGES } from '@vitrina/core/schemas/privacy'
import { callerAs, createUser, insertUser, staffTestApp } from '../../test/factories'

// docs/product/consumer-rights.md#consentimiento (Ley 1581 de 2012, Decreto 1377 de 2013).

const { ctx, app, call: asAdmin } = await staffTestApp()

const policy = (
  await asAdmin('POST', '/api/policies', {
    title: 'Política de tratamiento de datos personales',
    content: '<p>Tratamos tus datos para atender tus pedidos.</p>',
  })
).json<{ id: number }>()

const signUp = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload })
let n = 0
const person = () => {
  n += 1
  return { username: `titular${n}`, email: `titular${n}@correo.co`, password: 'clave-segura-1' }
}

describe('consent at sign-up', () => {
  test.each([[{}], [{ privacy_policy_accepted: false }], [{ privacy_policy_accepted: 'true' }]])(
    'without the policy accepted (%j) the account is refused with a Spanish message naming the field',
    async (consent) => {
      const who = person()
      const res = await signUp({ ...who, ...consent })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: PRIVACY_MESSAGES.policyRequired,
        errors: [{ field: 'privacy_policy_accepted', message: PRIVACY_MESSAGES.policyRequired }],
      })
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: who })
      expect(login.statusCode).toBe(400)
    },
  )

  test('the acceptance is recorded with the policy, its version, the channel and the time', async () => {
    const before = Date.now()
    const res = await signUp({ ...person(), privacy_policy_accepted: true })
    expect(res.statusCode).toBe(201)
    expect(res.json().privacy_policy_pending).toBe(false)
    const status = await callerAs(ctx, { auth: { authorization: `Bearer ${res.json().token}` } })(
      'GET',
      '/api/account/consents',
    )
    expect(status.json()).toMatchObject({
      policy_id: policy.id,
      policy_version: 1,
      privacy_policy_pending: false,
    })
    expect(status.json().consents).toEqual([
      {
        id: expect.any(Number),
        kind: 'tratamiento_datos',
        policy_version: 1,
        channel: 'web',
        accepted_at: expect.any(String),
        withdrawn_at: null,
      },
    ])
    expect(new Date(status.json().consents[0].accepted_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  test('marketing is separate and optional: ticked, it records e-mail and WhatsApp consents', async () => {
    const res = await signUp({ ...person(), privacy_policy_accepted: true, marketing_consent: true })
    const call = callerAs(ctx, { auth: { authorization: `Bearer ${res.json().token}` } })
    const kinds = (await call('GET', '/api/account/consents'))
      .json()
      .consents.map((c: { kind: string }) => c.kind)
    expect(kinds.sort()).toEqual(['marketing_email', 'marketing_whatsapp', 'tratamiento_datos'])
  })
})

describe('a new version of the policy', () => {
  test('editing the policy asks returning customers again at sign-in, and accepting clears it', async () => {
    const ana = await createUser(ctx)
    const call = callerAs(ctx, ana)
    const edited = await asAdmin('PUT', `/api/policies/${policy.id}`, {
      content: '<p>Ahora también WhatsApp.</p>',
    })
    expect(edited.statusCode).toBe(200)
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ana.email, password: ana.password },
    })
    expect(login.json().privacy_policy_pending).toBe(true)
    expect((await call('GET', '/api/auth/me')).json().privacy_policy_pending).toBe(true)
    const version = (await call('GET', '/api/account/consents')).json().policy_version
    expect(version).toBe(2)

    const stale = await call('POST', '/api/account/consents/privacy-policy', { policy_version: 1 })
    expect(stale.statusCode).toBe(409)
    const accepted = await call('POST', '/api/account/consents/privacy-policy', { policy_version: 2 })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().privacy_policy_pending).toBe(false)
    expect(accepted.json().consents.map((c: { policy_version: number }) => c.policy_version)).toEqual([2, 1])
    expect((await call('GET', '/api/auth/me')).json().privacy_policy_pending).toBe(false)
  })

  test('a change of order alone is not a new version', async () => {
    await asAdmin('PUT', `/api/policies/${policy.id}`, { sort_order: 3 })
    const status = await callerAs(ctx, await createUser(ctx))('GET', '/api/account/consents')
    expect(status.json().policy_version).toBe(2)
  })

  test('an account from before consents were recorded is pending; staff accounts are not asked', async () => {
    await insertUser(ctx, { email: 'antigua@correo.co', username: 'antigua', password: 'clave-segura-1' })
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'antigua@correo.co', password: 'clave-segura-1' },
    })
    expect(login.json().privacy_policy_pending).toBe(true)
    expect((await asAdmin('GET', '/api/auth/me')).json().privacy_policy_pending).toBe(false)
  })
})

describe('marketing consents in the account area', () => {
  test('withdrawn and given again freely; the data-treatment consent cannot be withdrawn here', async () => {
    const res = await signUp({ ...person(), privacy_policy_accepted: true, marketing_consent: true })
    const call = callerAs(ctx, { auth: { authorization: `Bearer ${res.json().token}` } })
    const withdrawn = await call('DELETE', '/api/account/consents/marketing_whatsapp')
    expect(withdrawn.statusCode).toBe(200)
    const whatsapp = withdrawn.json().consents.find((c: { kind: string }) => c.kind === 'marketing_whatsapp')
    expect(whatsapp.withdrawn_at).toEqual(expect.any(String))
    expect((await call('DELETE', '/api/account/consents/marketing_whatsapp')).statusCode).toBe(404)

    const again = await call('POST', '/api/account/consents/marketing_whatsapp')
    const live = again
      .json()
      .consents.filter(
        (c: { kind: string; withdrawn_at: string | null }) =>
          c.kind === 'marketing_whatsapp' && !c.withdrawn_at,
      )
    expect(live).toHaveLength(1)

    const data = await call('DELETE', '/api/account/consents/tratamiento_datos')
    expect(data.statusCode).toBe(400)
    expect(data.json().message).toBe(PRIVACY_MESSAGES.withdrawDataConsent)
  })

  test('signed out, the consents cannot be read or changed', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/consents' })).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/account/consents/marketing_email' })).statusCode,
    ).toBe(401)
  })
})
