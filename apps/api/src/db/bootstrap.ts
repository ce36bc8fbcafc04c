import { and, eq, sql } from 'drizzle-orm'
import { ROLE, ROLE_NAMES, type RoleName } from '@vitrina/core/roles'
import { hashPassword } from '../lib/passwords'
import type { Db } from './client'
import { products, roles, userRoles, users } from './schema'

/** The three roles of docs/product/auth.md#roles exist in every database. */
export async function ensureRoles(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name })))
    .onConflictDoNothing()
}

export async function isEmptyStore(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products)
  const [userRow] = await db.select({ n: sql<number>`count(*)::int` }).from(users)
  return row?.n === 0 && userRow?.n === 0
}

/** Give a user exactly these roles (Cliente is kept for everyone: every registered user is a customer). */
export async function grantRoles(db: Db, userId: string, names: readonly RoleName[]): Promise<void> {
  const wanted = [...new Set<RoleName>([ROLE.customer, ...names])]
  const rows = await db.select().from(roles)
  const ids = rows.filter((r) => (wanted as string[]).includes(r.name)).map((r) => r.id)
  await db
    .insert(userRoles)
    .values(ids.map((role_id) => ({ user_id: userId, role_id })))
    .onConflictDoNothing()
}

/**
 * The first administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD (docs/product/auth.md#roles):
 * created when missing, promoted when the account exists. An existing password is never overwritten.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
): Promise<'created' | 'promoted'> {
  const email = admin.email.toLowerCase()
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  if (existing) {
    await grantRoles(db, existing.id, [ROLE.admin])
    return 'promoted'
  }
  const base =
    email
      .split('@')[0]!
      .replace(/[^\p{L}\p{N}._-]/gu, '')
      .slice(0, 30) || 'admin'
  const username = await freeUsername(db, base.length >= 3 ? base : 'admin')
  const [created] = await db
    .insert(users)
    .values({ username, email, password_hash: await hashPassword(admin.password) })
    .returning({ id: users.id })
  await grantRoles(db, created!.id, [ROLE.admin])
  return 'created'
}

async function freeUsername(db: Db, base: string): Promise<string> {
  for (let i = 0; ; i++) {
    const candidate = i === 0 ? base : `${base}${i}`
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, candidate.toLowerCase()))
    if (!taken) return candidate
  }
}

export async function userHasRole(db: Db, userId: string, role: RoleName): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(eq(userRoles.user_id, userId), eq(roles.name, role)))
  return Boolean(row)
}
