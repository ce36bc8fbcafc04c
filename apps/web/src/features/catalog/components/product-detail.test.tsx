import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { useCartStore } from '../../cart/cart.store'
import { deferred, json, mockApi } from '../../../test/api-mock'
import { makeProductDetail, makeProductWithOptions } from '../../../test/fixtures'
import { renderApp } from '../../../test/render-app'

const addButton = () =>
  screen.getByRole('button', {
    name: /Añadir al Carrito|Selecciona las opciones|Combinación no disponible|Agotado/,
  })

describe('/producto/{id} (docs/product/catalogue.md#product-detail)', () => {
  test("'Cargando producto...' while loading, then breadcrumb, name, price and the description tabs", async () => {
    const pending = deferred<Response>()
    mockApi({ 'GET /api/products/5': () => pending.promise })
    renderApp('/producto/5')
    expect(await screen.findByText('Cargando producto...')).toBeInTheDocument()
    pending.resolve(
      json(
        makeProductDetail({
          id: 5,
          name: 'Ruana de Lana',
          price: 200_000,
          discount_price: 160_000,
          brand: null,
          categories: [],
        }),
      ),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Ruana de Lana' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' })
    expect(within(crumbs).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/')
    expect(within(crumbs).getByRole('link', { name: 'Tienda' })).toHaveAttribute('href', '/tienda')
    expect(within(crumbs).getByText('Ruana de Lana')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('$ 200.000').closest('s')).not.toBeNull()
    expect(screen.getByRole('link', { name: '5 reseñas' })).toHaveAttribute('href', '#reviews')
    expect(screen.getByText('10 disponibles')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Especificaciones' }))
    const specs = screen.getByRole('tabpanel', { name: 'Especificaciones' })
    expect(within(specs).getByText('N/A')).toBeInTheDocument()
    expect(within(specs).getByText('Sin categoría')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Reseñas (5)' })).toBeInTheDocument()
  })

  test("'Producto no encontrado.' for an unknown product; 'Error al cargar producto' on other failures", async () => {
    mockApi({
      'GET /api/products/404': () => json({ message: 'Producto no encontrado.', code: 'NOT_FOUND' }, 404),
      'GET /api/products/500': () => json({ message: 'Base de datos caída', code: 'X' }, 500),
    })
    renderApp('/producto/404')
    expect(await screen.findByText('Producto no encontrado.')).toBeInTheDocument()
    renderApp('/producto/500')
    const alert = (await screen.findByText('Error al cargar producto')).closest('[role="alert"]')!
    expect(alert).toHaveTextContent('Error: No se pudo cargar el producto.')
    expect(alert).not.toHaveTextContent('Base de datos caída')
  })

  // docs/product/catalogue.md#purchase-button
  test('the variant button states and the cart line of a variant', async () => {
    mockApi({ 'GET /api/products/7': () => json(makeProductWithOptions()) })
    renderApp('/producto/7')
    const user = userEvent.setup()
    await screen.findByRole('heading', { level: 1, name: 'Camiseta Pima' })

    expect(addButton()).toHaveTextContent('Selecciona las opciones')
    expect(addButton()).toBeDisabled()
    expect(screen.getByText('8 disponibles')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'S' }))
    await user.click(screen.getByRole('radio', { name: /Azul/ }))
    expect(addButton()).toHaveTextContent('Combinación no disponible')
    expect(addButton()).toBeDisabled()
    expect(screen.getAllByText('Combinación no disponible')).toHaveLength(2)

    await user.click(screen.getByRole('radio', { name: /^M/ }))
    await user.click(screen.getByRole('radio', { name: /Rojo/ }))
    expect(addButton()).toHaveTextContent('Agotado')
    expect(addButton()).toBeDisabled()
    expect(screen.getByRole('button', { name: /Avísame cuando vuelva/ })).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: /Azul/ }))
    expect(screen.getByText('$ 59.900')).toBeInTheDocument()
    expect(screen.getByText('5 disponibles')).toBeInTheDocument()
    await user.click(addButton())
    expect(addButton()).toHaveTextContent('Añadir al Carrito')
    expect(await screen.findByText('Camiseta Pima (M / Azul) se añadió al carrito')).toBeInTheDocument()
    expect(useCartStore.getState().lines).toEqual([
      expect.objectContaining({
        id: '7-102',
        productId: 7,
        variantId: 102,
        name: 'Camiseta Pima (M / Azul)',
        price: 59_900,
        stock_quantity: 5,
        quantity: 1,
      }),
    ])
  })

  test("a product without options and without stock is 'Agotado'", async () => {
    mockApi({ 'GET /api/products/3': () => json(makeProductDetail({ id: 3, stock_quantity: 0 })) })
    renderApp('/producto/3')
    await screen.findByRole('heading', { level: 1 })
    expect(addButton()).toHaveTextContent('Agotado')
    expect(addButton()).toBeDisabled()
  })

  test('a product without photos shows the placeholder, with nothing to open', async () => {
    mockApi({
      'GET /api/products/9': () => json(makeProductDetail({ id: 9, name: 'Ruana Nueva', images: [] })),
    })
    renderApp('/producto/9')
    await screen.findByRole('heading', { level: 1, name: 'Ruana Nueva' })
    expect(screen.queryByRole('button', { name: /Ampliar foto/ })).not.toBeInTheDocument()
    expect(document.querySelector('main img[src="/placeholder.svg"]')).not.toBeNull()
  })

  test("share copies the link with '¡Enlace copiado!' and offers WhatsApp with a Spanish message", async () => {
    mockApi({ 'GET /api/products/5': () => json(makeProductDetail({ id: 5, name: 'Ruana' })) })
    renderApp('/producto/5')
    const user = userEvent.setup()
    await screen.findByRole('heading', { level: 1, name: 'Ruana' })
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }))
    expect(await screen.findByText('¡Enlace copiado!')).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/producto/5`)
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ })
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toMatch(
      /^https:\/\/wa\.me\/\?text=¡Mira este producto en Vitrina! Ruana por \$\s50\.000: http/,
    )
  })

  test('the description is cut to 155 characters for the page description; the title is the name', async () => {
    mockApi({
      'GET /api/products/5': () =>
        json(makeProductDetail({ id: 5, name: 'Ruana', description: 'x'.repeat(300) })),
    })
    renderApp('/producto/5')
    await screen.findByRole('heading', { level: 1, name: 'Ruana' })
    await waitFor(() => expect(document.title).toBe('Ruana | Vitrina'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'x'.repeat(155),
    )
  })
})
