import { describe, expect, test } from 'vitest'
import type { RouteAccess } from './plugins/auth'
import { ACCESS_TABLE } from './access-table'
import { createTestDist } from './test/seo-test-dist'
import { buildTestApp } from './test/build-test-app'
import { createAdmin, createEmployee, createUser } from './test/factories'

// docs/product/auth.md#access: walk EVERY route the app registered (collected by the onRoute hook in app.ts,
// storefront pages included) as four callers and compare each answer with ACCESS_TABLE. "Refused" means 401
// (no session) or 403 (wrong role); "let through" means any other answer below 500 (usually 400 for the empty
// body or the placeholder id, 404, or 200).

const ctx = await buildTestApp({ WEB_DIST: createTestDist(), OPS_TOKEN: 'token-de-operacion-de-prueba-123' })
const { app } = ctx
const callers = {
  anonymous: null,
  customer: await createUser(ctx),
  employee: await createEmployee(ctx),
  admin: await createAdmin(ctx),
}
type Caller = keyof typeof callers

/** What each caller must get from a route of each access level. */
const EXPECTED: Record<RouteAccess, Record<Caller, 401 | 403 | 'through'>> = {
  public: { anonymous: 'through', customer: 'through', employee: 'through', admin: 'through' },
  authenticated: { anonymous: 401, customer: 'through', employee: 'through', admin: 'through' },
  staff: { anonymous: 401, customer: 403, employee: 'through', admin: 'through' },
  admin: { anonymous: 401, customer: 403, employee: 403, admin: 'through' },
  // A user's session is never the operator's token, whatever the role.
  operator: { anonymous: 401, customer: 401, employee: 401, admin: 401 },
}

const routes = [...new Set(app.routeList.map((r) => `${r.method} ${r.url}`))]
/** HEAD routes are Fastify's automatic twins of GET routes and follow the GET row. */
const rowOf = (route: string) => route.replace(/^HEAD /, 'GET ')
/** A placeholder for every parameter: wrong-looking ids must still be refused before they are read. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x')

describe('the permission table', () => {
  test('lists every registered route, and only those', () => {
    expect(routes.length).toBeGreaterThan(100)
    const missing = routes.filter((route) => !(rowOf(route) in ACCESS_TABLE))
    expect(missing, 'routes without a row in apps/api/src/access-table.ts').toEqual([])
    const stale = Object.keys(ACCESS_TABLE).filter((row) => !routes.includes(row))
    expect(stale, 'rows whose route no longer exists').toEqual([])
  })

  test.each(routes)('%s answers every caller as the table says', async (route) => {
    const access = ACCESS_TABLE[rowOf(route)]
    if (!access) return // reported by the test above
    const [method, url] = route.split(' ') as [string, string]
    for (const [name, user] of Object.entries(callers) as [Caller, (typeof callers)[Caller]][]) {
      const res = await app.inject({
        method: method as 'GET',
        url: concrete(url),
        headers: user ? user.auth : {},
      })
      const expected = EXPECTED[access][name]
      if (expected === 'through') {
        expect([401, 403], `${route} as ${name}: ${res.body.slice(0, 200)}`).not.toContain(res.statusCode)
        expect(res.statusCode, `${route} as ${name}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
      } else {
        expect(res.statusCode, `${route} as ${name}`).toBe(expected)
      }
    }
  })
})
