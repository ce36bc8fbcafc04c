import { desc } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { visits } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { createUser } from '../../test/factories'
import { visitsPerDay } from './visits.service'

// docs/product/platform.md#visit-tracking (POST /api/analytics/track-visit) and the visits per day of
// docs/product/back-office.md#dashboard.

const ctx = await buildTestApp()
const { app } = ctx
const limited = await buildTestApp({ RATE_LIMIT_MAX: '1' })
const track = (payload?: string | object, headers: Record<string, string> = {}, target = app) =>
  target.inject({
    method: 'POST',
    url: '/api/analytics/track-visit',
    headers: { 'content-type': 'application/json', ...headers },
    payload: payload === undefined ? '' : payload,
  })
const newest = async () => (await app.db.select().from(visits).orderBy(desc(visits.id)).limit(1))[0]!

describe('visit tracking', () => {
  test('the SPA call (JSON content type, empty body) records an anonymous visit: 204', async () => {
    const res = await track()
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(await newest()).toMatchObject({ path: null, user_id: null })
  })

  test('a logged-in visit keeps the account and the path, without query string or reset tokens', async () => {
    const customer = await createUser(ctx)
    expect((await track({ path: '/tienda?search=camisa#arriba' }, customer.auth)).statusCode).toBe(204)
    expect(await newest()).toMatchObject({ path: '/tienda', user_id: customer.user.id })
    await track({ path: '/resetear-contrasena/9f8e7d6c5b4a' })
    expect((await newest()).path).toBe('/resetear-contrasena')
    await track({})
    expect((await newest()).path).toBeNull()
  })

  test('bad input is a 400 in Spanish', async () => {
    expect((await track({ path: 'tienda' })).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'La ruta debe empezar por /.',
    })
    expect((await track({ path: `/${'a'.repeat(500)}` })).json().message).toBe('La ruta es demasiado larga.')
    expect((await track({ path: 3 })).json().message).toBe('La ruta debe ser texto.')
    expect((await track({ path: '/', user_id: 'x' })).statusCode).toBe(400)
    expect((await track('{"path":')).json().message).toBe('El cuerpo de la solicitud no es un JSON válido.')
  })

  test('it is rate limited (a public write)', async () => {
    for (let i = 0; i < 6; i += 1) expect((await track(undefined, {}, limited.app)).statusCode).toBe(204)
    expect((await track(undefined, {}, limited.app)).statusCode).toBe(429)
  })

  test('visitsPerDay counts Bogotá days, oldest first, with empty days as 0', async () => {
    await app.db.delete(visits)
    const now = new Date('2026-03-10T12:00:00Z') // 07:00 in Bogotá
    await app.db.insert(visits).values([
      { visited_at: new Date('2026-03-08T05:00:00Z') }, // 8 March, 00:00 in Bogotá
      { visited_at: new Date('2026-03-10T04:59:00Z') }, // still 9 March in Bogotá
      { visited_at: new Date('2026-03-10T05:00:00Z') }, // 10 March
      { visited_at: new Date('2026-03-10T11:00:00Z') },
      { visited_at: new Date('2026-03-06T12:00:00Z') }, // before the window
    ])
    expect(await visitsPerDay(app.db, 4, now)).toEqual([
      { day: '2026-03-07', visits: 0 },
      { day: '2026-03-08', visits: 1 },
      { day: '2026-03-09', visits: 1 },
      { day: '2026-03-10', visits: 2 },
    ])
    expect(await visitsPerDay(app.db, 30, now)).toHaveLength(30)
    expect((await visitsPerDay(app.db, 1)).length).toBe(1)
  })
})
