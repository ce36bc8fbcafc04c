import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PRODUCT_CARD_IMAGE_SIZES } from '@vitrina/core/images'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeProduct } from '../../../test/fixtures'
import { renderApp } from '../../../test/render-app'

const categories = [
  { id: 1, name: 'Jeans', slug: 'jeans', description: null, image_url: null, product_count: 3 },
  { id: 2, name: 'Camisetas', slug: 'camisetas', description: null, image_url: null, product_count: 5 },
]

function page(count: number, total: number) {
  const items = Array.from({ length: count }, (_, i) => makeProduct({ id: i + 1, name: `Producto ${i + 1}` }))
  return new Response(JSON.stringify(items), { headers: { 'X-Total-Count': String(total) } })
}

const productCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/products')

function widen(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matches && query.includes('min-width: 768px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('/tienda (docs/product/catalogue.md#shop)', () => {
  test('applied filters go to the query string and the API, with zero and empty values omitted', async () => {
    const fetch = mockApi({
      'GET /api/products': () => page(3, 3),
      'GET /api/categories': () => json(categories),
    })
    const { history } = renderApp('/tienda')
    const user = userEvent.setup()
    await screen.findByText('Mostrando 1–3 de 3 productos')

    await user.click(screen.getByRole('button', { name: 'Mostrar Filtros' }))
    const drawer = screen.getByRole('dialog', { name: 'Filtros' })
    await user.type(within(drawer).getByLabelText('Buscar'), 'jean')
    await user.selectOptions(within(drawer).getByLabelText('Categoría'), 'jeans')
    await user.type(within(drawer).getByLabelText('Mínimo'), '0')
    await user.type(within(drawer).getByLabelText('Máximo'), '150000')
    await user.click(within(drawer).getByLabelText('4 estrellas o más'))
    await user.click(within(drawer).getByRole('button', { name: 'Aplicar Filtros' }))

    await waitFor(() =>
      expect(history.location.search).toBe('?search=jean&category=jeans&maxPrice=150000&minRating=4'),
    )
    expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument()
    await waitFor(() =>
      expect(productCalls(fetch).at(-1)!.search).toBe(
        '?search=jean&category=jeans&maxPrice=150000&minRating=4&limit=24&offset=0',
      ),
    )
  })

  test('a price off the spinner step still applies: no native browser validation', async () => {
    mockApi({ 'GET /api/products': () => page(3, 3), 'GET /api/categories': () => json(categories) })
    const { history } = renderApp('/tienda')
    const user = userEvent.setup()
    await screen.findByText('Mostrando 1–3 de 3 productos')
    await user.click(screen.getByRole('button', { name: 'Mostrar Filtros' }))
    const drawer = screen.getByRole('dialog', { name: 'Filtros' })
    expect(within(drawer).getByRole('form', { name: 'Filtros de productos' })).toHaveAttribute('novalidate')
    await user.type(within(drawer).getByLabelText('Mínimo'), '12500')
    await user.click(within(drawer).getByRole('button', { name: 'Aplicar Filtros' }))
    await waitFor(() => expect(history.location.search).toBe('?minPrice=12500'))
  })

  test('filters in the URL fill the panel; Limpiar Filtros drops them', async () => {
    mockApi({ 'GET /api/products': () => page(2, 2), 'GET /api/categories': () => json(categories) })
    const { history } = renderApp('/tienda?category=camisetas&minPrice=0&maxPrice=80000&sort=price_asc')
    const user = userEvent.setup()
    await screen.findByText('Mostrando 1–2 de 2 productos')
    expect(screen.getByRole('combobox', { name: /Ordenar por/ })).toHaveValue('price_asc')

    await user.click(screen.getByRole('button', { name: /Mostrar Filtros/ }))
    const drawer = screen.getByRole('dialog', { name: 'Filtros' })
    await waitFor(() => expect(within(drawer).getByLabelText('Categoría')).toHaveValue('camisetas'))
    expect(within(drawer).getByLabelText('Mínimo')).toHaveValue(null)
    expect(within(drawer).getByLabelText('Máximo')).toHaveValue(80000)

    await user.click(within(drawer).getByRole('button', { name: 'Limpiar Filtros' }))
    await waitFor(() => expect(history.location.search).toBe('?sort=price_asc'))
  })

  test('the drawer closes with its backdrop and with Escape', async () => {
    mockApi({ 'GET /api/products': () => page(1, 1), 'GET /api/categories': () => json(categories) })
    renderApp('/tienda')
    const user = userEvent.setup()
    const toggle = await screen.findByRole('button', { name: 'Mostrar Filtros' })
    await user.click(toggle)
    const backdrop = document.querySelector('[aria-hidden="true"].bg-black\\/50')!
    await user.click(backdrop)
    expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument()
    await user.click(toggle)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
  })

  test('from 768 px the panel is an open sidebar that the toggle hides', async () => {
    widen(true)
    mockApi({ 'GET /api/products': () => page(1, 1), 'GET /api/categories': () => json(categories) })
    renderApp('/tienda')
    const user = userEvent.setup()
    const toggle = await screen.findByRole('button', { name: 'Ocultar Filtros' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('complementary', { name: 'Filtros' })).toBeInTheDocument()
    await user.click(toggle)
    expect(screen.queryByRole('complementary', { name: 'Filtros' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mostrar Filtros' })).toBeInTheDocument()
  })

  test('pages come from X-Total-Count', async () => {
    const fetch = mockApi({ 'GET /api/products': () => page(24, 50) })
    renderApp('/tienda?page=2')
    expect(await screen.findByText('Mostrando 25–48 de 50 productos')).toBeInTheDocument()
    expect(productCalls(fetch).at(-1)!.searchParams.get('offset')).toBe('24')
    const pages = screen.getByRole('navigation', { name: 'Paginación' })
    expect(within(pages).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
    expect(within(pages).getByRole('link', { name: 'Página 3' })).toHaveAttribute('href', '/tienda?page=3')
  })

  test('a failed list shows the spec text', async () => {
    mockApi({ 'GET /api/products': () => json({ message: 'x', code: 'X' }, 500) })
    renderApp('/tienda')
    expect(await screen.findByText('No se pudieron cargar los productos.')).toBeInTheDocument()
  })

  test('an empty result offers to clear the filters', async () => {
    mockApi({ 'GET /api/products': () => page(0, 0) })
    renderApp('/tienda?search=nada')
    expect(await screen.findByText('No encontramos productos')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Limpiar Filtros' })).toBeInTheDocument()
  })

  // docs/decisions/023-static-assets-and-first-paint.md: the first card's photo is a phone's largest paint.
  test("the first card's photo is fetched at once and first, with the srcset and sizes the server preloads", async () => {
    mockApi({ 'GET /api/products': () => page(3, 3) })
    renderApp('/tienda')
    await screen.findByText('Mostrando 1–3 de 3 productos')
    const [first, ...others] = document.querySelectorAll('article img')
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(first).toHaveAttribute('sizes', PRODUCT_CARD_IMAGE_SIZES)
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(image).not.toHaveAttribute('fetchpriority')
    }
  })
})
