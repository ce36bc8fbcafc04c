import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { productCreateFieldsSchema, slugSchema } from '@vitrina/core/schemas/catalog-admin'
import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'

// The contract of POST /api/products, with an empty slug allowed: the server then makes it from the name.
export const productFormSchema = productCreateFieldsSchema.extend({
  slug: z.union([z.literal(''), slugSchema]),
})
export type ProductFormInput = z.input<typeof productFormSchema>
export type ProductFormOutput = z.output<typeof productFormSchema>

export function defaultsOf(product?: ProductDetail): ProductFormInput {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    price: product?.price ?? Number.NaN,
    stock_quantity: product && !product.variants.length ? product.stock_quantity : 0,
    brand: product?.brand ?? '',
    sku: product?.sku ?? '',
    is_featured: product?.is_featured ?? false,
    is_active: product?.is_active ?? true,
    tax_class: product?.tax_class ?? 'general',
    withdrawable: product?.withdrawable ?? true,
    categoryIds: product?.categories.map((c) => c.id) ?? [],
  }
}

/** The product form's react-hook-form handle, as its sections receive it. */
export type ProductFormApi = UseFormReturn<ProductFormInput, unknown, ProductFormOutput>
