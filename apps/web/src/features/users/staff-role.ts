import { ROLE } from '@vitrina/core/roles'
import type { StaffRole } from '@vitrina/core/schemas/users'

// The Users screen offers one choice per account: customer only, Empleado or Administrador (an
// Administrador can already do everything an Empleado can, so holding both adds nothing).

export const STAFF_CHOICES = [
  { value: 'cliente', label: 'Cliente', roles: [] },
  { value: 'empleado', label: 'Empleado', roles: [ROLE.employee] },
  { value: 'administrador', label: 'Administrador', roles: [ROLE.admin] },
] as const satisfies readonly { value: string; label: string; roles: readonly StaffRole[] }[]

export type StaffChoice = (typeof STAFF_CHOICES)[number]['value']

export function staffChoiceOf(roles: readonly string[]): StaffChoice {
  if (roles.includes(ROLE.admin)) return 'administrador'
  if (roles.includes(ROLE.employee)) return 'empleado'
  return 'cliente'
}

export function rolesOf(choice: StaffChoice): StaffRole[] {
  return [...STAFF_CHOICES.find((c) => c.value === choice)!.roles]
}
