import { describe, expect, test } from 'vitest'
import { settings } from '../../db/schema'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createEmployee, createUser } from '../../test/factories'

const ctx = await buildTestApp()
const { app } = ctx
const admin = await createAdmin(ctx)

const put = (payload: unknown, headers: Record<string, string> = admin.auth) =>
  app.inject({ method: 'PUT', url: '/api/settings', headers, payload: payload as object })
const get = async () =>
  (await app.inject({ method: 'GET', url: '/api/settings' })).json<
    { setting_key: string; setting_value: string }[]
  >()
const valueOf = async (key: string) => (await get()).find((s) => s.setting_key === key)?.setting_value

describe('GET /api/settings', () => {
  test('lists public keys only', async () => {
    await app.db.insert(settings).values([
      { setting_key: 'store_name', setting_value: 'Moda Andina' },
      { setting_key: 'internal_secret', setting_value: 'no-debe-salir' },
    ])
    await put([{ setting_key: 'store_slogan', setting_value: 'Hecho en Colombia' }])
    const list = await get()
    expect(list).toContainEqual({ setting_key: 'store_name', setting_value: 'Moda Andina' })
    expect(JSON.stringify(list)).not.toContain('no-debe-salir')
  })
})

describe('PUT /api/settings', () => {
  test('an Administrador saves a list, and the public list shows it at once', async () => {
    const res = await put([
      { setting_key: 'theme_primary_color', setting_value: '#0F766E' },
      { setting_key: 'tax_enabled', setting_value: 'true' },
      { setting_key: 'tax_rate', setting_value: '0.19' },
    ])
    expect(res.statusCode).toBe(200)
    // The answer is the saved list itself (the admin form resets to it), not the list cached before.
    expect(res.json()).toContainEqual({ setting_key: 'theme_primary_color', setting_value: '#0F766E' })
    expect(await valueOf('theme_primary_color')).toBe('#0F766E')
    expect(await valueOf('tax_rate')).toBe('0.19')
    const back = await put([{ setting_key: 'theme_primary_color', setting_value: '#2563EB' }])
    expect(back.json()).toContainEqual({ setting_key: 'theme_primary_color', setting_value: '#2563EB' })
  })

  test('one bad value refuses the whole list, naming the key, and changes nothing', async () => {
    await put([{ setting_key: 'shipping_cost', setting_value: '12000' }])
    const res = await put([
      { setting_key: 'shipping_cost', setting_value: '15000' },
      { setting_key: 'theme_accent_color', setting_value: 'naranja' },
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('theme_accent_color')
    expect(await valueOf('shipping_cost')).toBe('12000')
  })

  test('unknown keys and wrong shapes are refused', async () => {
    expect((await put([{ setting_key: 'paypal_client_secret', setting_value: 'x' }])).statusCode).toBe(400)
    expect((await put({ store_name: 'x' })).statusCode).toBe(400)
    expect((await put([])).statusCode).toBe(400)
    expect((await put([{ setting_key: 'store_name', setting_value: 5 }])).statusCode).toBe(400)
  })

  test('only an Administrador may write settings', async () => {
    const body = [{ setting_key: 'store_name', setting_value: 'Hackeada' }]
    expect((await put(body, {})).statusCode).toBe(401)
    expect((await put(body, (await createUser(ctx)).auth)).statusCode).toBe(403)
    const asEmployee = await put(body, (await createEmployee(ctx)).auth)
    expect(asEmployee.statusCode).toBe(403)
    expect(asEmployee.json()).toEqual({
      message: 'No tienes permiso para realizar esta acción.',
      code: 'FORBIDDEN',
    })
    expect(await valueOf('store_name')).not.toBe('Hackeada')
  })
})
