import { and, eq, sql } from 'drizzle-orm'
import { ROLE } from '@vitrina/core/roles'
import type { LoginInput, RegisterInput } from '@vitrina/core/schemas/auth'
import { USERNAME_MIN_LENGTH } from '@vitrina/core/constants'
import { usernameSchema } from '@vitrina/core/schemas/auth'
import { emailSchema } from '@vitrina/core/schemas/common'
import type { Db } from '../../db/client'
import { grantRoles } from '../../db/bootstrap'
import { users } from '../../db/schema'
import { badRequest, conflict, forbidden } from '../../lib/errors'
import { refuseWeakPassword } from '../../lib/password-strength'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import { findSessionUser, type SessionUserRow } from '../../lib/session-users'
import { recordSignUpConsents, type ConsentOrigin } from '../privacy/consents.service'

export const AUTH_SERVER_MESSAGES = {
  invalidCredentials: 'Correo o contraseña incorrectos.',
  inactive: 'Tu cuenta está desactivada. Comunícate con la tienda.',
  usernameTaken: 'Ese nombre de usuario ya está en uso.',
  emailTaken: 'Ya existe una cuenta con ese correo electrónico.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  passwordChanged: 'Contraseña cambiada con éxito.',
} as const

// Verified against when the e-mail is unknown, so a login takes as long whether or not the account exists.
let dummyHash: Promise<string> | undefined

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase())
const byUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase())

export async function isUsernameAvailable(db: Db, username: string): Promise<boolean> {
  const parsed = usernameSchema.safeParse(username)
  if (!parsed.success || parsed.data.length < USERNAME_MIN_LENGTH) return false
  const [row] = await db.select({ id: users.id }).from(users).where(byUsername(parsed.data))
  return !row
}

export async function isEmailAvailable(db: Db, email: string): Promise<boolean> {
  const parsed = emailSchema.safeParse(email)
  if (!parsed.success) return false
  const [row] = await db.select({ id: users.id }).from(users).where(byEmail(parsed.data))
  return !row
}

/**
 * `production`: NODE_ENV=production, where the published demo passwords are refused too. The consents the
 * form gave are recorded in the same transaction as the account (docs/product/consumer-rights.md#consentimiento).
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  production: boolean,
  origin: ConsentOrigin = { channel: 'web', ip: null },
): Promise<SessionUserRow> {
  refuseWeakPassword(input.password, 'password', { ...input, production })
  if (!(await isUsernameAvailable(db, input.username)))
    throw conflict(AUTH_SERVER_MESSAGES.usernameTaken, 'USERNAME_TAKEN')
  if (!(await isEmailAvailable(db, input.email)))
    throw conflict(AUTH_SERVER_MESSAGES.emailTaken, 'EMAIL_TAKEN')
  const password_hash = await hashPassword(input.password)
  const id = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, password_hash })
        .returning({ id: users.id })
      await grantRoles(tx, created!.id, [ROLE.customer])
      await recordSignUpConsents(tx, created!.id, input, origin)
      return created!.id
    })
    .catch((err: unknown) => {
      // Two registrations racing for the same name: the unique index decides, the loser gets a 409.
      const message = String((err as { cause?: { constraint?: string } }).cause?.constraint ?? err)
      if (message.includes('users_username_key'))
        throw conflict(AUTH_SERVER_MESSAGES.usernameTaken, 'USERNAME_TAKEN')
      if (message.includes('users_email_key')) throw conflict(AUTH_SERVER_MESSAGES.emailTaken, 'EMAIL_TAKEN')
      throw err
    })
  return (await findSessionUser(db, id))!
}

export async function loginUser(db: Db, input: LoginInput): Promise<SessionUserRow> {
  const [row] = await db
    .select({ id: users.id, password_hash: users.password_hash, is_active: users.is_active })
    .from(users)
    .where(byEmail(input.email))
  if (!row) {
    dummyHash ??= hashPassword('contraseña-de-relleno')
    await verifyPassword(await dummyHash, input.password)
    throw badRequest(AUTH_SERVER_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS')
  }
  if (!(await verifyPassword(row.password_hash, input.password))) {
    throw badRequest(AUTH_SERVER_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS')
  }
  if (!row.is_active) throw forbidden(AUTH_SERVER_MESSAGES.inactive, 'ACCOUNT_INACTIVE')
  return (await findSessionUser(db, row.id))!
}

/** Change the password and bump the token version: every other session of the user ends. */
export async function changePassword(
  db: Db,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  production: boolean,
): Promise<SessionUserRow> {
  const [row] = await db
    .select({ password_hash: users.password_hash, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  if (!row || !(await verifyPassword(row.password_hash, input.currentPassword))) {
    // 400, not 401: a wrong current password must not log the user out (docs/product/auth.md#unauthorized).
    throw badRequest(AUTH_SERVER_MESSAGES.wrongCurrentPassword, 'WRONG_PASSWORD')
  }
  if (input.currentPassword === input.newPassword)
    throw badRequest(AUTH_SERVER_MESSAGES.samePassword, 'SAME_PASSWORD')
  refuseWeakPassword(input.newPassword, 'newPassword', { ...row, production })
  await db
    .update(users)
    .set({
      password_hash: await hashPassword(input.newPassword),
      token_version: sql`${users.token_version} + 1`,
    })
    .where(and(eq(users.id, userId)))
  return (await findSessionUser(db, userId))!
}
