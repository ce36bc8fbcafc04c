import { z } from 'zod'
import { slugSchema } from './catalog-admin'
import { requiredText } from './common'

// docs/product/catalogue.md#categories.

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Active products in the category. */
  product_count: z.number().int(),
})
export type Category = z.infer<typeof categorySchema>
export const categoryListSchema = z.array(categorySchema)

export const httpsUrlSchema = z
  .string({ error: 'El enlace debe ser texto.' })
  .trim()
  .max(2000, 'El enlace es demasiado largo.')
  .pipe(z.url({ protocol: /^https$/, error: 'El enlace debe empezar por https://.' }))

/** An image: an https URL, or nothing (empty text clears it). */
export const optionalImageUrlSchema = z
  .union([z.literal(''), httpsUrlSchema])
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v))

export const categoryInputSchema = z.strictObject({
  name: requiredText(100, 'El nombre de la categoría es obligatorio.'),
  slug: slugSchema.optional(),
  description: z
    .string({ error: 'La descripción debe ser texto.' })
    .trim()
    .max(2000, 'La descripción puede tener como máximo 2000 caracteres.')
    .nullable()
    .optional(),
  image_url: optionalImageUrlSchema,
})
export type CategoryInput = z.infer<typeof categoryInputSchema>
export const categoryUpdateSchema = categoryInputSchema.partial()
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>
