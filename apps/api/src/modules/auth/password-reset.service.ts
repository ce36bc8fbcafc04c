import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { RESET_TOKEN_TTL_MS, STORE_DEFAULT_NAME } from '@vitrina/core/constants'
import { pathTo, paths } from '@vitrina/core/paths'
import type { Db } from '../../db/client'
import { passwordResetTokens, users } from '../../db/schema'
import { badRequest } from '../../lib/errors'
import { defineJob } from '../../lib/jobs/define-job'
import { refuseWeakPassword } from '../../lib/password-strength'
import { hashPassword } from '../../lib/passwords'
import { resetPasswordMail } from './auth-mail'

export const RESET_MESSAGES = {
  requested:
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  done: 'Tu contraseña ha sido actualizada. Ya puedes iniciar sesión.',
  invalid: 'El enlace para restablecer la contraseña no es válido o ha expirado. Solicita uno nuevo.',
} as const

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')

const HOUR_MS = 60 * 60 * 1000

/**
 * The reset mail, sent by the job queue (docs/operations.md#jobs). Its payload is the reset row's id, never
 * a token or a link: the job mints the token, writes its hash and mails the link in one go.
 */
export const resetPasswordMailJob = defineJob<{ resetId: number }>(
  'mail.password-reset',
  'urgent',
  async (app, { resetId }) => {
    const minted = await mintResetToken(app.db, resetId)
    if (!minted) return
    const storeName = (await app.settings.map()).store_name || STORE_DEFAULT_NAME
    const link = app.config.publicUrl + pathTo(paths.resetPassword, { token: minted.token })
    await app.mailer.send(resetPasswordMail({ to: minted.email, username: minted.username, link, storeName }))
  },
)

/**
 * Ask for a reset link for an active account (docs/security.md#password-reset). The request writes a reset
 * row without a token and queues the mail job with the row's id, in one transaction: no token exists yet, so
 * neither the queue nor a failed job nor a backup can hold one. A new request voids every older unused row
 * (an older job that has not run yet then sends nothing), and past `maxPerHour` requests in the last hour
 * nothing is written. The caller answers the same whatever happens here.
 */
export async function requestPasswordReset(db: Db, email: string, maxPerHour: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, is_active: users.is_active })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .for('update')
    if (!user || !user.is_active) return
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.user_id, user.id),
          gt(passwordResetTokens.created_at, new Date(Date.now() - HOUR_MS)),
        ),
      )
    if ((recent?.count ?? 0) >= maxPerHour) return
    await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(and(eq(passwordResetTokens.user_id, user.id), isNull(passwordResetTokens.used_at)))
    const [row] = await tx
      .insert(passwordResetTokens)
      .values({ user_id: user.id, expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS) })
      .returning({ id: passwordResetTokens.id })
    await resetPasswordMailJob.enqueue(tx, { resetId: row!.id })
  })
}

/**
 * Mint the token of a reset row still open (not voided, not used, asked for less than an hour ago, its
 * account active): a random 256-bit token whose SHA-256 replaces whatever hash the row had, so a retried
 * job leaves one working link, the last one mailed. The hour starts again with the mail. Null when the
 * row is no longer worth a mail.
 */
export async function mintResetToken(
  db: Db,
  resetId: number,
): Promise<{ token: string; username: string; email: string } | null> {
  const token = randomBytes(32).toString('base64url')
  const [minted] = await db
    .update(passwordResetTokens)
    .set({ token_hash: sha256(token), expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS) })
    .from(users)
    .where(
      and(
        eq(passwordResetTokens.id, resetId),
        eq(users.id, passwordResetTokens.user_id),
        eq(users.is_active, true),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.created_at, new Date(Date.now() - RESET_TOKEN_TTL_MS)),
      ),
    )
    .returning({ username: users.username, email: users.email })
  return minted ? { token, ...minted } : null
}

/**
 * Use a token once: set the new password, end every session and void the user's other links. Returns the
 * user's id. The password is checked against its owner before the token is spent, so a refused one leaves
 * the link working for another try.
 */
export async function resetPassword(
  db: Db,
  token: string,
  newPassword: string,
  production: boolean,
): Promise<string> {
  const open = and(
    eq(passwordResetTokens.token_hash, sha256(token)),
    isNull(passwordResetTokens.used_at),
    gt(passwordResetTokens.expires_at, new Date()),
  )
  const [owner] = await db
    .select({ username: users.username, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(open)
  if (!owner) throw badRequest(RESET_MESSAGES.invalid, 'RESET_TOKEN_INVALID')
  refuseWeakPassword(newPassword, 'newPassword', { ...owner, production })
  const password_hash = await hashPassword(newPassword)
  const done = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(open)
      .returning({ user_id: passwordResetTokens.user_id })
    if (!used) return null
    await tx
      .update(users)
      .set({ password_hash, token_version: sql`${users.token_version} + 1` })
      .where(eq(users.id, used.user_id))
    await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(and(eq(passwordResetTokens.user_id, used.user_id), isNull(passwordResetTokens.used_at)))
    return used.user_id
  })
  if (!done) throw badRequest(RESET_MESSAGES.invalid, 'RESET_TOKEN_INVALID')
  return done
}
