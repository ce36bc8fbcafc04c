import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { renderApp } from '../../../test/render-app'

const upcoming = (id: number, name: string, image_url: string | null) => ({
  id,
  name,
  category: 'Bolsos y Mochilas',
  description: 'Tejida a mano.',
  expected_release_date: null,
  image_url,
})

// docs/product/catalogue.md#future-product-images on the home's 'Próximamente' row.
describe("the home 'Próximamente' row", () => {
  test('shows each upcoming product with its picture (stored widths for uploads), a placeholder without', async () => {
    mockApi({
      'GET /api/products/featured': () => json([]),
      'GET /api/future-products': () =>
        json([
          upcoming(1, 'Mochila Gran Formato', 'mochila-gran-formato.webp'),
          upcoming(2, 'Chaqueta Páramo Pro', 'https://cdn.tienda.co/chaqueta.jpg'),
          upcoming(3, 'Café Geisha', null),
        ]),
    })
    renderApp('/')
    const row = await screen.findByRole('list', { name: 'Próximamente' })
    const item = (name: string) => within(row).getByRole('heading', { name }).closest('li')!
    const uploaded = item('Mochila Gran Formato').querySelector('img')!
    expect(uploaded).toHaveAttribute('src', '/uploads/products/mochila-gran-formato-800.webp')
    expect(uploaded.getAttribute('srcset')).toContain('/uploads/products/mochila-gran-formato-480.webp 480w')
    expect(item('Chaqueta Páramo Pro').querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.tienda.co/chaqueta.jpg',
    )
    expect(item('Café Geisha').querySelector('img')).toBeNull()
  })
})
