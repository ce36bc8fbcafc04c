import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeProductDetail, testCategories } from '../../../test/fixtures'
import { renderApp } from '../../../test/render-app'

// docs/product/catalogue.md#category-menu, #category-tiles, #category-page and #product-detail.

const serve = (extra = {}) =>
  mockApi({
    'GET /api/categories': () => json(testCategories),
    'GET /api/products': () => json([]),
    'GET /api/products/featured': () => json([]),
    'GET /api/future-products': () => json([]),
    ...extra,
  })

describe("the header's 'Categorías' menu button", () => {
  test('opens from the keyboard; arrows, Home and End move; Escape closes it and gives focus back', async () => {
    serve()
    renderApp('/')
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Categorías' })
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    button.focus()
    await user.keyboard('{ArrowDown}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('menu', { name: 'Categorías' })
    expect(button).toHaveAttribute('aria-controls', menu.id)
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Camisetas', 'Calzado'])
    expect(items[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(items[1]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(items[0]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(items[1]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(items[0]).toHaveFocus()
    await user.keyboard('{End}')
    expect(items[1]).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()

    await user.keyboard('{ArrowUp}')
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[1]).toHaveFocus()
  })

  // docs/decisions/023-static-assets-and-first-paint.md: a closed menu costs the first paint nothing.
  test('closed, the menu draws no links', async () => {
    serve()
    renderApp('/')
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Categorías' })
    const menu = document.getElementById(button.getAttribute('aria-controls')!)
    expect(menu).toBeEmptyDOMElement()
    await user.click(button)
    expect(within(menu!).getAllByRole('menuitem')).toHaveLength(2)
  })

  test('Enter follows a category to its shop page, which is named after it', async () => {
    serve()
    const { history } = renderApp('/')
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Categorías' })
    await user.click(button)
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(history.location.search).toBe('?category=calzado'))
    expect(history.location.pathname).toBe('/tienda')
    expect(await screen.findByRole('heading', { level: 1, name: 'Calzado' })).toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the mobile menu lists the categories too', async () => {
    serve()
    renderApp('/')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Menú' }))
    const list = within(screen.getByRole('navigation', { name: 'Menú móvil' })).getByRole('list', {
      name: 'Categorías',
    })
    expect(within(list).getByRole('link', { name: 'Calzado' })).toHaveAttribute(
      'href',
      '/tienda?category=calzado',
    )
  })
})

describe('home category tiles', () => {
  test("one tile per category in staff's order, with its own image or its best product's", async () => {
    serve()
    renderApp('/')
    const section = (await screen.findByRole('heading', { name: 'Compra por categoría' })).closest('section')!
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/tienda?category=camisetas',
      '/tienda?category=calzado',
    ])
    expect(links[0]).toHaveTextContent('Camisetas5 productos')
    expect(links[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/products/camiseta-1-800.webp')
    expect(links[1]!.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/categories/categoria-calzado-800.webp',
    )
  })

  test('no categories, no section', async () => {
    serve({ 'GET /api/categories': () => json([]) })
    renderApp('/')
    await screen.findByText('Pronto verás aquí nuestros productos destacados.')
    expect(screen.queryByRole('heading', { name: 'Compra por categoría' })).not.toBeInTheDocument()
  })
})

describe('the category page (/tienda?category=slug)', () => {
  test("heading, description, title and meta description are the category's", async () => {
    serve()
    renderApp('/tienda?category=calzado')
    expect(await screen.findByRole('heading', { level: 1, name: 'Calzado' })).toBeInTheDocument()
    expect(screen.getByText('Tenis y botas')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Calzado | Vitrina'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Tenis y botas',
    )
  })

  test('a category without a description still describes the page; an unknown slug is the whole shop', async () => {
    serve()
    const first = renderApp('/tienda?category=camisetas')
    expect(await screen.findByRole('heading', { level: 1, name: 'Camisetas' })).toBeInTheDocument()
    expect(screen.getByText('Productos de Camisetas.')).toBeInTheDocument()
    first.unmount()
    renderApp('/tienda?category=no-existe')
    expect(await screen.findByRole('heading', { level: 1, name: 'Tienda' })).toBeInTheDocument()
  })
})

describe('the product breadcrumb', () => {
  test('Inicio > Tienda > categoría > producto, the category linking to its page', async () => {
    serve({
      'GET /api/products/5': () =>
        json(
          makeProductDetail({
            id: 5,
            name: 'Camiseta Básica de Algodón Orgánico Pima con Cuello Redondo',
            categories: [{ id: 1, name: 'Camisetas', slug: 'camisetas' }],
          }),
        ),
    })
    renderApp('/producto/5')
    const crumbs = await screen.findByRole('navigation', { name: 'Ruta de navegación' })
    const items = within(crumbs).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Inicio',
      'Tienda',
      'Camisetas',
      'Camiseta Básica de Algodón Orgánico Pima con Cuello Redondo',
    ])
    expect(within(crumbs).getByRole('link', { name: 'Camisetas' })).toHaveAttribute(
      'href',
      '/tienda?category=camisetas',
    )
    const current = within(crumbs).getByText('Camiseta Básica de Algodón Orgánico Pima con Cuello Redondo')
    expect(current).toHaveAttribute('aria-current', 'page')
    // One line on phones: the long name is cut with an ellipsis, never wrapped.
    expect(current).toHaveClass('truncate')
    expect(crumbs.querySelector('ol')).not.toHaveClass('flex-wrap')
  })
})
