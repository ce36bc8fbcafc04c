import { sql } from 'drizzle-orm'
import type { SessionUser } from '@vitrina/core/schemas/auth'
import { queryRows, type Db } from '../db/client'
import type { ChangeBus } from './change-bus'

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

/** Change-bus topic whose detail is the id of a user whose session data changed (roles, status, photo...). */
export const SESSION_USER_TOPIC = 'session-user'

export interface SessionCache {
  /** The session user, from memory when read lately and not changed since, else from the database. */
  find(id: string): Promise<SessionUserRow | null>
  /** Drop a user's remembered session on every instance: call it after committing any change to it. */
  forget(id: string): void
}

/**
 * The session lookup of every authenticated request, remembered (docs/security.md#session-cache): a role
 * change, a deactivation, a new password or a new profile photo publishes SESSION_USER_TOPIC, which drops the
 * user on every instance before the answer leaves; `ttlMs` bounds how long a lost message could keep an old
 * answer. A lookup that was running when the news came is not remembered.
 */
export function createSessionCache(
  db: Db,
  changes: ChangeBus,
  { ttlMs = 30_000, maxEntries = 10_000, now = Date.now } = {},
): SessionCache {
  const entries = new Map<string, { row: SessionUserRow; at: number }>()
  let generation = 0
  changes.subscribe(SESSION_USER_TOPIC, (id) => {
    generation += 1
    if (id) entries.delete(id)
    else entries.clear()
  })
  return {
    async find(id) {
      const hit = entries.get(id)
      if (hit && now() - hit.at < ttlMs) return hit.row
      const started = generation
      const row = await findSessionUser(db, id)
      if (row && generation === started) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
        entries.delete(id)
        entries.set(id, { row, at: now() })
      }
      return row
    },
    forget: (id) => changes.publish(SESSION_USER_TOPIC, id),
  }
}
