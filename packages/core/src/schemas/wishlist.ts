import { z } from 'zod'
import { bodyIdSchema, emailSchema, pathIdSchema } from './common'

// docs/product/catalogue.md#wishlist.

const productId = bodyIdSchema('Identificador de producto inválido.')

export const wishlistInputSchema = z.strictObject({ productId })

export const wishlistParamsSchema = z.strictObject({
  productId: pathIdSchema('Identificador de producto inválido.'),
})

// docs/product/catalogue.md#back-in-stock: the e-mail is required.
export const NOTIFY_EMAIL_REQUIRED = 'Por favor, ingresa tu correo electrónico.'

export const stockNotificationInputSchema = z.strictObject({
  productId,
  variantId: productId.nullable().optional(),
  email: z.string({ error: NOTIFY_EMAIL_REQUIRED }).trim().min(1, NOTIFY_EMAIL_REQUIRED).pipe(emailSchema),
})
export type StockNotificationInput = z.infer<typeof stockNotificationInputSchema>
