import { describe, expect, test } from 'vitest'
import { ROLE } from '@vitrina/core/roles'
import type { AdminUser } from '@vitrina/core/schemas/users'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser, type TestUser } from '../../test/factories'

// docs/product/back-office.md#users: Administrador only; role and status changes end the account's sessions
// at once; nobody demotes or deactivates themselves and the last active Administrador stays.

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)

const list = (query = '', user: TestUser | null = admin) =>
  app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: user ? user.auth : {} })
const setRoles = (target: string, roles: unknown, user: TestUser = admin) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/users/${target}/roles`,
    headers: user.auth,
    payload: { roles },
  })
const setActive = (target: string, is_active: unknown, user: TestUser = admin) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/users/${target}/status`,
    headers: user.auth,
    payload: { is_active },
  })
const me = (user: TestUser) => app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })

describe('GET /api/admin/users', () => {
  test('lists accounts newest first with roles, searches and filters, paginated with X-Total-Count', async () => {
    const ana = await createUser(ctx)
    const res = await list('?limit=2')
    expect(res.statusCode).toBe(200)
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(3)
    const [first] = res.json<AdminUser[]>()
    expect(first).toMatchObject({
      id: ana.user.id,
      email: ana.email,
      roles: [ROLE.customer],
      is_active: true,
    })

    const found = (await list(`?search=${encodeURIComponent(ana.user.username.toUpperCase())}`)).json<
      AdminUser[]
    >()
    expect(found.map((u) => u.id)).toEqual([ana.user.id])
    const staff = (await list('?role=Empleado')).json<AdminUser[]>()
    expect(staff.map((u) => u.id)).toEqual([employee.user.id])
    expect(staff[0]!.roles).toEqual(expect.arrayContaining([ROLE.employee, ROLE.customer]))
  })

  test('Administrador only; bad filters are a Spanish 400', async () => {
    expect((await list('', null)).statusCode).toBe(401)
    expect((await list('', employee)).statusCode).toBe(403)
    const bad = await list('?role=Jefe')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('Rol no válido')
  })
})

describe('PUT /api/admin/users/{id}/roles', () => {
  test('granting Empleado makes a staff member; removing it ends their sessions at once', async () => {
    const luis = await createUser(ctx)
    const granted = await setRoles(luis.user.id, [ROLE.employee])
    expect(granted.statusCode).toBe(200)
    expect(granted.json<AdminUser>().roles).toEqual(expect.arrayContaining([ROLE.employee, ROLE.customer]))
    // The token from before the change no longer works: luis signs in again and is staff.
    expect((await me(luis)).statusCode).toBe(401)
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: luis.email, password: luis.password },
    })
    const token = login.json<{ token: string }>().token
    const fresh = { ...luis, auth: { authorization: `Bearer ${token}` } }
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: fresh.auth })).statusCode,
    ).toBe(200)

    const removed = await setRoles(luis.user.id, [])
    expect(removed.json<AdminUser>().roles).toEqual([ROLE.customer])
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: fresh.auth })).statusCode,
    ).toBe(401)
  })

  test('the same roles again change nothing and keep the sessions', async () => {
    const res = await setRoles(employee.user.id, [ROLE.employee])
    expect(res.statusCode).toBe(200)
    expect((await me(employee)).statusCode).toBe(200)
  })

  test('an admin cannot demote themselves', async () => {
    const self = await setRoles(admin.user.id, [ROLE.employee])
    expect(self.statusCode).toBe(409)
    expect(self.json()).toEqual({
      message: 'No puedes quitarte el rol de Administrador a ti mismo.',
      code: 'SELF_DEMOTION',
    })
  })

  test('two admins demoting each other at once: one wins and an Administrador always remains', async () => {
    const a = await createAdmin(ctx)
    const b = await createAdmin(ctx)
    const admins = (await list('?role=Administrador&limit=100', a)).json<AdminUser[]>()
    for (const other of admins)
      if (other.id !== a.user.id && other.id !== b.user.id)
        expect((await setRoles(other.id, [], a)).statusCode).toBe(200)

    const results = await Promise.all([setRoles(b.user.id, [], a), setRoles(a.user.id, [], b)])
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1)
    // The loser either lost its session first (401) or reached the guard with it (409 LAST_ADMIN).
    const loser = results.find((r) => r.statusCode !== 200)!
    expect([401, 409]).toContain(loser.statusCode)
    if (loser.statusCode === 409)
      expect(loser.json()).toEqual({
        message: 'La tienda debe conservar al menos un Administrador activo.',
        code: 'LAST_ADMIN',
      })
    const winner = results[0]!.statusCode === 200 ? a : b
    const left = (await list('?role=Administrador&status=activo', winner)).json<AdminUser[]>()
    expect(left.map((u) => u.id)).toEqual([winner.user.id])
  })

  test('bad input: unknown role, repeated role, not a list, bad id, unknown user', async () => {
    for (const roles of [['Jefe'], [ROLE.employee, ROLE.employee], 'Empleado', [ROLE.customer]]) {
      const res = await setRoles(employee.user.id, roles, await freshAdmin())
      expect(res.statusCode, JSON.stringify(roles)).toBe(400)
    }
    const admin2 = await freshAdmin()
    expect((await setRoles('no-es-un-id', [], admin2)).statusCode).toBe(400)
    const missing = await setRoles('00000000-0000-4000-8000-000000000000', [], admin2)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Usuario no encontrado.')
  })
})

describe('PUT /api/admin/users/{id}/status', () => {
  test('deactivating ends the sessions at once and refuses login; reactivating lets them back in', async () => {
    const boss = await freshAdmin()
    const marta = await createUser(ctx)
    const off = await setActive(marta.user.id, false, boss)
    expect(off.statusCode).toBe(200)
    expect(off.json<AdminUser>().is_active).toBe(false)
    expect((await me(marta)).statusCode).toBe(401)
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: marta.email, password: marta.password },
      })
    expect((await login()).statusCode).toBe(403)
    expect((await list('?status=inactivo', boss)).json<AdminUser[]>().map((u) => u.id)).toContain(
      marta.user.id,
    )

    expect((await setActive(marta.user.id, true, boss)).json<AdminUser>().is_active).toBe(true)
    expect((await login()).statusCode).toBe(200)
  })

  test('nobody deactivates themselves; a boolean is required', async () => {
    const boss = await freshAdmin()
    const self = await setActive(boss.user.id, false, boss)
    expect(self.statusCode).toBe(409)
    expect(self.json().message).toBe('No puedes desactivar tu propia cuenta.')
    const bad = await setActive(employee.user.id, 'no', boss)
    expect(bad.statusCode).toBe(400)
  })

  test('an Empleado cannot change accounts', async () => {
    const res = await setActive(admin.user.id, false, employee)
    expect(res.statusCode).toBe(403)
  })
})

/** A new Administrador (earlier tests revoke some admins' tokens on purpose). */
function freshAdmin() {
  return createAdmin(ctx)
}
