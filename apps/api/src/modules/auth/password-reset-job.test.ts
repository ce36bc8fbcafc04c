import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client'
import { passwordResetTokens } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createUser } from '../../test/factories'

// docs/security.md#password-reset: the reset mail job carries the reset row's id, never a token; the job
// mints the token, stores its hash and mails the link, so no queued, retried or failed job holds a secret.
// Both instances poll only when told to (drain), so each test decides when the mail leaves.

const PUBLIC_URL = 'https://tienda.example.co'
const ctx = await buildTestApp({ PUBLIC_URL, JOBS_POLL_MS: '60000' })
const { app } = ctx
// A second instance of the same store whose mail server does not answer.
const down = await buildTestApp(
  { PUBLIC_URL, JOBS_POLL_MS: '60000', SMTP_URL: 'smtp://127.0.0.1:9', JWT_SECRET: ctx.config.jwtSecret },
  { shareDatabaseWith: ctx },
)
const admin = await createAdmin(ctx)

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
const reset = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword: 'Guayaba-tranvía-48' },
  })

interface JobRow {
  id: string
  status: string
  payload: unknown
  last_error: string | null
}
const resetJobs = () =>
  queryRows<JobRow>(
    app.db,
    sql`SELECT id, status, payload, last_error FROM jobs WHERE kind = 'mail.password-reset' ORDER BY id`,
  )
const resetRows = (userId: string) =>
  app.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.user_id, userId))
    .orderBy(passwordResetTokens.id)

/** Anything that looks like a reset link or a token (32 random bytes are 43 base64url characters). */
const SECRET = /resetear-contrasena|[\w-]{43}/

/** The tokens mailed to this address so far, oldest first. */
function tokensMailedTo(email: string): string[] {
  return ctx
    .outbox()
    .filter((mail) => mail.includes(`To: ${email}`))
    .map((mail) => mail.replace(/=\r?\n/g, '').match(/resetear-contrasena\/([\w-]+)/)![1]!)
}

describe('the reset mail job', () => {
  test('is queued with the reset row id only; no token exists until it runs', async () => {
    const { email, user } = await createUser(ctx)
    await forgot(email)
    const [row] = await resetRows(user.id)
    expect(row!.token_hash).toBeNull()
    const queued = (await resetJobs()).at(-1)!
    expect(queued).toMatchObject({ status: 'queued', payload: { resetId: row!.id } })

    await app.jobs.drain()
    const [token] = tokensMailedTo(email)
    const [minted] = await resetRows(user.id)
    expect(minted!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(minted!.token_hash).not.toBe(token)
    expect((await resetJobs()).find((j) => j.id === queued.id)).toMatchObject({
      status: 'done',
      payload: null,
    })
    expect((await reset(token!)).statusCode).toBe(200)
    expect((await reset(token!)).statusCode).toBe(400)
  })

  test('a failed job keeps no secret, and its retry leaves one working link', async () => {
    const { email, user } = await createUser(ctx)
    await forgot(email)
    const resetId = (await resetRows(user.id))[0]!.id
    await down.app.jobs.drain()
    let [job] = (await resetJobs()).filter((j) => (j.payload as { resetId?: number })?.resetId === resetId)
    expect(job).toMatchObject({ status: 'queued', payload: { resetId } })
    expect(job!.last_error).toBeTruthy()
    expect(JSON.stringify(job)).not.toMatch(SECRET)
    const [afterFailure] = await resetRows(user.id)
    expect(afterFailure!.token_hash).not.toBeNull()

    // The last attempt fails too: the job is listed among the failed ones, still without a secret.
    await app.db.execute(
      sql`UPDATE jobs SET max_attempts = attempts + 1, run_at = now() WHERE id = ${job!.id}`,
    )
    await down.app.jobs.drain()
    ;[job] = (await resetJobs()).filter((j) => j.id === job!.id)
    expect(job).toMatchObject({ status: 'failed', payload: { resetId } })
    expect(JSON.stringify(job)).not.toMatch(SECRET)

    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${job!.id}/retry`,
      headers: admin.auth,
    })
    expect(retry.statusCode).toBe(200)
    await app.jobs.drain()
    const [token] = tokensMailedTo(email)
    const rows = await resetRows(user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).not.toBe(afterFailure!.token_hash)
    expect((await reset(token!)).statusCode).toBe(200)
    expect((await reset(token!)).statusCode).toBe(400)
  })

  test('two requests before the queue runs send one mail, with the newest link', async () => {
    const { email, user } = await createUser(ctx)
    await forgot(email)
    await forgot(email)
    await app.jobs.drain()
    const tokens = tokensMailedTo(email)
    expect(tokens).toHaveLength(1)
    const [voided, open] = await resetRows(user.id)
    expect(voided).toMatchObject({ token_hash: null, used_at: expect.any(Date) })
    expect(open).toMatchObject({ used_at: null, token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect((await reset(tokens[0]!)).statusCode).toBe(200)
  })

  test('a request for a deactivated account mails nothing', async () => {
    const { email, user } = await createUser(ctx)
    await forgot(email)
    await app.db.execute(sql`UPDATE users SET is_active = false WHERE id = ${user.id}`)
    await app.jobs.drain()
    expect(tokensMailedTo(email)).toEqual([])
    const open = await resetRows(user.id)
    expect(open.map((r) => r.token_hash)).toEqual([null])
  })
})
