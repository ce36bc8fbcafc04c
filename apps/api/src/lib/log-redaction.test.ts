import { describe, expect, test } from 'vitest'
import { buildTestApp, eventually } from '../test/build-test-app'
import { createUser } from '../test/factories'
import { redactHeaders, redactUrl } from './log-redaction'

// docs/security.md "Logs": a token copied from a log line must never reset a password or open a session.

describe('redaction', () => {
  test('reset tokens in paths and token-like query parameters', () => {
    expect(redactUrl('/resetear-contrasena/abc_DEF-123?x=1')).toBe('/resetear-contrasena/[oculto]?x=1')
    expect(redactUrl('/api/x?token=s3cr3t&page=2&code=987')).toBe(
      '/api/x?token=[oculto]&page=2&code=[oculto]',
    )
  })

  test('credential headers', () => {
    expect(
      redactHeaders({ authorization: 'Bearer a.b.c', Cookie: 'sid=1', 'set-cookie': 'x', accept: '*/*' }),
    ).toEqual({
      authorization: '[oculto]',
      Cookie: '[oculto]',
      'set-cookie': '[oculto]',
      accept: '*/*',
    })
  })
})

test('forgot-password and the reset page leave no token in the log', async () => {
  const lines: string[] = []
  const ctx = await buildTestApp(
    { LOG_LEVEL: 'info', PUBLIC_URL: 'https://tienda.example.co' },
    { logStream: { write: (line) => void lines.push(line) } },
  )
  const { email, token: session } = await createUser(ctx)
  await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
  const mail = await eventually(() => ctx.outbox().find((m) => m.includes(`To: ${email}`)))
  const resetToken = mail.replace(/=\r?\n/g, '').match(/resetear-contrasena\/([\w-]+)/)![1]!
  await ctx.app.inject({ method: 'GET', url: `/resetear-contrasena/${resetToken}` })
  await ctx.app.inject({ method: 'GET', url: `/api/products?token=${resetToken}` })
  await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${session}`, cookie: `sesion=${session}` },
  })
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: resetToken, newPassword: 'cafe-de-huila-1' },
  })

  const log = lines.join('')
  expect(log).toContain('/resetear-contrasena/[oculto]')
  expect(log).toContain('token=[oculto]')
  expect(log).not.toContain(resetToken)
  expect(log).not.toContain(session)
  expect(log).not.toContain('cafe-de-huila-1')
})

test('LOG_REQUESTS=false (npm start) writes no line per request', async () => {
  const lines: string[] = []
  const ctx = await buildTestApp(
    { LOG_LEVEL: 'info', LOG_REQUESTS: 'false' },
    { logStream: { write: (line) => void lines.push(line) } },
  )
  await ctx.app.inject({ method: 'GET', url: '/api/settings' })
  expect(lines.join('')).not.toContain('/api/settings')
})
