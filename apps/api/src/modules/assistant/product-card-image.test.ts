import { describe, expect, test } from 'vitest'
import type { Product } from '@vitrina/core/schemas/catalog'
import { extractColour } from './chat-language'
import { EMPTY_QUERY, matchProduct, productCard, type ProductQuery } from './product-finder.service'

// docs/product/catalogue.md#variant-images: the assistant's card shows the photo of the colour the shopper
// asked for, else the product's primary photo.

const query: ProductQuery = { ...EMPTY_QUERY }

const image = (id: number, image_url: string, option_value_id: number | null, is_primary = false) => ({
  id,
  image_url,
  is_primary,
  option_value_id,
})

const shirt: Product = {
  id: 1,
  name: 'Camiseta Pima',
  slug: 'camiseta-pima',
  description: 'Algodón pima.',
  price: 49_900,
  discount_price: null,
  descuento: 0,
  tax_class: 'general',
  stock_quantity: 10,
  brand: null,
  sku: null,
  is_featured: false,
  rating_average: 0,
  review_count: 0,
  has_options: true,
  images: [image(1, 'blanca.webp', 20, true), image(2, 'negra.webp', 21)],
  categories: [],
  options: [
    {
      id: 2,
      name: 'Color',
      values: [
        { id: 20, value: 'Blanco' },
        { id: 21, value: 'Negro' },
      ],
    },
  ],
  variants: [20, 21].map((value, i) => ({
    id: 100 + i,
    value_ids: [value],
    price_override: null,
    discount_price: null,
    stock_quantity: 5,
    sku: null,
  })),
}

describe("the assistant's product card", () => {
  test("asked for a colour, it shows that colour's photo", () => {
    const found = matchProduct(shirt, { ...query, colour: extractColour('camiseta negra').colour })
    expect(productCard(found!).image_url).toBe('negra.webp')
  })

  test('without a colour, the primary photo', () => {
    expect(productCard(matchProduct(shirt, query)!).image_url).toBe('blanca.webp')
  })
})
