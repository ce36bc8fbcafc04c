import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { passwordResetTokens } from '../../db/schema'
import { buildTestApp, eventually } from '../../test/build-test-app'
import { createUser } from '../../test/factories'
import { RESET_MESSAGES } from './password-reset.service'

const ctx = await buildTestApp({ PUBLIC_URL: 'https://tienda.example.co' })
const { app } = ctx

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
const reset = (token: string, newPassword: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } })

/** The reset token e-mailed to this address (decoding the quoted-printable soft line breaks). */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await eventually(() => ctx.outbox().find((m) => m.includes(`To: ${email}`)))
  const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  const match = body.match(/https:\/\/tienda\.example\.co\/resetear-contrasena\/([\w-]+)/)
  if (!match?.[1]) throw new Error('no reset link in the e-mail')
  return match[1]
}

describe('password recovery', () => {
  test('answers the same whether or not the e-mail exists, and only e-mails real accounts', async () => {
    const before = ctx.outbox().length
    const unknown = await forgot('nadie@correo.co')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual({ message: RESET_MESSAGES.requested })
    const { email } = await createUser(ctx)
    const known = await forgot(email)
    expect(known.json()).toEqual(unknown.json())
    await tokenMailedTo(email)
    expect(ctx.outbox().length).toBe(before + 1)
  })

  test('the e-mailed link resets the password once, and ends every session', async () => {
    const { email, token: session } = await createUser(ctx)
    // Used once first, so the session is remembered (docs/security.md#session-cache) when the reset ends it.
    const before = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session}` },
    })
    expect(before.statusCode).toBe(200)
    await forgot(email)
    const token = await tokenMailedTo(email)
    const [stored] = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.token_hash, token))
    expect(stored).toBeUndefined()

    const res = await reset(token, 'clave-nueva-9')
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(RESET_MESSAGES.done)
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'clave-nueva-9' },
    })
    expect(login.statusCode).toBe(200)
    const meRes = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session}` },
    })
    expect(meRes.statusCode).toBe(401)

    const again = await reset(token, 'otra-clave-9')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: RESET_MESSAGES.invalid })
  })

  test('an expired link is refused', async () => {
    const { email, user } = await createUser(ctx)
    await forgot(email)
    const token = await tokenMailedTo(email)
    await app.db
      .update(passwordResetTokens)
      .set({ created_at: new Date(Date.now() - 2 * 3600_000), expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.user_id, user.id))
    const res = await reset(token, 'clave-nueva-9')
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('RESET_TOKEN_INVALID')
  })

  test('a made-up token, a missing token and a short password are refused', async () => {
    expect((await reset('inventado', 'clave-nueva-9')).statusCode).toBe(400)
    const missing = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'clave-nueva-9' },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe(
      'No se encontró un token de reseteo. Por favor, solicita un nuevo enlace.',
    )
    const short = await reset('inventado', '123')
    expect(short.json().message).toBe('La contraseña debe tener al menos 6 caracteres.')
  })
})
