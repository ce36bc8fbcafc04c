import { describe, expect, test } from 'vitest'
import { AUTH_MESSAGES } from '@vitrina/core/schemas/auth'
import { ROLE } from '@vitrina/core/roles'
import { buildTestApp } from '../../test/build-test-app'
import { createUser, insertUser } from '../../test/factories'
import { AUTH_SERVER_MESSAGES } from './auth.service'

const ctx = await buildTestApp()
const { app } = ctx

// The data-treatment policy accepted, as the form sends it (its refusal is tested in privacy/consents.test.ts).
const register = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { privacy_policy_accepted: true, ...payload },
  })
const login = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload })
const me = (token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('POST /api/auth/register', () => {
  test('creates a customer, logs them in and never exposes the password hash', async () => {
    const res = await register({
      username: 'valentina',
      email: 'Valentina@Correo.co',
      password: 'secreta-de-mango-1',
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.token).toEqual(expect.any(String))
    expect(body.user).toMatchObject({
      username: 'valentina',
      email: 'valentina@correo.co',
      roles: [ROLE.customer],
      profile_image_url: null,
    })
    expect(new Date(body.user.created_at).getTime()).toBeGreaterThan(0)
    expect(res.body).not.toContain('password')
    expect((await me(body.token)).json().user.username).toBe('valentina')
  })

  test.each([
    [{ username: 'ab', email: 'a@correo.co', password: 'secreta1' }, AUTH_MESSAGES.usernameTooShort],
    [{ username: 'andres', email: 'a@correo.co', password: '12345' }, AUTH_MESSAGES.passwordTooShort],
    [
      { username: 'andres', email: 'no-es-correo', password: 'secreta1' },
      'Ingresa un correo electrónico válido.',
    ],
    [{ username: 'and res', email: 'a@correo.co', password: 'secreta1' }, AUTH_MESSAGES.usernameChars],
  ])('refuses bad input with a Spanish message (%#)', async (payload, message) => {
    const res = await register(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message })
  })

  test('refuses unknown fields such as roles: the client cannot choose its role', async () => {
    const res = await register({
      username: 'intruso',
      email: 'intruso@correo.co',
      password: 'secreta1',
      roles: ['Administrador'],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toContain('roles')
  })

  test('a taken username or e-mail (any case) answers 409', async () => {
    await register({ username: 'camilo', email: 'camilo@correo.co', password: 'secreta-de-mango-1' })
    const sameName = await register({
      username: 'CAMILO',
      email: 'otro@correo.co',
      password: 'secreta-de-mango-1',
    })
    expect(sameName.statusCode).toBe(409)
    expect(sameName.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: AUTH_SERVER_MESSAGES.usernameTaken,
    })
    const sameEmail = await register({
      username: 'camilo2',
      email: 'CAMILO@correo.co',
      password: 'secreta-de-mango-1',
    })
    expect(sameEmail.statusCode).toBe(409)
    expect(sameEmail.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: AUTH_SERVER_MESSAGES.emailTaken })
  })
})

describe('availability checks', () => {
  test('check-username and check-email answer an available flag', async () => {
    const { user, email } = await createUser(ctx)
    const check = (url: string) => app.inject({ method: 'GET', url }).then((r) => r.json().available)
    expect(await check(`/api/auth/check-username?username=${user.username.toUpperCase()}`)).toBe(false)
    expect(await check('/api/auth/check-username?username=nadie-aun')).toBe(true)
    expect(await check('/api/auth/check-username?username=ab')).toBe(false)
    expect(await check(`/api/auth/check-email?email=${email}`)).toBe(false)
    expect(await check('/api/auth/check-email?email=libre@correo.co')).toBe(true)
    expect(await check('/api/auth/check-email?email=sin-arroba')).toBe(false)
  })

  test('a missing query parameter is a 400, not a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/check-username' })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_ERROR')
  })
})

describe('POST /api/auth/login', () => {
  test('returns a token and the user with roles', async () => {
    const { email, password } = await createUser(ctx, { roles: [ROLE.employee] })
    const res = await login({ email: email.toUpperCase(), password })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.roles).toEqual(expect.arrayContaining([ROLE.employee, ROLE.customer]))
  })

  test('empty fields get the docs/product/auth.md#login message', async () => {
    const res = await login({ email: '', password: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(AUTH_MESSAGES.fillAllFields)
    expect((await login({})).json().message).toBe(AUTH_MESSAGES.fillAllFields)
  })

  test('a wrong password and an unknown e-mail get the same 400 answer (never 401, which logs out)', async () => {
    const { email } = await createUser(ctx)
    const wrong = await login({ email, password: 'incorrecta' })
    const unknown = await login({ email: 'nadie@correo.co', password: 'incorrecta' })
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        message: AUTH_SERVER_MESSAGES.invalidCredentials,
        code: 'INVALID_CREDENTIALS',
      })
    }
  })

  test('a deactivated account cannot log in', async () => {
    await insertUser(ctx, {
      email: 'inactiva@correo.co',
      username: 'inactiva',
      password: 'secreta1',
      is_active: false,
    })
    const res = await login({ email: 'inactiva@correo.co', password: 'secreta1' })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('ACCOUNT_INACTIVE')
  })
})

describe('GET /api/auth/me and tokens', () => {
  test('no token, a malformed token or a forged one answer 401', async () => {
    expect((await me()).statusCode).toBe(401)
    expect((await me('basura')).statusCode).toBe(401)
    const { token } = await createUser(ctx)
    const [header, payload] = token.split('.')
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    expect((await me(unsigned)).statusCode).toBe(401)
    expect((await me(`${header}.${payload}.firmafalsa`)).statusCode).toBe(401)
    const res = await me('basura')
    expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID', message: expect.stringContaining('sesión') })
  })

  test('a stale token on a public route is ignored instead of logging the visitor out', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { authorization: 'Bearer basura' },
    })
    expect(res.statusCode).toBe(200)
  })
})

describe('PUT /api/auth/profile/password', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: '/api/auth/profile/password',
      headers: { authorization: `Bearer ${token}` },
      payload,
    })

  test('a wrong current password is a 400, so the client stays logged in', async () => {
    const { token } = await createUser(ctx)
    const res = await change(token, { currentPassword: 'no-es-esta', newPassword: 'nueva-clave' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(AUTH_SERVER_MESSAGES.wrongCurrentPassword)
  })

  // docs/product/account.md#change-password
  test('a new password under 6 characters gets the documented message', async () => {
    const { token, password } = await createUser(ctx)
    const res = await change(token, { currentPassword: password, newPassword: '123' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(AUTH_MESSAGES.newPasswordTooShort)
  })

  test('changing it ends the other sessions and returns a fresh token', async () => {
    const { token, password, email } = await createUser(ctx)
    const res = await change(token, { currentPassword: password, newPassword: 'nueva-clave' })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Contraseña cambiada con éxito.')
    expect((await me(token)).statusCode).toBe(401)
    expect((await me(res.json().token)).statusCode).toBe(200)
    expect((await login({ email, password })).statusCode).toBe(400)
    expect((await login({ email, password: 'nueva-clave' })).statusCode).toBe(200)
  })

  test('requires a session', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile/password',
      payload: { currentPassword: 'a', newPassword: 'bbbbbb' },
    })
    expect(res.statusCode).toBe(401)
  })
})
