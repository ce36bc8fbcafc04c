// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { json, mockApi } from './test/api-mock'
import { listPage, makeProduct, makeProductDetail, testCategories } from './test/fixtures'
import { renderPage } from './entry-server'

// docs/decisions/026-react-in-the-browser.md#server-rendering: the server draws a store page as the browser
// would, with no window, reading the API through the fetch it is given. Hydration of that HTML in a real
// browser, without warnings, is checked by the journeys (e2e/storefront.e2e.ts).

const settings = (storeName: string) => [
  { setting_key: 'store_name', setting_value: storeName },
  { setting_key: 'theme_primary_color', setting_value: '#112233' },
]

function store(storeName: string) {
  return mockApi({
    'GET /api/settings': () => json(settings(storeName)),
    'GET /api/categories': () => json(testCategories),
    'GET /api/products': () =>
      listPage([
        makeProduct({ id: 7, name: 'Sombrero vueltiao' }),
        makeProduct({ id: 8, name: 'Mochila wayuu' }),
      ]),
    'GET /api/products/7': () => json(makeProductDetail({ id: 7, name: 'Sombrero vueltiao' })),
  })
}

describe('renderPage (the server entry)', () => {
  test('draws the shop with its products, and hands over every read it drew from', async () => {
    const readFrom = store('Moda Andina')
    const page = await renderPage('/tienda', readFrom)
    expect(page.html).toContain('Sombrero vueltiao')
    expect(page.html).toContain('Mochila wayuu')
    expect(page.html).toContain('Moda Andina')
    const keys = page.state.queries.map((query) => query.queryKey)
    expect(keys).toEqual(
      expect.arrayContaining([['settings'], ['categories'], ['products', 'list', { limit: 24, offset: 0 }]]),
    )
    expect(page.state.queries.every((query) => query.state.status === 'success')).toBe(true)
    // Each read once, though the page was drawn again after each round of reads.
    const urls = readFrom.mock.calls.map(([url]) => String(url))
    expect(urls.length).toBe(new Set(urls).size)
  })

  test('draws a product page and the theme for <html style>', async () => {
    const page = await renderPage('/producto/7', store('Moda Andina'))
    expect(page.html).toContain('<h1')
    expect(page.html).toContain('Sombrero vueltiao')
    expect(page.htmlStyle).toContain('--theme-primary: #112233')
    expect(page.htmlStyle).toMatch(/color-scheme: (light|dark)$/)
    expect(typeof window).toBe('undefined')
  })

  test('renders at once read each through their own fetch', async () => {
    const [north, south] = await Promise.all([
      renderPage('/tienda', store('Tienda Norte')),
      renderPage('/tienda', store('Tienda Sur')),
    ])
    expect(north.html).toContain('Tienda Norte')
    expect(north.html).not.toContain('Tienda Sur')
    expect(south.html).toContain('Tienda Sur')
  })
})
