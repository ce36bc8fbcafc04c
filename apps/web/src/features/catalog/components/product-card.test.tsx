import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { useCartStore } from '../../cart/cart.store'
import { json, mockApi } from '../../../test/api-mock'
import { makeProduct } from '../../../test/fixtures'
import { renderApp, signIn } from '../../../test/render-app'

const simple = makeProduct({ id: 1, name: 'Mochila Wayuu', price: 180_000, discount_price: 150_000 })
const withOptions = makeProduct({ id: 2, name: 'Camiseta Pima', has_options: true })
const soldOut = makeProduct({ id: 3, name: 'Sombrero Vueltiao', stock_quantity: 0 })

function renderShop(extra: Parameters<typeof mockApi>[0] = {}) {
  const fetch = mockApi({
    'GET /api/products': () => json([simple, withOptions, soldOut]),
    ...extra,
  })
  const view = renderApp('/tienda')
  return { fetch, ...view }
}

const card = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('article') as HTMLElement

describe('product card (docs/product/catalogue.md#product-card)', () => {
  test('links to the detail and strikes the list price through when discounted', async () => {
    renderShop()
    const mochila = await card('Mochila Wayuu')
    expect(within(mochila).getByRole('link', { name: 'Mochila Wayuu' })).toHaveAttribute(
      'href',
      '/producto/1',
    )
    expect(within(mochila).getByText('$ 150.000')).toBeInTheDocument()
    expect(within(mochila).getByText('$ 180.000').closest('s')).not.toBeNull()
    expect(within(mochila).getByText('-17%')).toBeInTheDocument()
    expect(within(mochila).getByRole('img', { name: 'Calificación: 4 de 5 estrellas' })).toBeInTheDocument()
  })

  test("in stock without options: 'Añadir al Carrito' adds one unit and names it in a toast", async () => {
    renderShop()
    const user = userEvent.setup()
    await user.click(within(await card('Mochila Wayuu')).getByRole('button', { name: 'Añadir al Carrito' }))
    expect(await screen.findByText('Mochila Wayuu se añadió al carrito')).toBeInTheDocument()
    expect(useCartStore.getState().lines).toMatchObject([
      { id: '1', productId: 1, variantId: null, quantity: 1, price: 180_000, discount_price: 150_000 },
    ])
    expect(screen.getByRole('link', { name: 'Carrito (1 producto)' })).toBeInTheDocument()
  })

  test("with options: 'Ver Opciones' goes to the detail", async () => {
    renderShop()
    expect(within(await card('Camiseta Pima')).getByRole('link', { name: 'Ver Opciones' })).toHaveAttribute(
      'href',
      '/producto/2',
    )
  })

  test("no stock: 'Agotado - Notificarme' opens the notify dialog", async () => {
    renderShop()
    const user = userEvent.setup()
    await user.click(
      within(await card('Sombrero Vueltiao')).getByRole('button', { name: 'Agotado - Notificarme' }),
    )
    expect(await screen.findByRole('dialog', { name: 'Avísame cuando llegue' })).toBeInTheDocument()
  })

  test('the compare toggle is highlighted while the product is in the comparison', async () => {
    renderShop()
    const user = userEvent.setup()
    const toggle = within(await card('Camiseta Pima')).getByRole('button', { name: 'Comparar Camiseta Pima' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(
      within(await card('Camiseta Pima')).getByRole('button', {
        name: 'Quitar Camiseta Pima de la comparación',
      }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Comparar productos (1)' })).toBeInTheDocument()
  })
})

describe('wishlist toggle (docs/product/catalogue.md#wishlist)', () => {
  test('logged out: asks to log in and calls nothing', async () => {
    const { fetch } = renderShop()
    const user = userEvent.setup()
    await user.click(
      within(await card('Mochila Wayuu')).getByRole('button', {
        name: 'Guardar Mochila Wayuu en mi lista de deseos',
      }),
    )
    expect(await screen.findByText('Inicia sesión para guardar productos.')).toBeInTheDocument()
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/wishlist'))).toBe(false)
  })

  test('logged in: adds and removes, changing the heart only after the server agrees', async () => {
    signIn()
    let saved: number[] = []
    renderShop({
      'GET /api/wishlist': () => json(saved.map((id) => makeProduct({ id }))),
      'POST /api/wishlist': ({ body }) => {
        saved = [(body as { productId: number }).productId]
        return json({ message: 'Añadido a tu lista' })
      },
      'DELETE /api/wishlist/1': () => {
        saved = []
        return json({ message: 'Eliminado de tu lista' })
      },
    })
    const user = userEvent.setup()
    const mochila = await card('Mochila Wayuu')
    await user.click(within(mochila).getByRole('button', { name: /Guardar Mochila Wayuu/ }))
    expect(await screen.findByText('Añadido a tu lista')).toBeInTheDocument()
    const heart = within(mochila).getByRole('button', { name: /Quitar Mochila Wayuu/ })
    expect(heart).toHaveAttribute('aria-pressed', 'true')

    await user.click(heart)
    expect(await screen.findByText('Eliminado de tu lista')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(mochila).getByRole('button', { name: /Guardar Mochila Wayuu/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    )
  })

  test('a failed call keeps the heart as it was and says to log in', async () => {
    signIn()
    renderShop({
      'GET /api/wishlist': () => json([]),
      'POST /api/wishlist': () => json({ message: 'Error', code: 'X' }, 500),
    })
    const user = userEvent.setup()
    const mochila = await card('Mochila Wayuu')
    await user.click(within(mochila).getByRole('button', { name: /Guardar Mochila Wayuu/ }))
    expect(await screen.findByText('Debes iniciar sesión')).toBeInTheDocument()
    expect(within(mochila).getByRole('button', { name: /Guardar Mochila Wayuu/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })
})
