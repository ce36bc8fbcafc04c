import { randomBytes } from 'node:crypto'
import { ROLE, type RoleName } from '@vitrina/core/roles'
import type { SessionUser } from '@vitrina/core/schemas/auth'
import { grantRoles } from '../../db/bootstrap'
import { users } from '../../db/schema'
import { hashPassword } from '../../lib/passwords'
import { buildTestApp, type TestContext } from '../build-test-app'

export interface TestUser {
  user: SessionUser
  token: string
  email: string
  password: string
  auth: { authorization: string }
}

let counter = 0

/** Register a customer through the API (the front door), optionally granting staff roles. */
export async function createUser(
  ctx: TestContext,
  options: { roles?: RoleName[]; password?: string } = {},
): Promise<TestUser> {
  counter += 1
  const suffix = `${counter}${randomBytes(3).toString('hex')}`
  const email = `usuario${suffix}@correo.co`
  const password = options.password ?? 'clave-segura-1'
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `usuario${suffix}`, email, password, privacy_policy_accepted: true },
  })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`)
  const body = res.json<{ token: string; user: SessionUser }>()
  if (options.roles?.length) await grantRoles(ctx.app.db, body.user.id, options.roles)
  return {
    user: body.user,
    token: body.token,
    email,
    password,
    auth: { authorization: `Bearer ${body.token}` },
  }
}

export const createAdmin = (ctx: TestContext) => createUser(ctx, { roles: [ROLE.admin] })
export const createEmployee = (ctx: TestContext) => createUser(ctx, { roles: [ROLE.employee] })

/** Calls the app with an optional JSON payload, as `user` unless other headers are given. */
export function callerAs(ctx: TestContext, user: Pick<TestUser, 'auth'>) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = user.auth,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
}

/**
 * The start of a staff resource's tests: a fresh app with an Administrador, an Empleado and a customer,
 * and `call` as the Administrador.
 */
export async function staffTestApp(...args: Parameters<typeof buildTestApp>) {
  const ctx = await buildTestApp(...args)
  const admin = await createAdmin(ctx)
  const employee = await createEmployee(ctx)
  const customer = await createUser(ctx)
  return { ctx, app: ctx.app, admin, employee, customer, call: callerAs(ctx, admin) }
}

/** A user inserted directly, for tests that need an account the API would not create (inactive...). */
export async function insertUser(
  ctx: TestContext,
  values: { email: string; username: string; password: string; is_active?: boolean },
) {
  const [row] = await ctx.app.db
    .insert(users)
    .values({
      email: values.email,
      username: values.username,
      password_hash: await hashPassword(values.password),
      is_active: values.is_active ?? true,
    })
    .returning({ id: users.id })
  await grantRoles(ctx.app.db, row!.id, [ROLE.customer])
  return row!.id
}
