import { screen, waitFor } from '@testing-library/react'
import { isKnownPage } from '@vitrina/core/paths'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi } from '../test/api-mock'
import { useSessionStore } from '../features/auth/session.store'
import { makeProductDetail } from '../test/fixtures'
import { makeUser, renderApp, signIn } from '../test/render-app'

beforeEach(() => {
  mockApi()
})

// docs/product/account.md#account-area, docs/product/back-office.md#admin-shell, docs/product/auth.md#access
describe('guards', () => {
  test.each(['/cuenta', '/cuenta/pedidos', '/checkout', '/pedido-confirmado/abc'])(
    'a logged-out visitor opening %s is sent to /login',
    async (path) => {
      const { history } = renderApp(path)
      expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument()
      expect(history.location.pathname).toBe('/login')
    },
  )

  test('a logged-out visitor opening /admin is sent to /login, replacing the history entry', async () => {
    const { history } = renderApp('/admin/productos')
    await screen.findByRole('heading', { name: 'Iniciar Sesión' })
    expect(history.location.pathname).toBe('/login')
    expect(history.action).toBe('REPLACE')
  })

  test('a Cliente opening /admin is sent to /login', async () => {
    signIn(makeUser({ roles: ['Cliente'] }))
    const { history } = renderApp('/admin')
    await screen.findByRole('heading', { name: 'Iniciar Sesión' })
    expect(history.location.pathname).toBe('/login')
  })

  test.each(['Administrador', 'Empleado'])('%s opens the back office', async (role) => {
    signIn(makeUser({ roles: [role] }))
    renderApp('/admin')
    expect(await screen.findByRole('heading', { name: 'Panel de Control' })).toBeInTheDocument()
  })

  test('an Empleado does not see users or settings, and is sent back to the dashboard from them', async () => {
    signIn(makeUser({ roles: ['Empleado'] }))
    const { history } = renderApp('/admin/usuarios')
    await screen.findByRole('heading', { name: 'Panel de Control' })
    expect(history.location.pathname).toBe('/admin')
    expect(screen.queryByRole('link', { name: 'Usuarios' })).not.toBeInTheDocument()
  })

  test('a revoked token (401 from /auth/me) logs out and lands on /login', async () => {
    mockApi({ 'GET /api/auth/me': () => json({ message: 'Sesión expirada.', code: 'UNAUTHORIZED' }, 401) })
    signIn(makeUser())
    const { history } = renderApp('/cuenta/pedidos')

    await screen.findByRole('heading', { name: 'Iniciar Sesión' })
    expect(history.location.pathname).toBe('/login')
    expect(useSessionStore.getState().token).toBeNull()
  })

  test('/cuenta opens /cuenta/perfil, with the username and e-mail in the sidebar', async () => {
    const user = signIn(makeUser())
    const { history } = renderApp('/cuenta')
    expect(await screen.findByRole('heading', { name: 'Mi Cuenta' })).toBeInTheDocument()
    expect(history.location.pathname).toBe('/cuenta/perfil')
    expect(screen.getAllByText(user.email).length).toBeGreaterThan(0)
  })
})

describe('every route of docs/product/platform.md#routes has its screen', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/products/12': () => json(makeProductDetail({ id: 12, name: 'Ruana de Lana' })),
      'GET /api/products/slug/camiseta-basica': () => json(makeProductDetail({ name: 'Camiseta Básica' })),
      'GET /api/about': () => json([{ section_key: 'hero', title: 'Sobre Nosotros', content: 'Hola.' }]),
    })
  })

  test.each([
    ['/', 'Vitrina'],
    ['/tienda', 'Tienda'],
    ['/producto/12', 'Ruana de Lana'],
    ['/carrito', 'Tu Carrito'],
    ['/faqs', 'Preguntas Frecuentes'],
    ['/sobre-nosotros', 'Sobre Nosotros'],
    ['/politicas', 'Nuestras Políticas'],
    ['/contacto', 'Ponte en Contacto'],
    ['/login', 'Iniciar Sesión'],
    ['/register', 'Crear Cuenta'],
    ['/recuperar-contrasena', 'Recuperar Contraseña'],
    ['/resetear-contrasena/abc', 'Restablecer Contraseña'],
    ['/lp/camiseta-basica', 'Camiseta Básica'],
    ['/no-existe', 'Página no encontrada'],
  ])('%s', async (path, heading) => {
    // The server answers 404 exactly where the router draws 'Página no encontrada' (isKnownPage).
    expect(isKnownPage(path)).toBe(heading !== 'Página no encontrada')
    renderApp(path)
    const headings = await screen.findAllByRole('heading', { level: 1 })
    expect(headings.map((h) => h.textContent)).toContainEqual(expect.stringContaining(heading))
  })

  test.each([
    ['/checkout', 'Finalizar Compra'],
    ['/pedido-confirmado/8d0b5c0e-6f0a-4c1e-9b7a-1c2d3e4f5a6b', '¡Gracias por tu compra!'],
    ['/cuenta/pedidos', 'Mi Historial de Pedidos'],
    ['/cuenta/direcciones', 'Mis Direcciones'],
    ['/cuenta/lista-de-deseos', 'Mi Lista de Deseos'],
  ])('%s (logged in)', async (path, heading) => {
    expect(isKnownPage(path)).toBe(true)
    signIn()
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  })

  test.each([
    ['/admin/productos', 'Productos'],
    ['/admin/productos/nuevo', 'Nuevo Producto'],
    ['/admin/productos/editar/3', 'Editar Producto'],
    ['/admin/descuentos', 'Descuentos'],
    ['/admin/productos-futuros', 'Productos Futuros'],
    ['/admin/productos-futuros/nuevo', 'Nuevo Producto Futuro'],
    ['/admin/productos-futuros/editar/3', 'Editar Producto Futuro'],
    ['/admin/categorias', 'Categorías'],
    ['/admin/categorias/nueva', 'Nueva Categoría'],
    ['/admin/categorias/editar/3', 'Editar Categoría'],
    ['/admin/pedidos', 'Pedidos'],
    ['/admin/pos', 'Punto de Venta'],
    ['/admin/usuarios', 'Usuarios'],
    ['/admin/envio', 'Envíos'],
    ['/admin/politicas', 'Políticas'],
    ['/admin/faqs', 'Preguntas Frecuentes'],
    ['/admin/editar-sobre-nosotros', 'Editar Sobre Nosotros'],
    ['/admin/mensajes', 'Mensajes'],
    ['/admin/configuracion', 'Configuración'],
    ['/admin/nada', 'Página no encontrada'],
  ])('%s (Administrador)', async (path, heading) => {
    expect(isKnownPage(path)).toBe(heading !== 'Página no encontrada')
    signIn(makeUser({ roles: ['Administrador'] }))
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  })

  test('the document title names the page and the store', async () => {
    renderApp('/tienda')
    await screen.findByRole('heading', { name: 'Tienda' })
    await waitFor(() => expect(document.title).toBe('Tienda | Vitrina'))
  })
})
