import { screen, within } from '@testing-library/react'
import type { ProductDetail, Review } from '@vitrina/core/schemas/catalog'
import { describe, expect, test } from 'vitest'
import { json, mockApi } from '../../../test/api-mock'
import { makeProductDetail } from '../../../test/fixtures'
import { FIRST_PAINT, renderApp } from '../../../test/render-app'

// /lp/{slug} (docs/product/catalogue.md#landing-page): staff's landing content, else one built from the product.

const review = (id: number, rating: number, comment: string): Review => ({
  id,
  username: `cliente${id}`,
  profile_image_url: null,
  rating,
  comment,
  created_at: '2026-10-02T15:00:00Z',
  verified_purchase: true,
})

function serve(product: ProductDetail) {
  mockApi({ [`GET /api/products/slug/${product.slug}`]: () => json(product) })
  renderApp(`/lp/${product.slug}`)
}

describe('landing page', { timeout: 30_000 }, () => {
  test("staff's content: headline, subtitle, benefits, the good reviews and the call to action", async () => {
    serve(
      makeProductDetail({
        name: 'Ruana de Lana',
        slug: 'ruana-de-lana',
        description: 'Tejida a mano. Muy abrigada.',
        reviews: [review(1, 5, 'Abriga mucho'), review(2, 2, 'Pica un poco'), review(3, 4, 'Bonita')],
        landing_content: {
          headline: 'Abrigo para las noches de Bogotá',
          subheadline: 'Lana virgen, por artesanas de Nobsa',
          body: 'Primer párrafo.\n\nSegundo párrafo.',
          benefits: [{ title: 'Tejida a mano', text: 'En Boyacá.' }],
          cta: 'La quiero',
        },
      }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Abrigo para las noches de Bogotá' }, FIRST_PAINT),
    ).toBeInTheDocument()
    expect(screen.getByText('Lana virgen, por artesanas de Nobsa')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Tejida a mano' })).toBeInTheDocument()
    expect(screen.getByText('Segundo párrafo.')).toBeInTheDocument()
    const opinions = screen.getByRole('region', { name: 'Lo que dicen nuestros clientes' })
    expect(within(opinions).getAllByRole('listitem')).toHaveLength(2)
    expect(within(opinions).queryByText('“Pica un poco”')).not.toBeInTheDocument()
  })

  test('without content: the name, the first sentence of the description, no reviews section', async () => {
    serve(
      makeProductDetail({
        name: 'Gorra Andina',
        slug: 'gorra-andina',
        description: 'Lana de alpaca. Unisex.',
      }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gorra Andina' }, FIRST_PAINT),
    ).toBeInTheDocument()
    expect(screen.getByText('Lana de alpaca.')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Lo que vas a recibir' })).toHaveTextContent('Unisex.')
    expect(screen.queryByRole('region', { name: 'Lo que dicen nuestros clientes' })).not.toBeInTheDocument()
  })
})
