import { describe, expect, test } from 'vitest'
import type { RouteAccess } from './plugins/auth'
import { createTestDist } from './test/seo-test-dist'
import { buildTestApp } from './test/build-test-app'
import { createAdmin, createEmployee, createUser } from './test/factories'

// docs/product/auth.md#access: every route the app registered (collected by the onRoute hook in app.ts,
// storefront pages included) with the access it declares. The map is compared with the committed
// access-map.snapshot.json, so a new route or a changed access shows in review; after adding routes,
// regenerate it with `npx vitest run --project api apps/api/src/access-map.test.ts -u` (docs/README.md#access-map).
// Then each route is called as four callers and each answer checked against its access. "Refused" means 401
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

const accessMap: Record<string, RouteAccess> = {}
for (const { method, url, access } of app.routeList) accessMap[`${method} ${url}`] = access
const routes = Object.keys(accessMap).sort()
/** A placeholder for every parameter: wrong-looking ids must still be refused before they are read. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x')

describe('the access map', () => {
  test('matches the committed snapshot', async () => {
    expect(routes.length).toBeGreaterThan(100)
    const sorted = Object.fromEntries(routes.map((route) => [route, accessMap[route]]))
    await expect(`${JSON.stringify(sorted, null, 2)}\n`).toMatchFileSnapshot('./access-map.snapshot.json')
  })

  test.each(routes)('%s answers every caller as it declares', async (route) => {
    const access = accessMap[route] as RouteAccess
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
