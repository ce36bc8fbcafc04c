import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { deferred, json, mockApi } from '../../../test/api-mock'
import { makeProduct } from '../../../test/fixtures'
import { renderApp } from '../../../test/render-app'

const searches = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/products' && url.searchParams.has('search'))

describe('header search (docs/product/search.md#header-search)', () => {
  test('runs once, 300 ms after typing stops, and links the results to their detail', async () => {
    const fetch = mockApi({
      'GET /api/products': () =>
        json([
          makeProduct({ id: 4, name: 'Camiseta Roja', price: 45_000 }),
          makeProduct({ id: 5, images: [] }),
        ]),
    })
    renderApp('/')
    const user = userEvent.setup()
    const box = await screen.findByRole('searchbox', { name: 'Buscar productos' })

    await user.type(box, 'cami')
    expect(screen.getByText('Buscando...')).toBeInTheDocument()
    expect(searches(fetch)).toHaveLength(0)

    const link = await screen.findByRole('link', { name: /Camiseta Roja/ })
    expect(link).toHaveAttribute('href', '/producto/4')
    expect(link).toHaveTextContent('$ 45.000')
    expect(searches(fetch).map((url) => url.searchParams.get('search'))).toEqual(['cami'])
    // The thumbnail is the first image, or the placeholder when there is none.
    expect(link.querySelector('img')).toHaveAttribute('src', '/uploads/products/producto-4-1-480.webp')
    expect(screen.getByRole('link', { name: /Producto 5/ }).querySelector('img')).toHaveAttribute(
      'src',
      '/placeholder.svg',
    )
  })

  test('blank text never searches', async () => {
    const fetch = mockApi({ 'GET /api/products': () => json([]) })
    renderApp('/')
    const user = userEvent.setup()
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar productos' }), '   ')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(searches(fetch)).toHaveLength(0)
    expect(screen.queryByText('Buscando...')).not.toBeInTheDocument()
  })

  test('says so when nothing matches, quoting the text', async () => {
    mockApi({ 'GET /api/products': () => json([]) })
    renderApp('/')
    const user = userEvent.setup()
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar productos' }), 'zzz')
    expect(await screen.findByText('No se encontraron resultados para "zzz"')).toBeInTheDocument()
  })

  test("shows 'Buscando...' until the answer arrives", async () => {
    const pending = deferred<Response>()
    mockApi({ 'GET /api/products': () => pending.promise })
    renderApp('/')
    const user = userEvent.setup()
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar productos' }), 'gorra')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(screen.getByText('Buscando...')).toBeInTheDocument()
    pending.resolve(json([makeProduct({ name: 'Gorra' })]))
    expect(await screen.findByRole('link', { name: /Gorra/ })).toBeInTheDocument()
  })

  test('the clear button empties the text; a click outside and Escape close the panel', async () => {
    mockApi({ 'GET /api/products': () => json([makeProduct({ name: 'Mochila' })]) })
    renderApp('/')
    const user = userEvent.setup()
    const box = await screen.findByRole('searchbox', { name: 'Buscar productos' })
    await user.type(box, 'mochila')
    await screen.findByRole('link', { name: /Mochila/ })

    await user.click(document.body)
    expect(screen.queryByRole('link', { name: /Mochila/ })).not.toBeInTheDocument()
    await user.click(box)
    expect(await screen.findByRole('link', { name: /Mochila/ })).toBeInTheDocument()

    // Arrow keys reach the results; Escape closes and returns to the box.
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: /Mochila/ })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(box).toHaveFocus()
    expect(screen.queryByRole('link', { name: /Mochila/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }))
    expect(box).toHaveValue('')
  })

  test('Enter opens the shop with the search in the query string', async () => {
    mockApi({ 'GET /api/products': () => json([]) })
    const { history } = renderApp('/')
    const user = userEvent.setup()
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar productos' }), 'jean azul{Enter}')
    await waitFor(() => expect(history.location.pathname).toBe('/tienda'))
    expect(history.location.search).toBe('?search=jean+azul')
  })
})
