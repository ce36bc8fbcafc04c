import type { Product, ProductDetail, ProductVariant } from '@vitrina/core/schemas/catalog'
import type { AdminOrderDetail, AdminOrderSummary } from '@vitrina/core/schemas/orders'

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
    tax_class: 'general',
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
    withdrawable: true,
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

export const ADMIN_ORDER_ID = '6f1c2d4e-1111-4aaa-8bbb-00000000ab12'

/** An order as the back office lists it (GET /api/admin/orders), with one line. */
export const makeAdminOrderSummary = (over: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: ADMIN_ORDER_ID,
  order_number: 1042,
  order_date: '2026-11-20T15:30:00Z',
  total_amount: 71_281,
  status: 'pendiente',
  payment_method: 'contra_entrega',
  payment_due_at: null,
  channel: 'web',
  user_id: 'u-9',
  customer_name: 'Laura Gómez',
  customer_email: 'laura@correo.co',
  items: [
    {
      product_id: 1,
      variant_id: null,
      product_name: 'Café de Huila 500 g',
      variant_details: null,
      sku: 'CAF-001',
      quantity: 2,
      price_per_unit: 29_950,
      list_price: 29_950,
      image_url: null,
      tax_class: 'general',
      tax_rate: 0.19,
      tax_amount: 11_381,
      discount_amount: 0,
    },
  ],
  ...over,
})

/** The same order as its back-office page reads it (GET /api/admin/orders/{id}). */
export const makeAdminOrderDetail = (over: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...makeAdminOrderSummary(),
  subtotal: 59_900,
  discount_total: 0,
  discount_code: null,
  discount_amount: 0,
  shipping_cost: 0,
  tax_rate: '0.1900',
  tax_amount: 11_381,
  tax_included: false,
  tax_breakdown: [{ kind: 'gravado', rate: 0.19, base: 59_900, tax: 11_381 }],
  shipping_zone: null,
  shipping_estimate: null,
  cop_per_usd: null,
  paid_at: null,
  shipping_address: {
    id: 3,
    recipient_name: 'Laura Gómez',
    phone_number: '3001234567',
    street_address: 'Calle 45 # 12-30',
    city: 'Medellín',
    state_province: 'Antioquia',
    municipality_code: '05001',
    postal_code: '050021',
    country: 'Colombia',
    reference: null,
  },
  buyer: { final_consumer: true },
  status_history: [
    {
      status: 'pendiente',
      note: 'Pedido creado',
      customer_message: null,
      created_at: '2026-11-20T15:30:00Z',
    },
  ],
  payments: [],
  fiscal_documents: [],
  next_statuses: ['en_preparacion', 'cancelado'],
  ...over,
})
