import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { passwordResetTokens, users } from '../../db/schema'
import { PASSWORD_RULE_MESSAGES } from '@vitrina/core/password-rules'
import { COMMON_PASSWORD_MESSAGE } from '../../lib/common-passwords'
import { WEAK_PASSWORD_MESSAGE } from '../../lib/password-strength'
import { buildTestApp } from '../../test/build-test-app'
import { createUser } from '../../test/factories'

// docs/security.md "Password reset", "Passwords", "Usernames" and "Sessions": the abuse an attacker tries
// on sign-up, sign-in and recovery.

const ctx = await buildTestApp({
  PUBLIC_URL: 'https://tienda.example.co',
  RESET_MAIL_MAX_PER_HOUR: '3',
  CHECK_RATE_LIMIT_MAX: '5',
})
const { app } = ctx

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
/** Ask for a link and let the queue send it before the next request (which would void it unsent). */
async function forgotAndSend(email: string) {
  const res = await forgot(email)
  await app.jobs.drain()
  return res
}
const mailsTo = (email: string) => ctx.outbox().filter((m) => m.includes(`To: ${email}`))
const register = (username: string, password = 'arepa-de-choclo-7') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username,
      email: `${Math.random().toString(36).slice(2)}@correo.co`,
      password,
      privacy_policy_accepted: true,
    },
  })

describe('password reset links', () => {
  test('a new link voids every older unused one', async () => {
    const { email, user } = await createUser(ctx)
    await forgotAndSend(email)
    await forgotAndSend(email)
    expect(mailsTo(email)).toHaveLength(2)
    const open = await app.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.user_id, user.id), isNull(passwordResetTokens.used_at)))
    expect(open).toHaveLength(1)
  })

  test('past the hourly limit the answer is the same and nothing is sent', async () => {
    const { email } = await createUser(ctx)
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await forgotAndSend(email)).json())
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(mailsTo(email)).toHaveLength(3)
  })
})

