import { z } from 'zod'
import { requiredText } from './common'
import { sortOrderSchema } from './content'

// docs/product/content.md#shipping-info: a title and HTML content (sanitized by the server on write).

export const shippingInfoSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() })
export type ShippingInfo = z.infer<typeof shippingInfoSchema>
export const shippingInfoListSchema = z.array(shippingInfoSchema)

export const adminShippingInfoSchema = shippingInfoSchema.extend({
  sort_order: z.number().int(),
  updated_at: z.string(),
})
export const adminShippingInfoListSchema = z.array(adminShippingInfoSchema)

export const shippingInfoInputSchema = z.strictObject({
  title: requiredText(200, 'El título es obligatorio.'),
  content: requiredText(20_000, 'El contenido es obligatorio.'),
  sort_order: sortOrderSchema.optional(),
})
export type ShippingInfoInput = z.infer<typeof shippingInfoInputSchema>
export const shippingInfoUpdateSchema = shippingInfoInputSchema.partial()
export type ShippingInfoUpdate = z.infer<typeof shippingInfoUpdateSchema>
