// Role names as stored and shown (docs/product/auth.md#roles).
export const ROLE = {
  admin: 'Administrador',
  employee: 'Empleado',
  customer: 'Cliente',
} as const

export type RoleName = (typeof ROLE)[keyof typeof ROLE]
export const ROLE_NAMES: readonly RoleName[] = [ROLE.admin, ROLE.employee, ROLE.customer]

/** Staff = Administrador or Empleado (docs/product/auth.md#roles). */
export function isStaff(roles: readonly string[]): boolean {
  return roles.includes(ROLE.admin) || roles.includes(ROLE.employee)
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(ROLE.admin)
}

/**
 * Who may call a route. Every API route declares one of these (deny by default):
 * public = anyone, authenticated = any signed-in user, staff = Administrador or Empleado,
 * admin = Administrador only.
 */
export type Access = 'public' | 'authenticated' | 'staff' | 'admin'

export function rolesAllow(access: Access, roles: readonly string[] | null): boolean {
  switch (access) {
    case 'public':
      return true
    case 'authenticated':
      return roles !== null
    case 'staff':
      return roles !== null && isStaff(roles)
    case 'admin':
      return roles !== null && isAdmin(roles)
  }
}
