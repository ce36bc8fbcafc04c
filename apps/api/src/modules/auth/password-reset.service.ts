import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { RESET_TOKEN_TTL_MS } from '@vitrina/core/constants'
import type { Db } from '../../db/client'
import { passwordResetTokens, users } from '../../db/schema'
import { refuseCommonPassword } from '../../lib/common-passwords'
import { badRequest } from '../../lib/errors'
import { hashPassword } from '../../lib/passwords'

export const RESET_MESSAGES = {
  requested:
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  done: 'Tu contraseña ha sido actualizada. Ya puedes iniciar sesión.',
  invalid: 'El enlace para restablecer la contraseña no es válido o ha expirado. Solicita uno nuevo.',
} as const

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')

const HOUR_MS = 60 * 60 * 1000

/**
 * A random single-use token for an active account, valid one hour. Only its hash is stored. A new
 * link voids every older unused one, and past `maxPerHour` links in the last hour nothing is issued
 * (docs/security.md "Password reset"). Returns null when there is no such account or the address is
 * over its limit; the caller answers the same either way and sends nothing.
 */
export async function createResetToken(
  db: Db,
  email: string,
  maxPerHour: number,
): Promise<{ token: string; username: string; email: string } | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username, email: users.email, is_active: users.is_active })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .for('update')
    if (!user || !user.is_active) return null
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.user_id, user.id),
          gt(passwordResetTokens.created_at, new Date(Date.now() - HOUR_MS)),
        ),
      )
    if ((recent?.count ?? 0) >= maxPerHour) return null
    await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(and(eq(passwordResetTokens.user_id, user.id), isNull(passwordResetTokens.used_at)))
    const token = randomBytes(32).toString('base64url')
    await tx.insert(passwordResetTokens).values({
      user_id: user.id,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    })
    return { token, username: user.username, email: user.email }
  })
}

/**
 * Use a token once: set the new password, end every session and void the user's other links. Returns the
 * user's id.
 */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<string> {
  refuseCommonPassword(newPassword, 'newPassword')
  const password_hash = await hashPassword(newPassword)
  const done = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(passwordResetTokens.token_hash, sha256(token)),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, new Date()),
        ),
      )
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
