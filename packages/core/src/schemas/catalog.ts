import { z } from 'zod'
import { TAX_CLASSES } from '../tax-classes'
import { RANDOM_PRODUCTS_DEFAULT_LIMIT } from '../constants'
import { STOCK_LEVELS } from '../low-stock'
import './common'
import { landingContentSchema } from './landing'

// docs/product/catalogue.md#product-entity and docs/product/catalogue.md#catalogue-api: what the catalogue
// calls send and accept.

export const PRODUCT_LIST_DEFAULT_LIMIT = 24
export const PRODUCT_LIST_MAX_LIMIT = 100
export const RANDOM_PRODUCTS_MAX_LIMIT = 24
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

const id = z.number().int()

export const productImageSchema = z.object({
  id,
  image_url: z.string(),
  is_primary: z.boolean(),
  /** The option value the photo shows (docs/product/catalogue.md#variant-images), else null. */
  option_value_id: id.nullable(),
})
export type ProductImage = z.infer<typeof productImageSchema>

export const productCategoryRefSchema = z.object({ id, name: z.string(), slug: z.string() })

export const productOptionSchema = z.object({
  id,
  name: z.string(),
  values: z.array(z.object({ id, value: z.string() })),
})
export type ProductOption = z.infer<typeof productOptionSchema>

export const productVariantSchema = z.object({
  id,
  /**
   * Sorted ids of the option values this variant is made of (docs/product/catalogue.md#variants matching).
   */
  value_ids: z.array(id),
  price_override: z.number().int().nullable(),
  /** The override with the product's discount applied (docs/product/catalogue.md#discount), else null. */
  discount_price: z.number().int().nullable(),
  stock_quantity: z.number().int(),
  sku: z.string().nullable(),
})
export type ProductVariant = z.infer<typeof productVariantSchema>

/** A product as lists send it (shop grid, featured, wishlist, suggestions). */
export const productSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  descuento: z.number().int(),
  /** The product's IVA class, which its variants inherit (docs/decisions/030-iva-by-product.md). */
  tax_class: z.enum(TAX_CLASSES),
  /**
   * Total stock: the sum of the variants' stock when there are variants (docs/product/catalogue.md#stock).
   */
  stock_quantity: z.number().int(),
  brand: z.string().nullable(),
  sku: z.string().nullable(),
  is_featured: z.boolean(),
  rating_average: z.number(),
  review_count: z.number().int(),
  /** True when the card must say 'Ver Opciones' (docs/product/catalogue.md#product-card). */
  has_options: z.boolean(),
  images: z.array(productImageSchema),
  categories: z.array(productCategoryRefSchema),
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
})
export type Product = z.infer<typeof productSchema>
export const productListSchema = z.array(productSchema)

export const adminProductSchema = productSchema.extend({ is_active: z.boolean() })
export const adminProductListSchema = z.array(adminProductSchema)

/** docs/product/catalogue.md#reviews, plus the 'Compra verificada' mark. */
export const reviewSchema = z.object({
  id,
  username: z.string(),
  profile_image_url: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  verified_purchase: z.boolean(),
})
export type Review = z.infer<typeof reviewSchema>

export const productDetailSchema = adminProductSchema.extend({
  created_at: z.string(),
  updated_at: z.string(),
  reviews: z.array(reviewSchema),
  /** Staff's landing-page content for /lp/{slug}; null shows the landing built from the product. */
  landing_content: landingContentSchema.nullable(),
  /** False when the merchant excludes it from the retracto (docs/product/consumer-rights.md#retracto). */
  withdrawable: z.boolean(),
})
export type ProductDetail = z.infer<typeof productDetailSchema>

// Query strings arrive as text: numbers are read from digits only, anything else is refused in Spanish.
const queryNumber = (message: string, min: number, max: number, integer = true) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === undefined) return undefined
      if (typeof v !== 'string') return v
      const pattern = integer ? /^\s*\d+\s*$/ : /^\s*\d+(\.\d+)?\s*$/
      return pattern.test(v) ? Number(v) : v
    },
    z
      .number({ error: message })
      .min(min, message)
      .max(max, message)
      .refine((n) => !integer || Number.isInteger(n), message)
      .optional(),
  )

const MAX_PESOS = 1_000_000_000
const querySlug = z.string().trim().max(100, 'La categoría no es válida.').optional()

const productListQueryShape = {
  search: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres.').optional(),
  category: querySlug,
  categorySlug: querySlug,
  minPrice: queryNumber('El precio mínimo debe ser un número entero de pesos.', 0, MAX_PESOS),
  maxPrice: queryNumber('El precio máximo debe ser un número entero de pesos.', 0, MAX_PESOS),
  minRating: queryNumber('La calificación mínima debe ser un número entre 0 y 5.', 0, 5, false),
  sort: z
    .enum(PRODUCT_SORTS, {
      error: 'Orden no válido: usa relevance, newest, price_asc, price_desc o rating.',
    })
    .optional(),
  limit: queryNumber(
    `El límite debe ser un número entero entre 1 y ${PRODUCT_LIST_MAX_LIMIT}.`,
    1,
    PRODUCT_LIST_MAX_LIMIT,
  ),
  offset: queryNumber('El desplazamiento debe ser un número entero mayor o igual a 0.', 0, 1_000_000),
  page: queryNumber('La página debe ser un número entero mayor o igual a 1.', 1, 100_000),
}

const priceRangeIsOrdered = {
  check: (q: { minPrice?: number; maxPrice?: number }) =>
    q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
  params: { message: 'El precio mínimo no puede ser mayor que el máximo.', path: ['minPrice'] },
}

export const productListQuerySchema = z
  .strictObject(productListQueryShape)
  .refine(priceRangeIsOrdered.check, priceRangeIsOrdered.params)
export type ProductListQuery = z.infer<typeof productListQuerySchema>

/** GET /api/products/admin/all: the shop's filters plus the stock level of the products screen. */
export const adminProductListQuerySchema = z
  .strictObject({
    ...productListQueryShape,
    stock: z
      .enum(STOCK_LEVELS, { error: 'Filtro de stock no válido: usa agotado, bajo o suficiente.' })
      .optional(),
  })
  .refine(priceRangeIsOrdered.check, priceRangeIsOrdered.params)
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>

export const featuredQuerySchema = z.strictObject({
  limit: queryNumber(
    `El límite debe ser un número entero entre 1 y ${PRODUCT_LIST_MAX_LIMIT}.`,
    1,
    PRODUCT_LIST_MAX_LIMIT,
  ),
})

export const randomQuerySchema = z.strictObject({
  limit: queryNumber(
    `El límite debe ser un número entero entre 1 y ${RANDOM_PRODUCTS_MAX_LIMIT}.`,
    1,
    RANDOM_PRODUCTS_MAX_LIMIT,
  ).transform((n) => n ?? RANDOM_PRODUCTS_DEFAULT_LIMIT),
})

/**
 * Cart suggestions (docs/product/cart-and-totals.md#cart-suggestions): the ids in the cart, comma-separated,
 * or nothing for random ones.
 */
export const suggestionsQuerySchema = z.strictObject({
  ids: z
    .string()
    .trim()
    .max(2000, 'Demasiados productos.')
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, 'ids debe ser una lista de números separados por comas.')
    .optional()
    .transform((v) => [...new Set((v ? v.split(',') : []).map(Number))].filter((n) => n > 0).slice(0, 100)),
})

export const slugParamsSchema = z.strictObject({
  slug: z.string().trim().min(1, 'Producto no encontrado.').max(200, 'Producto no encontrado.'),
})
