import { sql } from 'drizzle-orm'
import type { SessionUser } from '@vitrina/core/schemas/auth'
import { queryRows, type Db } from '../db/client'

export interface SessionUserRow extends SessionUser {
  token_version: number
  is_active: boolean
}

/** A user with roles and primary profile image in one statement (runs on every authenticated request). */
export async function findSessionUser(db: Db, id: string): Promise<SessionUserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const [row] = await queryRows<{
    id: string
    username: string
    email: string
    token_version: number
    is_active: boolean
    created_at: string | Date
    roles: string[] | null
    profile_image_url: string | null
  }>(
    db,
    sql`
    SELECT u.id, u.username, u.email, u.token_version, u.is_active, u.created_at,
      (SELECT array_agg(r.name ORDER BY r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles,
      (SELECT pi.image_url FROM profile_images pi WHERE pi.user_id = u.id AND pi.is_primary LIMIT 1) AS profile_image_url
    FROM users u WHERE u.id = ${id}`,
  )
  if (!row) return null
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    token_version: Number(row.token_version),
    is_active: Boolean(row.is_active),
    created_at: new Date(row.created_at).toISOString(),
    roles: row.roles ?? [],
    profile_image_url: row.profile_image_url,
  }
}

/** What the client may see of a session user. */
export function publicUser(user: SessionUserRow): SessionUser {
  const { id, username, email, roles, created_at, profile_image_url } = user
  return { id, username, email, roles, created_at, profile_image_url }
}
