import { describe, expect, test } from 'vitest'
import { isAdmin, isStaff, rolesAllow, ROLE } from './roles'

describe('roles', () => {
  test('Administrador and Empleado are staff, Cliente is not', () => {
    expect(isStaff([ROLE.admin])).toBe(true)
    expect(isStaff([ROLE.employee])).toBe(true)
    expect(isStaff([ROLE.customer])).toBe(false)
    expect(isAdmin([ROLE.employee, ROLE.customer])).toBe(false)
  })

  test('access levels deny by default', () => {
    expect(rolesAllow('public', null)).toBe(true)
    expect(rolesAllow('authenticated', null)).toBe(false)
    expect(rolesAllow('authenticated', [ROLE.customer])).toBe(true)
    expect(rolesAllow('staff', [ROLE.customer])).toBe(false)
    expect(rolesAllow('staff', [ROLE.employee])).toBe(true)
    expect(rolesAllow('admin', [ROLE.employee])).toBe(false)
    expect(rolesAllow('admin', [ROLE.admin])).toBe(true)
  })
})
