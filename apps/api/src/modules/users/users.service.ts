import { sql, type SQL } from 'drizzle-orm'
import { ROLE, type RoleName } from '@vitrina/core/roles'
import {
  STAFF_ROLES,
  USERS_DEFAULT_LIMIT,
  type AdminUser,
  type AdminUserListQuery,
  type StaffRole,
} from '@vitrina/core/schemas/users'
import { queryRows, type Db, type Tx } from '../../db/client'
import { conflict, notFound } from '../../lib/errors'
import { containsPattern } from '../../lib/like'

// docs/product/back-office.md#users: an Administrador lists accounts, grants or removes
// Administrador/Empleado and deactivates or reactivates them. Every change bumps the account's token version,
// so its open sessions stop working at once (plugins/auth.ts). Nobody demotes or deactivates themselves, and
// the store always keeps one active Administrador: the active administrators are locked in id order before
// that is counted, so two admins demoting each other at the same moment cannot both succeed.

export const USER_NOT_FOUND = 'Usuario no encontrado.'
export const USER_MESSAGES = {
  selfDemote: 'No puedes quitarte el rol de Administrador a ti mismo.',
  selfDeactivate: 'No puedes desactivar tu propia cuenta.',
  lastAdmin: 'La tienda debe conservar al menos un Administrador activo.',
} as const

const userColumns = sql`u.id, u.username, u.email, u.is_active, u.created_at,
  coalesce((SELECT array_agg(r.name ORDER BY r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = u.id), '{}') AS roles,
  (SELECT pi.image_url FROM profile_images pi WHERE pi.user_id = u.id AND pi.is_primary LIMIT 1)
    AS profile_image_url`

type UserRow = Omit<AdminUser, 'created_at'> & { created_at: string | Date }
const toUser = (row: UserRow): AdminUser => ({
  ...row,
  is_active: Boolean(row.is_active),
  created_at: new Date(row.created_at).toISOString(),
})

const hasRole = (role: RoleName) =>
  sql`EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = u.id AND r.name = ${role})`

export async function listUsers(db: Db, query: AdminUserListQuery) {
  const conditions: SQL[] = []
  if (query.search) {
    const pattern = containsPattern(query.search.toLowerCase())
    conditions.push(sql`(lower(u.username) LIKE ${pattern} OR lower(u.email) LIKE ${pattern})`)
  }
  if (query.role) conditions.push(hasRole(query.role))
  if (query.status) conditions.push(sql`u.is_active = ${query.status === 'activo'}`)
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``
  const [rows, [total]] = await Promise.all([
    queryRows<UserRow>(
      db,
      sql`SELECT ${userColumns} FROM users u ${where}
        ORDER BY u.created_at DESC, u.id LIMIT ${query.limit ?? USERS_DEFAULT_LIMIT} OFFSET ${query.offset ?? 0}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users u ${where}`),
  ])
  return { users: rows.map(toUser), total: Number(total?.n ?? 0) }
}

export async function getUser(db: Db | Tx, id: string): Promise<AdminUser> {
  const [row] = await queryRows<UserRow>(db, sql`SELECT ${userColumns} FROM users u WHERE u.id = ${id}`)
  if (!row) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND')
  return toUser(row)
}

/** Lock the target and every active Administrador (id order), then tell whether another one remains. */
async function lockAdmins(tx: Tx, userId: string) {
  const [target] = await queryRows<{ id: string; is_active: boolean; is_admin: boolean }>(
    tx,
    sql`SELECT u.id, u.is_active, ${hasRole(ROLE.admin)} AS is_admin FROM users u WHERE u.id = ${userId}`,
  )
  if (!target) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND')
  await tx.execute(
    sql`SELECT u.id FROM users u WHERE (u.is_active AND ${hasRole(ROLE.admin)}) OR u.id = ${userId}
      ORDER BY u.id FOR UPDATE`,
  )
  // A new statement, so it sees what a transaction that held these locks before us committed.
  const [others] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM users u WHERE u.is_active AND u.id <> ${userId} AND ${hasRole(ROLE.admin)}`,
  )
  return { target, otherActiveAdmins: Number(others?.n ?? 0) }
}

const bumpTokenVersion = (tx: Tx, userId: string) =>
  tx.execute(sql`UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE id = ${userId}`)

/** Give the account exactly these staff roles (Cliente stays). Returns whether anything changed. */
export async function setUserRoles(
  db: Db,
  actorId: string,
  userId: string,
  wanted: readonly StaffRole[],
): Promise<{ user: AdminUser; changed: boolean }> {
  return db.transaction(async (tx) => {
    const { target, otherActiveAdmins } = await lockAdmins(tx, userId)
    const keepsAdmin = wanted.includes(ROLE.admin)
    if (target.is_admin && !keepsAdmin) {
      if (userId === actorId) throw conflict(USER_MESSAGES.selfDemote, 'SELF_DEMOTION')
      if (target.is_active && otherActiveAdmins === 0) throw conflict(USER_MESSAGES.lastAdmin, 'LAST_ADMIN')
    }
    const toRemove = STAFF_ROLES.filter((role) => !wanted.includes(role))
    const removed = toRemove.length
      ? await queryRows<{ role_id: number }>(
          tx,
          sql`DELETE FROM user_roles ur USING roles r
            WHERE ur.role_id = r.id AND ur.user_id = ${userId} AND r.name IN (${sql.join(toRemove, sql`, `)})
            RETURNING ur.role_id`,
        )
      : []
    const added = wanted.length
      ? await queryRows<{ role_id: number }>(
          tx,
          sql`INSERT INTO user_roles (user_id, role_id)
            SELECT ${userId}, r.id FROM roles r WHERE r.name IN (${sql.join([...wanted], sql`, `)})
            ON CONFLICT DO NOTHING RETURNING role_id`,
        )
      : []
    const changed = removed.length + added.length > 0
    if (changed) await bumpTokenVersion(tx, userId)
    return { user: await getUser(tx, userId), changed }
  })
}

/** Deactivate or reactivate an account. Returns whether anything changed. */
export async function setUserActive(
  db: Db,
  actorId: string,
  userId: string,
  isActive: boolean,
): Promise<{ user: AdminUser; changed: boolean }> {
  return db.transaction(async (tx) => {
    const { target, otherActiveAdmins } = await lockAdmins(tx, userId)
    if (!isActive && target.is_active) {
      if (userId === actorId) throw conflict(USER_MESSAGES.selfDeactivate, 'SELF_DEACTIVATION')
      if (target.is_admin && otherActiveAdmins === 0) throw conflict(USER_MESSAGES.lastAdmin, 'LAST_ADMIN')
    }
    const changed = Boolean(target.is_active) !== isActive
    if (changed)
      await tx.execute(
        sql`UPDATE users SET is_active = ${isActive}, token_version = token_version + 1, updated_at = now()
          WHERE id = ${userId}`,
      )
    return { user: await getUser(tx, userId), changed }
  })
}
