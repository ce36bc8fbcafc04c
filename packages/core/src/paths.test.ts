import { describe, expect, test } from 'vitest'
import { isKnownPage, isPrivatePath, pathTo, paths, PRIVATE_PATHS } from './paths'

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

describe('isKnownPage (docs/product/platform.md#seo)', () => {
  test.each([
    '/',
    '/tienda',
    '/tienda?category=camisetas',
    '/tienda/',
    '/producto/12',
    '/producto/abc',
    '/lp/verano',
    '/pedido-confirmado/6f1c2d4e-1111-4aaa-8bbb-00000000ab12',
    '/resetear-contrasena',
    '/resetear-contrasena/abc',
    '/cuenta',
    '/cuenta/lista-de-deseos',
    '/admin',
    '/admin/productos/editar/3',
    '/admin/pedidos/6f1c2d4e-1111-4aaa-8bbb-00000000ab12',
    '/faqs#envios',
  ])('%s is a page', (url) => expect(isKnownPage(url)).toBe(true))

  test.each([
    '/no-existe',
    '/producto',
    '/producto/',
    '/producto/12/extra',
    '/tiendas',
    '/cuenta/otra',
    '/admin/nada',
    '/admin/productos/editar',
    '//',
    '/lp',
  ])('%s is not', (url) => expect(isKnownPage(url)).toBe(false))
})
