import type { ShippingInfo, ShippingInfoInput } from '@vitrina/core/schemas/shipping'
import { shippingInfo } from '../../db/schema'
import { requiredRichText } from '../../lib/html'
import { orderedEntries } from './ordered-entries'

/**
 * HTML is sanitized here, on write (docs/product/content.md#html-sanitizing): only the clean copy is stored.
 */
function cleanContent(input: Partial<ShippingInfoInput>): Partial<ShippingInfoInput> {
  return input.content === undefined ? input : { ...input, content: requiredRichText(input.content) }
}

/**
 * docs/product/catalogue.md#product-tabs tab: title and sanitized HTML of each entry, in the order staff
 * chose.
 */
const entries = orderedEntries<ShippingInfo, ShippingInfoInput>(shippingInfo, {
  columns: { id: shippingInfo.id, title: shippingInfo.title, content: shippingInfo.content },
  prepare: cleanContent,
  notFound: { message: 'Información de envío no encontrada.', code: 'SHIPPING_INFO_NOT_FOUND' },
})

export const listShippingInfo = entries.list
export const listShippingInfoAdmin = entries.listAdmin
export const createShippingInfo = entries.create
export const updateShippingInfo = entries.update
export const deleteShippingInfo = entries.remove
