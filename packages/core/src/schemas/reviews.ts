import { z } from 'zod'
import { pathIdSchema, requiredText } from './common'

// docs/product/catalogue.md#reviews: a rating must be chosen and the comment is required.
export const REVIEW_MESSAGES = {
  ratingRequired: 'Por favor, selecciona una calificación.',
  commentRequired: 'Por favor, escribe un comentario.',
} as const

export const reviewInputSchema = z.strictObject({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, 'La calificación va de 1 a 5 estrellas.'),
  comment: requiredText(2000, REVIEW_MESSAGES.commentRequired),
})
export type ReviewInput = z.infer<typeof reviewInputSchema>

export const productIdParamsSchema = z.strictObject({
  productId: pathIdSchema(),
})
