import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { RESET_TOKEN_TTL_MS } from '@vitrina/core/constants'
import type { Db } from '../../db/client'
import { passwordResetTokens, users } from '../../db/schema'
import { badRequest } from '../../lib/errors'
import { hashPassword } from '../../lib/passwords'

export const RESET_MESSAGES = {
  requested:
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  done: 'Tu contraseña ha sido actualizada. Ya puedes iniciar sesión.',
  invalid: 'El enlace para restablecer la contraseña no es válido o ha expirado. Solicita uno nuevo.',
} as const

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A random single-use token for an active account, valid one hour. Only its hash is stored.
 * Returns null when there is no such account; the caller answers the same either way.
 */
export async function createResetToken(
  db: Db,
  email: string,
): Promise<{ token: string; username: string; email: string } | null> {
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email, is_active: users.is_active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  if (!user || !user.is_active) return null
  const token = randomBytes(32).toString('base64url')
  await db.insert(passwordResetTokens).values({
    user_id: user.id,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  })
  return { token, username: user.username, email: user.email }
}

/** Use a token once: set the new password, end every session and void the user's other links. */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<void> {
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
    if (!used) return false
    await tx
      .update(users)
      .set({ password_hash, token_version: sql`${users.token_version} + 1` })
      .where(eq(users.id, used.user_id))
    await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(and(eq(passwordResetTokens.user_id, used.user_id), isNull(passwordResetTokens.used_at)))
    return true
  })
  if (!done) throw badRequest(RESET_MESSAGES.invalid, 'RESET_TOKEN_INVALID')
}
