import { z } from 'zod'
import { slugSchema } from './catalog-admin'
import { requiredText } from './common'

// docs/product/catalogue.md#categories.

/** The highest position staff may give a category (docs/product/catalogue.md#category-order). */
export const CATEGORY_POSITION_MAX = 9999
const POSITION_MESSAGE = `La posición debe ser un número entero entre 0 y ${CATEGORY_POSITION_MAX}.`
/** docs/product/catalogue.md#category-image: one file per request in this multipart field. */
export const CATEGORY_IMAGE_FIELD = 'categoryImage'
export const CATEGORY_IMAGE_MAX_BYTES = 5 * 1024 * 1024

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** The category's own image: an https URL or a file under /uploads/categories. */
  image_url: z.string().nullable(),
  /** docs/product/catalogue.md#category-order: lower comes first, then the name. */
  position: z.number().int(),
  /** Active products in the category. */
  product_count: z.number().int(),
  /** The primary image of its best product (docs/product/catalogue.md#category-tiles), for a tile without its own. */
  product_image_url: z.string().nullable(),
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
  position: z
    .number({ error: POSITION_MESSAGE })
    .int(POSITION_MESSAGE)
    .min(0, POSITION_MESSAGE)
    .max(CATEGORY_POSITION_MAX, POSITION_MESSAGE)
    .optional(),
})
export type CategoryInput = z.infer<typeof categoryInputSchema>
export const categoryUpdateSchema = categoryInputSchema.partial()
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>
