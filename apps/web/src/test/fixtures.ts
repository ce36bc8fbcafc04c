import type { Product, ProductDetail, ProductVariant } from '@vitrina/core/schemas/catalog'

/**
 * A product as the list calls answer it (docs/product/catalogue.md#product-entity), with sensible defaults.
 */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1
  return {
    id,
    name: `Producto ${id}`,
    slug: `producto-${id}`,
    description: 'Una descripción del producto.',
    price: 50_000,
    discount_price: null,
    descuento: 0,
    stock_quantity: 10,
    brand: 'Marca',
    sku: `SKU-${id}`,
    is_featured: false,
    rating_average: 4.4,
    review_count: 5,
    has_options: false,
    images: [{ id: id * 10, image_url: `producto-${id}-1.webp`, is_primary: true, option_value_id: null }],
    categories: [{ id: 1, name: 'Camisetas', slug: 'camisetas' }],
    options: [],
    variants: [],
    ...overrides,
  }
}

const variant = (
  id: number,
  value_ids: number[],
  stock_quantity: number,
  price_override: number | null = null,
) =>
  ({
    id,
    value_ids,
    stock_quantity,
    price_override,
    discount_price: null,
    sku: null,
  }) satisfies ProductVariant

/** A shirt with Talla (S, M) and Color (Rojo, Azul): S/Rojo 3 units, M/Rojo sold out, M/Azul 59.900. */
export function makeProductWithOptions(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return makeProductDetail({
    id: 7,
    name: 'Camiseta Pima',
    has_options: true,
    stock_quantity: 8,
    options: [
      {
        id: 1,
        name: 'Talla',
        values: [
          { id: 10, value: 'S' },
          { id: 11, value: 'M' },
        ],
      },
      {
        id: 2,
        name: 'Color',
        values: [
          { id: 20, value: 'Rojo' },
          { id: 21, value: 'Azul' },
        ],
      },
    ],
    variants: [variant(100, [10, 20], 3), variant(101, [11, 20], 0), variant(102, [11, 21], 5, 59_900)],
    ...overrides,
  })
}

export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...makeProduct(overrides),
    is_active: true,
    created_at: '2026-10-01T15:00:00Z',
    updated_at: '2026-10-01T15:00:00Z',
    reviews: [],
    landing_content: null,
    ...overrides,
  }
}

/** The store's categories as GET /api/categories answers them. */
export const testCategories = [
  {
    id: 1,
    name: 'Camisetas',
    slug: 'camisetas',
    description: null,
    image_url: null,
    position: 1,
    product_count: 5,
    product_image_url: 'camiseta-1.webp',
  },
  {
    id: 2,
    name: 'Calzado',
    slug: 'calzado',
    description: 'Tenis y botas',
    image_url: 'categoria-calzado.webp',
    position: 2,
    product_count: 0,
    product_image_url: null,
  },
]

/** A staff list page: the array body and the total in X-Total-Count (docs/product/platform.md#pagination). */
export function listPage(items: unknown[], total = items.length): Response {
  return new Response(JSON.stringify(items), {
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  })
}
