import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../../test/api-mock'
import { listPage, makeProduct, makeProductWithOptions, testCategories } from '../../../../test/fixtures'
import { makeUser, renderApp, signIn } from '../../../../test/render-app'

const staffProduct = (overrides: Parameters<typeof makeProduct>[0]) => ({
  ...makeProduct(overrides),
  is_active: true,
})

const products = [
  staffProduct({ id: 1, name: 'Camiseta Pima', price: 50_000, discount_price: 40_000, stock_quantity: 30 }),
  { ...staffProduct({ id: 2, name: 'Gorra Llanera', stock_quantity: 0, sku: 'GOR-1' }), is_active: false },
  staffProduct({ id: 3, name: 'Mochila Wayuu', stock_quantity: 2, categories: [] }),
]

const adminListCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/products/admin/all')

beforeEach(() => {
  signIn(makeUser({ roles: ['Empleado'] }))
})

// Whole screens through the router, with typing: slower than the 5 s default on a busy machine.
describe('/admin/productos', { timeout: 30_000 }, () => {
  test('each product with its price, stock level and state at a glance; pages from X-Total-Count', async () => {
    mockApi({
      'GET /api/products/admin/all': () => listPage(products, 45),
      'GET /api/categories': () => json(testCategories),
    })
    renderApp('/admin/productos')
    // The first visit loads the admin screens' code.
    const table = await screen.findByRole('table', { name: 'Productos' }, { timeout: 10_000 })
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!
    expect(screen.getByText('45 productos')).toBeInTheDocument()
    expect(within(row('Camiseta Pima')).getAllByText('$ 40.000').length).toBeGreaterThan(0)
    expect(within(row('Camiseta Pima')).getAllByText('En stock').length).toBeGreaterThan(0)
    expect(within(row('Gorra Llanera')).getAllByText('Agotado').length).toBeGreaterThan(0)
    expect(within(row('Gorra Llanera')).getByText('Oculto')).toBeInTheDocument()
    expect(within(row('Mochila Wayuu')).getAllByText('Stock bajo').length).toBeGreaterThan(0)
    expect(within(row('Mochila Wayuu')).getByText('Sin categoría')).toBeInTheDocument()
    expect(within(row('Camiseta Pima')).getByRole('link', { name: 'Editar Camiseta Pima' })).toHaveAttribute(
      'href',
      '/admin/productos/editar/1',
    )
    expect(screen.getByRole('link', { name: 'Página 3' })).toHaveAttribute('href', '/admin/productos?page=3')
  })

  // docs/product/catalogue.md#low-stock
  test("'Stock bajo' names the variant that runs low; a sold-out size next to plenty is 'En stock'", async () => {
    const shirt = makeProductWithOptions()
    const plenty = makeProductWithOptions({
      id: 8,
      name: 'Camiseta Llena',
      variants: shirt.variants.map((v) => ({ ...v, stock_quantity: v.stock_quantity ? 170 : 0 })),
    })
    mockApi({
      'GET /api/products/admin/all': () =>
        listPage([
          { ...shirt, is_active: true },
          { ...plenty, is_active: true },
        ]),
      'GET /api/categories': () => json(testCategories),
      'GET /api/settings': () => json([{ setting_key: 'low_stock_threshold', setting_value: '4' }]),
    })
    renderApp('/admin/productos')
    const table = await screen.findByRole('table', { name: 'Productos' }, { timeout: 10_000 })
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!
    await waitFor(() =>
      expect(within(row('Camiseta Pima')).getAllByText('Quedan 3 en S / Rojo').length).toBeGreaterThan(0),
    )
    expect(within(row('Camiseta Pima')).getAllByText('Stock bajo').length).toBeGreaterThan(0)
    expect(within(row('Camiseta Llena')).queryByText('Stock bajo')).toBeNull()
    expect(within(row('Camiseta Llena')).getAllByText('En stock').length).toBeGreaterThan(0)
    await userEvent.selectOptions(screen.getByLabelText('Stock'), 'bajo')
    expect(screen.getByRole('option', { name: 'Stock bajo (4 o menos)' })).toBeInTheDocument()
  })

  test('search, category and stock filters go to the URL and the API, back to page 1', async () => {
    const fetch = mockApi({
      'GET /api/products/admin/all': () => listPage(products, 45),
      'GET /api/categories': () => json(testCategories),
    })
    const { history } = renderApp('/admin/productos?page=2')
    await screen.findByRole('table', { name: 'Productos' })
    expect(adminListCalls(fetch).at(-1)!.searchParams.get('offset')).toBe('20')
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Stock'), 'Agotado')
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Calzado')
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'gorra')
    // The parameters' order follows which filter's update lands first (the search is debounced).
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
        stock: 'agotado',
        category: 'calzado',
        search: 'gorra',
      }),
    )
    await waitFor(() =>
      expect(Object.fromEntries(adminListCalls(fetch).at(-1)!.searchParams)).toEqual({
        search: 'gorra',
        category: 'calzado',
        stock: 'agotado',
        limit: '20',
        offset: '0',
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }))
    await waitFor(() => expect(history.location.search).toBe(''))
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(''))
  })

  test('empty store, nothing matching, and a failure with a retry', async () => {
    let answer = () => listPage([], 0)
    mockApi({ 'GET /api/products/admin/all': () => answer(), 'GET /api/categories': () => json([]) })
    const first = renderApp('/admin/productos')
    expect(await screen.findByText('Aún no hay productos')).toBeInTheDocument()
    first.unmount()

    const second = renderApp('/admin/productos?stock=bajo')
    expect(await screen.findByText('Ningún producto coincide')).toBeInTheDocument()
    second.unmount()

    answer = () => json({ message: 'Error', code: 'X' }, 500)
    renderApp('/admin/productos')
    expect(await screen.findByText('No se pudieron cargar los productos.')).toBeInTheDocument()
    answer = () => listPage(products)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('table', { name: 'Productos' })).toBeInTheDocument()
  })

  test('deleting asks first, then removes and refreshes the list', async () => {
    let list = products
    const fetch = mockApi({
      'GET /api/products/admin/all': () => listPage(list),
      'GET /api/categories': () => json(testCategories),
      'DELETE /api/products/2': () => {
        list = products.filter((p) => p.id !== 2)
        return json({ message: 'Producto eliminado.' })
      },
    })
    renderApp('/admin/productos')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Eliminar Gorra Llanera' }))
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar este producto?' })
    expect(within(dialog).getByText('Gorra Llanera')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Eliminar Gorra Llanera' }))
    await user.click(screen.getByRole('button', { name: 'Eliminar producto' }))
    expect(await screen.findByText('Producto eliminado.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Gorra Llanera' })).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
