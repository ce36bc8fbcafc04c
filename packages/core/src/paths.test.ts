import { describe, expect, test } from 'vitest'
import { isPrivatePath, pathTo, paths, PRIVATE_PATHS } from './paths'

describe('isPrivatePath (docs/product/platform.md#privacy)', () => {
  test.each([
    '/checkout',
    '/pedido-confirmado/12',
    '/cuenta',
    '/cuenta/pedidos',
    '/admin',
    '/admin/productos/editar/3',
    '/resetear-contrasena',
    '/resetear-contrasena/abc',
    '/recuperar-contrasena',
    '/login',
    '/login?next=/cuenta',
    '/register',
    '/checkout#pago',
  ])('%s is private', (path) => expect(isPrivatePath(path)).toBe(true))

  test.each([
    '/',
    '/tienda',
    '/producto/1',
    '/carrito',
    '/faqs',
    '/contacto',
    '/lp/verano',
    '/cuentas',
    '/administrar',
  ])('%s is public', (path) => expect(isPrivatePath(path)).toBe(false))

  test('every private page is one of the routes', () => {
    const all = JSON.stringify(paths)
    for (const page of PRIVATE_PATHS) expect(all).toContain(page)
  })
})

describe('pathTo', () => {
  test('fills and encodes the parameters', () => {
    expect(pathTo(paths.product, { id: 12 })).toBe('/producto/12')
    expect(pathTo(paths.resetPassword, { token: 'a/b c' })).toBe('/resetear-contrasena/a%2Fb%20c')
    expect(pathTo(paths.account.orders, {})).toBe('/cuenta/pedidos')
  })
})
