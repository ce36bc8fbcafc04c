import { rolesAllow, type Access } from '@vitrina/core/roles'
import { Navigate, Outlet } from 'react-router'
import { useSessionStore } from '../features/auth/session.store'
import { paths } from '@vitrina/core/paths'

/**
 * Renders the child routes only for users the access level allows (docs/product/auth.md#access); others are
 * sent to `redirectTo`, replacing the history entry so Back does not bounce them into the guard again.
 */
export function RequireAccess({
  access,
  redirectTo = paths.login,
}: {
  access: Exclude<Access, 'public'>
  redirectTo?: string
}) {
  const roles = useSessionStore((state) => (state.isAuthenticated ? (state.user?.roles ?? null) : null))
  if (!rolesAllow(access, roles)) return <Navigate to={redirectTo} replace />
  return <Outlet />
}
