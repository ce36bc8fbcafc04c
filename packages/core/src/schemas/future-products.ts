import { z } from 'zod'
import { optionalImageUrlSchema } from './categories'
import { requiredText } from './common'

// docs/product/catalogue.md#future-products: shown in the home's 'Próximamente' section.

export const futureProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  /** YYYY-MM-DD, or null when not announced. */
  expected_release_date: z.string().nullable(),
  image_url: z.string().nullable(),
})
export type FutureProduct = z.infer<typeof futureProductSchema>
export const futureProductListSchema = z.array(futureProductSchema)

/** docs/product/catalogue.md#future-product-images: the multipart field of an uploaded image. */
export const FUTURE_PRODUCT_IMAGE_FIELD = 'futureProductImage'

export const futureProductInputSchema = z.strictObject({
  name: requiredText(200, 'El nombre del producto es obligatorio.'),
  category: z
    .string({ error: 'La categoría debe ser texto.' })
    .trim()
    .max(100, 'La categoría puede tener como máximo 100 caracteres.')
    .optional(),
  description: z
    .string({ error: 'La descripción debe ser texto.' })
    .trim()
    .max(5000, 'La descripción puede tener como máximo 5000 caracteres.')
    .optional(),
  expected_release_date: z
    .union([z.literal(''), z.iso.date({ error: 'La fecha debe tener la forma AAAA-MM-DD.' })])
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  image_url: optionalImageUrlSchema,
})
export type FutureProductInput = z.infer<typeof futureProductInputSchema>
export const futureProductUpdateSchema = futureProductInputSchema.partial()
export type FutureProductUpdate = z.infer<typeof futureProductUpdateSchema>