describe('availability checks', () => {
  test('are limited per client with the Spanish 429', async () => {
    const statuses = []
    for (let i = 0; i < 7; i++) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/auth/check-email?email=persona${i}@correo.co`,
        remoteAddress: '10.9.9.9',
      })
      statuses.push(res.statusCode)
      if (res.statusCode === 429)
        expect(res.json()).toEqual({
          message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
          code: 'RATE_LIMITED',
        })
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.slice(5)).toEqual([429, 429])
    const other = await app.inject({
      method: 'GET',
      url: '/api/auth/check-username?username=alguien',
      remoteAddress: '10.9.9.10',
    })
    expect(other.statusCode).toBe(200)
  })
})

describe('weak passwords', () => {
  test.each([
    ['      ', PASSWORD_RULE_MESSAGES.blank],
    ['aaaaaa', PASSWORD_RULE_MESSAGES.repeated],
    ['123456', PASSWORD_RULE_MESSAGES.sequence],
    ['abcdefg', PASSWORD_RULE_MESSAGES.sequence],
    ['contraseña', COMMON_PASSWORD_MESSAGE],
    ['Contraseña', COMMON_PASSWORD_MESSAGE],
    ['password1', COMMON_PASSWORD_MESSAGE],
    ['Vitrina2026', expect.stringContaining(WEAK_PASSWORD_MESSAGE)],
    ['Medellin2020', expect.stringContaining(WEAK_PASSWORD_MESSAGE)],
  ])('registration refuses %j with its reason under the field', async (password, message) => {
    const res = await register(`persona${Math.random().toString(36).slice(2, 8)}`, password)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message, errors: [{ field: 'password', message }] })
  })

  test("registration refuses the account's own username or e-mail", async () => {
    for (const password of ['gabriela.restrepo', 'gabi.r@correo.co', 'Gabriela.Restrepo-2026']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: 'gabriela.restrepo',
          email: 'gabi.r@correo.co',
          password,
          privacy_policy_accepted: true,
        },
      })
      expect(res.statusCode, password).toBe(400)
      expect(res.json()).toMatchObject({
        message: PASSWORD_RULE_MESSAGES.personal,
        errors: [{ field: 'password', message: PASSWORD_RULE_MESSAGES.personal }],
      })
    }
  })

  test('a production store refuses the published demo passwords', async () => {
    const production = await buildTestApp(
      { NODE_ENV: 'production', JWT_SECRET: ctx.config.jwtSecret },
      { shareDatabaseWith: ctx },
    )
    for (const password of ['Admin123!', 'Empleado123!', 'valentina123!']) {
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: `demo${Math.random().toString(36).slice(2, 8)}`,
          email: 'x@correo.co',
          password,
          privacy_policy_accepted: true,
        },
      })
      expect(res.statusCode, password).toBe(400)
      expect(res.json()).toMatchObject({ code: 'PASSWORD_DEMO', message: PASSWORD_RULE_MESSAGES.demo })
    }
  })

  test('the demo passwords are accepted outside production (this store is NODE_ENV=test)', async () => {
    expect((await register(`demo${Math.random().toString(36).slice(2, 8)}`, 'Empleado123!')).statusCode).toBe(
      201,
    )
  })

  test('reset and change apply the same rules, with the owner known from the link or the session', async () => {
    const { email, auth, password, user } = await createUser(ctx)
    const change = (newPassword: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/auth/profile/password',
        headers: auth,
        payload: { currentPassword: password, newPassword },
      })
    expect((await change('colombia')).json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' })
    expect((await change(email)).json()).toMatchObject({
      code: 'PASSWORD_PERSONAL',
      errors: [{ field: 'newPassword', message: PASSWORD_RULE_MESSAGES.personal }],
    })
    expect((await change('Bogota2024')).json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK' })

    await forgotAndSend(email)
    const token = mailsTo(email)[0]!
      .replace(/=\r?\n/g, '')
      .match(/resetear-contrasena\/([\w-]+)/)![1]!
    const reset = (newPassword: string) =>
      app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } })
    expect((await reset('qwerty123')).json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' })
    expect((await reset(`${user.username}-2026`)).json()).toMatchObject({
      code: 'PASSWORD_PERSONAL',
      errors: [{ field: 'newPassword', message: PASSWORD_RULE_MESSAGES.personal }],
    })
    expect((await reset('111111')).json().message).toBe(PASSWORD_RULE_MESSAGES.repeated)
    // A refused password leaves the link working.
    expect((await reset('Guayaba-tranvía-48')).statusCode).toBe(200)
  })
})

describe('usernames', () => {
  test('are stored NFKC-normalized and compared case-folded', async () => {
    const res = await register('ｃａｍｉｌａ_ｒ')
    expect(res.statusCode).toBe(201)
    expect(res.json().user.username).toBe('camila_r')
    const [row] = await app.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.username, 'camila_r'))
    expect(row).toBeDefined()
    expect((await register('CAMILA_R')).statusCode).toBe(409)
    const check = await app.inject({
      method: 'GET',
      url: '/api/auth/check-username?username=Ｃａｍｉｌａ_Ｒ',
    })
    expect(check.json()).toEqual({ available: false })
  })

  test('a name that mixes Latin with Cyrillic or Greek look-alikes is refused', async () => {
    for (const name of ['pаblo', 'mariο', 'аdmin1']) {
      const res = await register(name)
      expect(res.statusCode, name).toBe(400)
      expect(res.json().message).toBe(
        'El nombre de usuario no puede mezclar alfabetos (por ejemplo, letras latinas con cirílicas o griegas).',
      )
    }
    expect((await register('андрей')).statusCode).toBe(201)
  })
})

describe('the Authorization header', () => {
  test('must be exactly "Bearer <token>"', async () => {
    const { token } = await createUser(ctx)
    const me = (authorization: string) =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } })
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200)
    for (const header of [
      `Bearer ${token} extra`,
      `Bearer  ${token}`,
      `Basic ${token}`,
      token,
      `Bearer ${token},x`,
    ]) {
      expect((await me(header)).statusCode, header).toBe(401)
    }
  })
})
